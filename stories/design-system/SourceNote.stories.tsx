import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { SourceNote } from '../../src/design-system'

const meta = {
  title: 'Design System/SourceNote',
  component: SourceNote,
  args: {
    href: 'https://www.travel.dod.mil/Allowances/Temporary-Lodging-Allowance/',
    kind: 'official',
    checkedOn: '2026-11-22',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 380 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SourceNote>
export default meta
type Story = StoryObj<typeof meta>

/** Opens the line as a reader does, with a tap on its summary. */
async function open(canvasElement: HTMLElement) {
  const canvas = within(canvasElement)
  await userEvent.click(canvasElement.querySelector('summary')!)
  return canvas
}

/** At a glance the kind and the age; the page is one tap away. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const summary = within(canvasElement).getByText('Official source · read Nov 22, 2026')
    await expect(summary.tagName).toBe('SUMMARY')
    // Closed: the page's link is in the document (for search and scripts-off) but not shown.
    await expect(within(canvasElement).getByRole('link')).not.toBeVisible()
    const canvas = await open(canvasElement)
    const link = canvas.getByRole('link', { name: 'travel.dod.mil (opens in a new tab)' })
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  },
}

export const WithoutDate: Story = {
  args: { checkedOn: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/read/)).toBeNull()
  },
}

export const DateObject: Story = {
  args: { checkedOn: new Date(Date.UTC(2026, 0, 5)) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/read Jan 5, 2026/)).toBeVisible()
  },
}

/** Opened: the page, its date and the report link, below the summary. */
export const Opened: Story = {
  args: {
    sourceDate: 'Apr 11, 2022',
    reportHref: '/sources?fact=tla#report',
    reportName: 'Temporary lodging allowance',
  },
  play: async ({ canvasElement }) => {
    const canvas = await open(canvasElement)
    await expect(canvas.getByRole('link', { name: /^travel\.dod\.mil/ })).toBeVisible()
    await expect(canvas.getByText(/, dated Apr 11, 2022/)).toBeVisible()
  },
}

/** Facts shown together: each page is linked once, "Sources" in the plural. */
export const SeveralSources: Story = {
  args: {
    href: undefined,
    kind: undefined,
    links: [
      { url: 'https://www.va.gov/housing-assistance/home-loans/', text: 'va.gov' },
      { url: 'https://www.va.gov/housing-assistance/home-loans/eligibility/', text: 'va.gov (2)' },
      { url: 'https://www.benefits.va.gov/homeloans/' },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Sources · read Nov 22, 2026')).toBeVisible()
    const canvas = await open(canvasElement)
    await expect(canvas.getAllByRole('link')).toHaveLength(3)
    await expect(canvas.getByRole('link', { name: /^benefits\.va\.gov/ })).toBeVisible()
  },
}

/** Smaller type for dense cards; long site names break instead of overflowing. */
export const Compact: Story = {
  args: {
    compact: true,
    href: 'https://www.militaryonesource.mil/moving-pcs/plan-to-move/a-very-long-page-address/',
  },
}

/** A source with no web page, named in words. */
export const UnlinkedShown: Story = {
  args: { href: 'product spec', kind: undefined, unlinked: 'show', compact: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      canvas.getByText('Source: our planning notes (not an official page) · read Nov 22, 2026'),
    ).toBeVisible()
    await expect(canvas.queryByRole('link')).toBeNull()
  },
}

/** By default a source with no web page leaves the note out. */
export const UnlinkedHidden: Story = {
  args: { href: 'product spec', kind: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/Source/)).toBeNull()
  },
}

/** News or a third-party summary is said to be one, so nobody takes it for the agency. */
export const Secondary: Story = {
  args: { href: 'https://www.staradvertiser.com/2023/05/23/vehicles/', kind: 'secondary' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Secondary source (not official) · read Nov 22, 2026'),
    ).toBeVisible()
  },
}

/** The program's own figures have no outside page and are never "read". */
export const ProgramFigure: Story = {
  args: { href: 'product spec', kind: 'program', checkedOn: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('VHP program figure')).toBeVisible()
    await expect(canvas.queryByRole('link')).toBeNull()
  },
}

/** Our own planning advice (a tip, a suggested start) is not a figure, and says so. */
export const PlanningAdvice: Story = {
  args: { href: 'product spec', kind: 'advice', checkedOn: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Our planning advice (not an official page)')).toBeVisible()
    await expect(canvas.queryByText(/program figure/)).toBeNull()
    await expect(canvas.queryByRole('link')).toBeNull()
  },
}

/** A source dated years before it was read is flagged, with whom to confirm. */
export const OldSource: Story = {
  args: { sourceDate: 'news release, Aug 2005', checkedOn: '2026-11-23' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        'Official source · read Nov 23, 2026 · an old source: confirm with the office before you act',
      ),
    ).toBeVisible()
    const canvas = await open(canvasElement)
    await expect(canvas.getByText(/dated news release, Aug 2005/)).toBeVisible()
  },
}

/** A fact that does not go stale (where a base is): an old source is not flagged. */
export const TimelessFact: Story = {
  args: { sourceDate: 'Civil Beat, Aug 2019', checkedOn: '2026-11-23', timeless: true },
  play: async ({ canvasElement }) => {
    const summary = within(canvasElement).getByText(/^Official source/)
    await expect(summary).toHaveTextContent('Official source · read Nov 23, 2026')
    await expect(summary).not.toHaveTextContent('an old source')
  },
}

/**
 * Every fact's line ends with a way to say it is wrong; screen readers hear which fact, so a
 * page's many report links are told apart. Each link has a 24 px tall tap area.
 */
export const WithReport: Story = {
  args: {
    reportHref: '/sources?fact=honolulu-out-of-state-permit#report',
    reportName: 'Honolulu out-of-state permit',
  },
  play: async ({ canvasElement }) => {
    await expect(
      canvasElement.querySelector('summary')!.getBoundingClientRect().height,
    ).toBeGreaterThanOrEqual(24)
    await open(canvasElement)
    const link = within(canvasElement).getByRole('link', {
      name: 'Report a problem with Honolulu out-of-state permit',
    })
    await expect(link).toHaveAttribute('href', '/sources?fact=honolulu-out-of-state-permit#report')
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(24)
    const source = within(canvasElement).getByRole('link', { name: /travel\.dod\.mil/ })
    await expect(source.getBoundingClientRect().height).toBeGreaterThanOrEqual(24)
  },
}

/** Facts shown together from pages of different kinds: each page says its kind. */
export const MixedKinds: Story = {
  args: {
    href: undefined,
    kind: undefined,
    links: [
      { url: 'https://dlnr.hawaii.gov/dobor/', kind: 'official' },
      { url: 'https://www.hawaiinewsnow.com/2024/boats/', kind: 'secondary' },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        'Sources: official, secondary (not official) · read Nov 22, 2026',
      ),
    ).toBeVisible()
    await open(canvasElement)
    await expect(canvasElement.querySelector('details')).toHaveTextContent(
      /dlnr\.hawaii\.gov.*\(official\), hawaiinewsnow\.com.*\(secondary\)/,
    )
  },
}

/**
 * Facts shown together keep what each says of itself: a page's own date (an old one flags the
 * line) and the kinds of facts with no page, such as a program figure.
 */
export const SeveralWithAnOldPage: Story = {
  args: {
    href: undefined,
    kind: undefined,
    checkedOn: '2026-11-28',
    ownKinds: ['program'],
    links: [
      { url: 'https://ffr.cnic.navy.mil/Navy-Housing/', kind: 'official', checkedOn: '2026-11-23' },
      {
        url: 'https://www.civilbeat.org/2019/08/hickam/',
        kind: 'secondary',
        checkedOn: '2026-11-28',
        sourceDate: 'Civil Beat, Aug 2019',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        'Sources: official, secondary (not official), VHP program figures · read Nov 28, 2026 · an old source: confirm with the office before you act',
      ),
    ).toBeVisible()
    await open(canvasElement)
    await expect(canvasElement.querySelector('details')).toHaveTextContent(
      /civilbeat\.org.*\(secondary\), dated Civil Beat, Aug 2019/,
    )
  },
}

export const Mobile: Story = {
  args: { compact: true },
  globals: { viewport: { value: 'mobile' } },
}

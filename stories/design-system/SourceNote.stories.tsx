import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
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

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(/^Official source:/)).toHaveTextContent(
      'Official source: travel.dod.mil (opens in a new tab) · read Nov 22, 2026',
    )
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

/** Facts shown together: each page is linked once, "Sources:" in the plural. */
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
    const canvas = within(canvasElement)
    await expect(canvas.getByText(/^Sources:/)).toBeVisible()
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
      within(canvasElement).getByText(/^Secondary source \(not official\):/),
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
    await expect(within(canvasElement).getByText(/^Official source:/)).toHaveTextContent(
      'dated news release, Aug 2005 · read Nov 23, 2026 · an old source: confirm with the office before you act',
    )
  },
}

/** A fact that does not go stale (where a base is): an old source is not flagged. */
export const TimelessFact: Story = {
  args: { sourceDate: 'Civil Beat, Aug 2019', checkedOn: '2026-11-23', timeless: true },
  play: async ({ canvasElement }) => {
    const line = within(canvasElement).getByText(/^Official source:/)
    await expect(line).toHaveTextContent('dated Civil Beat, Aug 2019 · read Nov 23, 2026')
    await expect(line).not.toHaveTextContent('an old source')
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
    await expect(within(canvasElement).getByText(/^Sources:/)).toHaveTextContent(
      /dlnr\.hawaii\.gov.*\(official\), hawaiinewsnow\.com.*\(secondary\)/,
    )
  },
}

export const Mobile: Story = {
  args: { compact: true },
  globals: { viewport: { value: 'mobile' } },
}

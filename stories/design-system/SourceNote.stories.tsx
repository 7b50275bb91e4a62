import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { SourceNote } from '../../src/design-system'

const meta = {
  title: 'Design System/SourceNote',
  component: SourceNote,
  args: {
    href: 'https://www.travel.dod.mil/Allowances/Temporary-Lodging-Allowance/',
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
    await expect(canvas.getByText(/^Source:/)).toHaveTextContent(
      'Source: travel.dod.mil (opens in a new tab) · Checked Nov 22, 2026',
    )
    const link = canvas.getByRole('link', { name: 'travel.dod.mil (opens in a new tab)' })
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  },
}

export const WithoutDate: Story = {
  args: { checkedOn: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/Checked/)).toBeNull()
  },
}

export const DateObject: Story = {
  args: { checkedOn: new Date(Date.UTC(2026, 0, 5)) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Checked Jan 5, 2026/)).toBeVisible()
  },
}

/** Facts shown together: each page is linked once, "Sources:" in the plural. */
export const SeveralSources: Story = {
  args: {
    href: undefined,
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
  args: { href: 'product spec', unlinked: 'show', compact: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      canvas.getByText('Source: our planning notes (not an official page) · Checked Nov 22, 2026'),
    ).toBeVisible()
    await expect(canvas.queryByRole('link')).toBeNull()
  },
}

/** By default a source with no web page leaves the note out. */
export const UnlinkedHidden: Story = {
  args: { href: 'product spec' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/Source/)).toBeNull()
  },
}

export const Mobile: Story = {
  args: { compact: true },
  globals: { viewport: { value: 'mobile' } },
}

import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { ExternalButton, ExternalLink, WebsiteButton } from '../../src/design-system'

const meta = {
  title: 'Design System/ExternalLink',
  component: ExternalLink,
  args: { href: 'https://www.va.gov/housing-assistance/home-loans/', children: 'VA home loans' },
} satisfies Meta<typeof ExternalLink>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', {
      name: 'VA home loans (opens in a new tab)',
    })
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  },
}
export const WithoutIcon: Story = { args: { showIcon: false } }
export const AsButton: Story = {
  render: (args) => <ExternalButton href={args.href}>Search homes on Oahu</ExternalButton>,
}
export const LongText: Story = {
  args: {
    children: 'A very long link text that wraps over several lines on a narrow phone screen',
  },
  globals: { viewport: { value: 'mobile' } },
}
/** A card's way out: the one look every card uses, named after its card for screen readers. */
export const Website: Story = {
  render: (args) => <WebsiteButton href={args.href} name="VA home loans" />,
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', {
      name: 'Visit website: VA home loans (opens in a new tab)',
    })
    await expect(link).toHaveTextContent('Visit website')
    await expect(link).toHaveAttribute('target', '_blank')
  },
}
export const WebsiteWithLabel: Story = {
  render: (args) => <WebsiteButton href={args.href} name="Schofield Barracks" label="Map" />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', {
        name: 'Map: Schofield Barracks (opens in a new tab)',
      }),
    ).toBeVisible()
  },
}

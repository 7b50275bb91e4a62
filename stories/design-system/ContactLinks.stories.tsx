import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { EmailLink, PhoneLink } from '../../src/design-system'

const meta = {
  title: 'Design System/ContactLinks',
  component: PhoneLink,
  args: { phone: '800-342-9647' },
} satisfies Meta<typeof PhoneLink>
export default meta
type Story = StoryObj<typeof meta>

/** A U.S. number dials when tapped. */
export const Phone: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: '800-342-9647' })
    await expect(link).toHaveAttribute('href', 'tel:+18003429647')
  },
}

/** A number written with letters dials the keypad's digits and shows as printed. */
export const PhoneWithLetters: Story = {
  args: { phone: '800-4Matson' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: '800-4Matson' })
    await expect(link).toHaveAttribute('href', 'tel:+18004628766')
  },
}

/** What is not a U.S. number (an extension alone, a foreign number) stays text, not a dead link. */
export const NotANumber: Story = {
  args: { phone: 'ext. 4-2710' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('ext. 4-2710')).toBeVisible()
    await expect(canvas.queryByRole('link')).toBeNull()
  },
}

export const Email: Story = {
  render: () => <EmailLink email="housing@example.com" />,
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'housing@example.com' })
    await expect(link).toHaveAttribute('href', 'mailto:housing@example.com')
  },
}

import type { Meta, StoryObj } from '@storybook/react-vite'
import { VerifiedRentalsPage } from '../../../src/features/housing/pages/VerifiedRentalsPage'

const meta = {
  title: 'Pages/Housing/Verified rentals',
  component: VerifiedRentalsPage,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof VerifiedRentalsPage>
export default meta
type Story = StoryObj<typeof meta>

export const Desktop: Story = { globals: { viewport: { value: 'desktop' } } }
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } }

import type { Meta, StoryObj } from '@storybook/react-vite'
import { BoatShippingPage } from '../../../src/features/toolkit/pages/BoatShippingPage'

const meta = {
  title: 'Pages/Toolkit/Boat shipping',
  component: BoatShippingPage,
} satisfies Meta<typeof BoatShippingPage>
export default meta
type Story = StoryObj<typeof meta>

export const Desktop: Story = {}
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } }

import type { Meta, StoryObj } from '@storybook/react-vite'
import { VehicleShippingPage } from '../../../src/features/toolkit/pages/VehicleShippingPage'

const meta = {
  title: 'Pages/Toolkit/Vehicle shipping',
  component: VehicleShippingPage,
} satisfies Meta<typeof VehicleShippingPage>
export default meta
type Story = StoryObj<typeof meta>

export const Desktop: Story = {}
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } }

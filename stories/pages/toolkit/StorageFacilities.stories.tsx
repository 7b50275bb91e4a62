import type { Meta, StoryObj } from '@storybook/react-vite'
import { StorageFacilitiesPage } from '../../../src/features/toolkit/pages/StorageFacilitiesPage'

const meta = {
  title: 'Pages/Toolkit/Storage facilities',
  component: StorageFacilitiesPage,
} satisfies Meta<typeof StorageFacilitiesPage>
export default meta
type Story = StoryObj<typeof meta>

export const Desktop: Story = {}
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } }

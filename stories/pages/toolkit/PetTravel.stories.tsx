import type { Meta, StoryObj } from '@storybook/react-vite'
import { PetTravelPage } from '../../../src/features/toolkit/pages/PetTravelPage'

const meta = {
  title: 'Pages/Toolkit/Pet travel',
  component: PetTravelPage,
} satisfies Meta<typeof PetTravelPage>
export default meta
type Story = StoryObj<typeof meta>

export const Desktop: Story = {}
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } }

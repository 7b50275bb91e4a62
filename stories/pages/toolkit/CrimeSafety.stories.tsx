import type { Meta, StoryObj } from '@storybook/react-vite'
import { CrimeSafetyPage } from '../../../src/features/toolkit/pages/CrimeSafetyPage'

const meta = {
  title: 'Pages/Toolkit/Crime and safety',
  component: CrimeSafetyPage,
} satisfies Meta<typeof CrimeSafetyPage>
export default meta
type Story = StoryObj<typeof meta>

export const Desktop: Story = {}
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } }

import type { Meta, StoryObj } from '@storybook/react-vite'
import { VaAssumptionsPage } from '../../../src/features/housing/pages/VaAssumptionsPage'

const meta = {
  title: 'Pages/Housing/VA assumptions',
  component: VaAssumptionsPage,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof VaAssumptionsPage>
export default meta
type Story = StoryObj<typeof meta>

export const Desktop: Story = { globals: { viewport: { value: 'desktop' } } }
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } }

import type { Meta, StoryObj } from '@storybook/react-vite'
import { VaHomesPage } from '../../../src/features/housing/pages/VaHomesPage'

const meta = {
  title: 'Pages/Housing/VA homes',
  component: VaHomesPage,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof VaHomesPage>
export default meta
type Story = StoryObj<typeof meta>

export const Desktop: Story = { globals: { viewport: { value: 'desktop' } } }
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } }

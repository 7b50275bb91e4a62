import type { Meta, StoryObj } from '@storybook/react-vite'
import { BaseHousingPage } from '../../../src/features/housing/pages/BaseHousingPage'

const meta = {
  title: 'Pages/Housing/Base housing',
  component: BaseHousingPage,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof BaseHousingPage>
export default meta
type Story = StoryObj<typeof meta>

export const Desktop: Story = { globals: { viewport: { value: 'desktop' } } }
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } }

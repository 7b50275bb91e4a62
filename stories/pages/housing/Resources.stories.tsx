import type { Meta, StoryObj } from '@storybook/react-vite'
import { ResourcesPage } from '../../../src/features/housing/pages/ResourcesPage'

const meta = {
  title: 'Pages/Housing/Resources',
  component: ResourcesPage,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ResourcesPage>
export default meta
type Story = StoryObj<typeof meta>

export const Desktop: Story = { globals: { viewport: { value: 'desktop' } } }
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } }

import type { Meta, StoryObj } from '@storybook/react-vite'
import { FirearmsPage } from '../../../src/features/toolkit/pages/FirearmsPage'

const meta = {
  title: 'Pages/Toolkit/Firearms',
  component: FirearmsPage,
} satisfies Meta<typeof FirearmsPage>
export default meta
type Story = StoryObj<typeof meta>

export const Desktop: Story = {}
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } }

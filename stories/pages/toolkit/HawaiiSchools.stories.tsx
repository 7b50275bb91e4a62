import type { Meta, StoryObj } from '@storybook/react-vite'
import { HawaiiSchoolsPage } from '../../../src/features/toolkit/pages/HawaiiSchoolsPage'

const meta = {
  title: 'Pages/Toolkit/Hawaii schools',
  component: HawaiiSchoolsPage,
} satisfies Meta<typeof HawaiiSchoolsPage>
export default meta
type Story = StoryObj<typeof meta>

export const Desktop: Story = {}
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } }

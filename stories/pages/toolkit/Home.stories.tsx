import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { HomePage } from '../../../src/features/toolkit/pages/HomePage'
import { WELCOME_FLAG_KEY } from '../../../src/features/toolkit/welcome-flag'

const meta = {
  title: 'Pages/Toolkit/Home',
  component: HomePage,
  // A returning visitor: the first-visit dialog has been shown already.
  beforeEach: () => {
    localStorage.setItem(WELCOME_FLAG_KEY, 'true')
    return () => localStorage.removeItem(WELCOME_FLAG_KEY)
  },
} satisfies Meta<typeof HomePage>
export default meta
type Story = StoryObj<typeof meta>

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const tools = canvas.getByRole('region', { name: 'Tools for your move' })
    await expect(within(tools).getAllByRole('heading', { level: 3 })).toHaveLength(8)
    const bases = canvas.getByRole('region', { name: 'Oahu’s main bases' })
    await expect(within(bases).getAllByRole('heading', { level: 3 })).toHaveLength(4)
  },
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } }

export const FirstVisit: Story = {
  beforeEach: () => localStorage.removeItem(WELCOME_FLAG_KEY),
  play: async () => {
    const body = within(document.body)
    const dialog = await body.findByRole('dialog', { name: 'Aloha, and welcome!' })
    await userEvent.click(within(dialog).getByRole('button', { name: "Let's Get Started" }))
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument())
  },
}

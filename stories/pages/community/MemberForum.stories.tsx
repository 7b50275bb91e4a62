import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { MemberForumPage } from '../../../src/features/community/pages/MemberForumPage'

const meta = {
  title: 'Pages/Community/Member forum',
  component: MemberForumPage,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof MemberForumPage>
export default meta
type Story = StoryObj<typeof meta>

export const Desktop: Story = {}

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } }

/** The search box narrows the categories and questions shown. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search the forum' }), 'pets')
    await expect(canvas.getByRole('status')).toHaveTextContent(
      '1 category and 1 question match “pets”.',
    )
  },
}

export const NoMatches: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search the forum' }), 'snowboard')
    await expect(canvas.getByText('No categories match your search.')).toBeVisible()
    await expect(canvas.getByText('No questions match your search.')).toBeVisible()
  },
}

/** Buttons other than "Sign up" say the forum is coming soon. */
export const ComingSoon: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Ask a question' }))
    await expect(await canvas.findByText('Coming soon')).toBeVisible()
  },
}

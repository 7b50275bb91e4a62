import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { WelcomePage } from '../../../src/features/toolkit/pages/WelcomePage'

const meta = {
  title: 'Pages/Toolkit/Welcome',
  component: WelcomePage,
} satisfies Meta<typeof WelcomePage>
export default meta
type Story = StoryObj<typeof meta>

export const Desktop: Story = {}
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } }

export const WithYouTubeVideo: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Welcome video URL' }),
      'https://youtu.be/dQw4w9WgXcQ',
    )
    await expect(canvas.getByTitle('Welcome video (YouTube)')).toHaveAttribute(
      'src',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
    )
  },
}

export const UnsupportedVideo: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Welcome video URL' }),
      'javascript:alert(1)',
    )
    await expect(canvas.getByText('Unable to embed this video')).toBeVisible()
    await expect(canvasElement.querySelector('iframe')).toBeNull()
  },
}

export const EditingTheFounderCard: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: /Edit/ }))
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveFocus()
  },
}

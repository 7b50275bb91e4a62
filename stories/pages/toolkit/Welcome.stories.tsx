import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { WelcomePage } from '../../../src/features/toolkit/pages/WelcomePage'

const meta = {
  title: 'Pages/Toolkit/Welcome',
  component: WelcomePage,
} satisfies Meta<typeof WelcomePage>
export default meta
type Story = StoryObj<typeof meta>

/** As configured today: no video, no founder card, an empty card to fill in. */
export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole('heading', { name: 'Welcome video' })).toBeNull()
    await expect(canvas.queryByText(/Not added yet/)).toBeNull()
  },
}
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } }

/** With WELCOME_VIDEO_URL set. */
export const WithYouTubeVideo: Story = {
  args: { videoUrl: 'https://youtu.be/dQw4w9WgXcQ' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByTitle('Welcome video (YouTube)')).toHaveAttribute(
      'src',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
    )
  },
}

/** A setting the player cannot embed says so instead of loading it. */
export const UnsupportedVideo: Story = {
  args: { videoUrl: 'javascript:alert(1)' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Unable to embed this video')).toBeVisible()
    await expect(canvasElement.querySelector('iframe')).toBeNull()
  },
}

/** A founder card with content (an example, not a real person). */
export const WithFounder: Story = {
  args: {
    founder: {
      name: 'Example Founder',
      title: 'Founder',
      phone: '',
      email: 'founder@example.com',
      location: 'Oahu',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'About the Founder' })).toBeVisible()
    await expect(canvas.queryByText('Phone')).toBeNull()
  },
}

export const FillingInTheCard: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Fill in contact information' }),
    )
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveFocus()
  },
}

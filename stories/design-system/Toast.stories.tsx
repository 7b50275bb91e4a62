import type { Meta, StoryObj } from '@storybook/react-vite'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { expect, userEvent, within } from 'storybook/test'
import { useToast, type ToastTone } from '../../src/design-system'

function Demo({
  tone,
  title,
  message,
  withAction,
}: {
  tone: ToastTone
  title?: string
  message: string
  withAction?: boolean
}) {
  const toast = useToast()
  return (
    <Stack direction="row" spacing={1}>
      <Button
        variant="contained"
        onClick={() =>
          toast[tone](message, {
            title,
            action: withAction ? { label: 'Sign in', onClick: () => undefined } : undefined,
          })
        }
      >
        Show toast
      </Button>
    </Stack>
  )
}

const meta = {
  title: 'Design System/Toast',
  component: Demo,
  args: { tone: 'success', message: 'Signed in successfully!' },
  tags: ['no-visual'],
} satisfies Meta<typeof Demo>
export default meta
type Story = StoryObj<typeof meta>

export const Success: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }))
    const region = within(document.body).getByRole('region', { name: 'Notifications' })
    await expect(await within(region).findByText('Signed in successfully!')).toBeVisible()
  },
}
export const ErrorWithTitle: Story = {
  args: {
    tone: 'error',
    title: 'Missing Information',
    message: 'Please fill in all required fields',
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }))
    await expect(await within(document.body).findByText('Missing Information')).toBeVisible()
  },
}
export const InfoWithAction: Story = {
  args: { tone: 'info', message: 'Please sign in to save your progress', withAction: true },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }))
    await expect(
      await within(document.body).findByRole('button', { name: 'Sign in' }),
    ).toBeVisible()
  },
}
export const Warning: Story = { args: { tone: 'warning', message: 'You are offline.' } }

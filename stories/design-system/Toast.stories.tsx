import type { Meta, StoryObj } from '@storybook/react-vite'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Dialog from '@mui/material/Dialog'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { ToastAnnouncer, useToast, type ToastTone } from '../../src/design-system'

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
/** Three clicks on one button: the toast shows once, and a different one is not held back. */
export const RepeatedShowsOnce: Story = {
  args: { message: 'Item completed!' },
  render: (args) => (
    <Stack direction="row" spacing={1}>
      <Demo {...args} />
      <Demo tone="info" message="Signed out successfully" />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const [repeated, other] = within(canvasElement).getAllByRole('button', { name: 'Show toast' })
    for (let i = 0; i < 3; i++) await userEvent.click(repeated!)
    await userEvent.click(other!)
    const region = within(within(document.body).getByRole('region', { name: 'Notifications' }))
    await expect(await region.findByText('Signed out successfully')).toBeVisible()
    await expect(region.getAllByText('Item completed!')).toHaveLength(1)
  },
}
export const Warning: Story = { args: { tone: 'warning', message: 'You are offline.' } }

/** A modal dialog hides the Notifications region from screen readers: its ToastAnnouncer reads the toast. */
export const InsideModalDialog: Story = {
  render: (args) => (
    <>
      <Dialog open aria-labelledby="toast-dialog-title">
        <DialogTitle id="toast-dialog-title">Welcome</DialogTitle>
        <DialogContent>
          <Demo {...args} />
          <ToastAnnouncer />
        </DialogContent>
      </Dialog>
    </>
  ),
  play: async () => {
    const dialog = within(within(document.body).getByRole('dialog', { name: 'Welcome' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Show toast' }))
    await waitFor(() =>
      expect(dialog.getByRole('status')).toHaveTextContent('Signed in successfully!'),
    )
  },
}

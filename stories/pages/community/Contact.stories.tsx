import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { ContactPage } from '../../../src/features/community/pages/ContactPage'

const meta = {
  title: 'Pages/Community/Contact',
  component: ContactPage,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ContactPage>
export default meta
type Story = StoryObj<typeof meta>

async function fillIn(canvas: ReturnType<typeof within>) {
  await userEvent.type(canvas.getByRole('textbox', { name: /Full name/ }), 'Leilani Kahale')
  await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), 'leilani@example.com')
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Base/ }), 'Other')
  await userEvent.type(canvas.getByRole('textbox', { name: /Message/ }), 'We arrive in June.')
  await userEvent.click(canvas.getByRole('button', { name: 'Send message' }))
}

/** Empty form: what a visitor sees first. */
export const Desktop: Story = {}

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } }

/** Sent with empty fields: the "Missing Information" notice and each field marked. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }))
    await expect(await canvas.findByText('Missing Information')).toBeVisible()
    await expect(canvas.getByText('Please enter your full name.')).toBeVisible()
    await expect(canvas.getByText('Please enter your email address.')).toBeVisible()
    await expect(canvas.getByText('Please write your message.')).toBeVisible()
  },
}

/** While the message is on its way: one send only, the button says so. */
export const Submitting: Story = {
  args: { send: () => new Promise<void>(() => undefined) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fillIn(canvas)
    const button = await canvas.findByRole('button', { name: 'Sending…' })
    await expect(button).toBeDisabled()
  },
}

/** No backend in Storybook, so a real send fails: the toast, the note, and nothing lost. */
export const Failed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fillIn(canvas)
    await expect(await canvas.findByText('Message not sent')).toBeVisible()
    await expect(canvas.getByText(/was not sent yet/)).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: /Message/ })).toHaveValue('We arrive in June.')
    await expect(canvas.getByRole('button', { name: 'Send message' })).toBeEnabled()
  },
}

/** Stored: the "Message Sent!" toast of docs/decisions.md#s-7, and a clean form. */
export const Sent: Story = {
  args: { send: async () => undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fillIn(canvas)
    await expect(await canvas.findByText('Message Sent!')).toBeVisible()
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /Full name/ })).toHaveValue(''))
  },
}

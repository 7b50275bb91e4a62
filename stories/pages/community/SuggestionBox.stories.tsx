import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { SuggestionBoxPage } from '../../../src/features/community/pages/SuggestionBoxPage'

const meta = {
  title: 'Pages/Community/Suggestion box',
  component: SuggestionBoxPage,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SuggestionBoxPage>
export default meta
type Story = StoryObj<typeof meta>

const suggestionField = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole('textbox', { name: /Your suggestion/ })

async function submitSuggestion(canvas: ReturnType<typeof within>) {
  await userEvent.type(suggestionField(canvas), 'A guide to the neighbor islands')
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Category/ }), 'Other')
  await userEvent.click(canvas.getByRole('button', { name: 'Submit suggestion' }))
}

/** Empty: the button waits for a suggestion. */
export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: 'Submit suggestion' })).toBeDisabled()
  },
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } }

/** Spaces only keep the button disabled; a wrong optional email is pointed out. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const button = canvas.getByRole('button', { name: 'Submit suggestion' })
    await userEvent.type(suggestionField(canvas), '   ')
    await expect(button).toBeDisabled()
    await userEvent.type(suggestionField(canvas), 'More maps')
    await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), 'kai@example')
    await userEvent.click(button)
    await expect(await canvas.findByText('Please enter a valid email address.')).toBeVisible()
  },
}

export const Submitting: Story = {
  args: { send: () => new Promise<void>(() => undefined) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await submitSuggestion(canvas)
    await expect(await canvas.findByRole('button', { name: 'Sending…' })).toBeDisabled()
  },
}

/** No backend in Storybook: the send fails and the suggestion stays. */
export const Failed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await submitSuggestion(canvas)
    await expect(await canvas.findByText('Suggestion not sent')).toBeVisible()
    await expect(suggestionField(canvas)).toHaveValue('A guide to the neighbor islands')
  },
}

export const Sent: Story = {
  args: { send: async () => undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await submitSuggestion(canvas)
    await expect(await canvas.findByText('Suggestion Submitted!')).toBeVisible()
    await waitFor(() => expect(suggestionField(canvas)).toHaveValue(''))
  },
}

import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { SuggestionForm } from '@/features/community/components/SuggestionForm'
import { deferred, show } from './render'

const suggestion = () => screen.getByRole('textbox', { name: /Your suggestion/ })
const email = () => screen.getByRole('textbox', { name: /Email/ })
const category = () => screen.getByRole('combobox', { name: /Category/ })
const submit = () => screen.getByRole('button', { name: /Submit suggestion|Sending/ })

describe('the suggestion box', () => {
  it('keeps the button disabled while the suggestion is blank', async () => {
    const user = show(<SuggestionForm send={vi.fn()} />)
    expect(suggestion()).toBeRequired()
    expect(submit()).toBeDisabled()
    await user.type(suggestion(), '   ')
    expect(submit()).toBeDisabled()
    await user.type(suggestion(), 'More maps')
    expect(submit()).toBeEnabled()
  })

  it('checks an email only when one is given', async () => {
    const send = vi.fn()
    const user = show(<SuggestionForm send={send} />)
    expect(email()).toHaveAttribute('type', 'email')
    expect(email()).not.toBeRequired()
    await user.type(suggestion(), 'More maps')
    await user.type(email(), 'ana@')
    await user.click(submit())
    expect(await screen.findByText('Please enter a valid email address.')).toBeVisible()
    expect(send).not.toHaveBeenCalled()
  })

  it('sends, says "Suggestion Submitted!" and clears the fields', async () => {
    const send = vi.fn().mockResolvedValue(undefined)
    const user = show(<SuggestionForm send={send} />)
    await user.type(suggestion(), '  A guide to Maui  ')
    await user.selectOptions(category(), 'Housing')
    await user.click(submit())
    expect(await screen.findByText('Suggestion Submitted!')).toBeVisible()
    expect(
      screen.getByText(
        "Thank you for your feedback. We'll review your suggestion and get back to you soon.",
      ),
    ).toBeVisible()
    expect(send).toHaveBeenCalledExactlyOnceWith({
      suggestion: 'A guide to Maui',
      category: 'Housing',
      email: '',
      website: '',
    })
    await waitFor(() => expect(suggestion()).toHaveValue(''))
    expect(category()).toHaveValue('')
  })

  it('keeps the suggestion when the send fails', async () => {
    const user = show(<SuggestionForm send={vi.fn().mockRejectedValue(new Error('down'))} />)
    await user.type(suggestion(), 'A guide to Maui')
    await user.type(email(), 'ana@example.com')
    await user.click(submit())
    expect(await screen.findByText('Suggestion not sent')).toBeVisible()
    expect(suggestion()).toHaveValue('A guide to Maui')
    expect(email()).toHaveValue('ana@example.com')
  })

  it('sends once while a send is under way', async () => {
    const pending = deferred()
    const send = vi.fn().mockReturnValue(pending.promise)
    const user = show(<SuggestionForm send={send} />)
    await user.type(suggestion(), 'A guide to Maui')
    // Two clicks in the same instant, before the form can re-render (a fast double click).
    const button = submit()
    fireEvent.click(button)
    fireEvent.click(button)
    await waitFor(() => expect(submit()).toHaveTextContent('Sending…'))
    expect(submit()).toBeDisabled()
    pending.resolve()
    expect(await screen.findByText('Suggestion Submitted!')).toBeVisible()
    expect(send).toHaveBeenCalledTimes(1)
  })
})

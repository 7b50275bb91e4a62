import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ContactForm } from '@/features/community/components/ContactForm'
import { deferred, show } from './render'

const field = (name: RegExp) => screen.getByRole('textbox', { name })
const sendButton = () => screen.getByRole('button', { name: /Send message|Sending/ })

async function fillIn(user: ReturnType<typeof show>) {
  await user.type(field(/Full name/), 'Ana Silva')
  await user.type(field(/Email/), 'ana@example.com')
  await user.selectOptions(screen.getByRole('combobox', { name: /Base/ }), 'Schofield Barracks')
  await user.type(field(/Message/), 'We arrive in June with two kids.')
}

describe('the contact form', () => {
  it('marks the required fields and says "Missing Information" when they are empty', async () => {
    const send = vi.fn()
    const user = show(<ContactForm send={send} />)
    for (const name of [/Full name/, /Email/, /Message/]) expect(field(name)).toBeRequired()
    expect(field(/Email/)).toHaveAttribute('type', 'email')
    await user.click(sendButton())
    expect(await screen.findByText('Missing Information')).toBeVisible()
    expect(screen.getByText('Please fill in all required fields')).toBeVisible()
    expect(field(/Full name/)).toHaveAccessibleDescription('Please enter your full name.')
    expect(field(/Full name/)).toHaveAttribute('aria-invalid', 'true')
    expect(field(/Message/)).toHaveAccessibleDescription('Please write your message.')
    expect(send).not.toHaveBeenCalled()
  })

  it('sends the message, says "Message Sent!" and clears the form', async () => {
    const send = vi.fn().mockResolvedValue(undefined)
    const user = show(<ContactForm send={send} />)
    await fillIn(user)
    await user.click(sendButton())
    expect(await screen.findByText('Message Sent!')).toBeVisible()
    expect(
      screen.getByText(
        "Your message has been sent to your VHP sponsor. We'll get back to you soon!",
      ),
    ).toBeVisible()
    expect(send).toHaveBeenCalledExactlyOnceWith({
      fullName: 'Ana Silva',
      email: 'ana@example.com',
      base: 'Schofield Barracks',
      message: 'We arrive in June with two kids.',
      website: '',
    })
    await waitFor(() => expect(field(/Full name/)).toHaveValue(''))
    expect(field(/Message/)).toHaveValue('')
    expect(screen.getByRole('combobox', { name: /Base/ })).toHaveValue('')
  })

  it('keeps everything typed when the send fails, and says so', async () => {
    const send = vi.fn().mockRejectedValue(new Error('offline'))
    const user = show(<ContactForm send={send} />)
    await fillIn(user)
    await user.click(sendButton())
    expect(await screen.findByText('Message not sent')).toBeVisible()
    expect(
      screen.getByText('Please check your connection and try again. Your message is still here.'),
    ).toBeVisible()
    expect(screen.getByText(/was not sent yet/)).toBeVisible()
    expect(field(/Full name/)).toHaveValue('Ana Silva')
    expect(field(/Message/)).toHaveValue('We arrive in June with two kids.')
    expect(screen.getByRole('combobox', { name: /Base/ })).toHaveValue('Schofield Barracks')
    expect(sendButton()).toBeEnabled()
  })

  it('shows "Sending…" and sends once however often it is pressed', async () => {
    const pending = deferred()
    const send = vi.fn().mockReturnValue(pending.promise)
    const user = show(<ContactForm send={send} />)
    await fillIn(user)
    // Two clicks in the same instant, before the form can re-render (a fast double click).
    const button = sendButton()
    fireEvent.click(button)
    fireEvent.click(button)
    await waitFor(() => expect(sendButton()).toHaveTextContent('Sending…'))
    expect(sendButton()).toBeDisabled()
    pending.resolve()
    expect(await screen.findByText('Message Sent!')).toBeVisible()
    expect(send).toHaveBeenCalledTimes(1)
  })

  it('asks for a valid address without the "missing" notice when only the email is wrong', async () => {
    const send = vi.fn()
    const user = show(<ContactForm send={send} />)
    await fillIn(user)
    await user.clear(field(/Email/))
    await user.type(field(/Email/), 'ana@example')
    await user.click(sendButton())
    expect(await screen.findByText('Please enter a valid email address.')).toBeVisible()
    expect(screen.queryByText('Missing Information')).not.toBeInTheDocument()
    expect(send).not.toHaveBeenCalled()
  })

  it('hides the honeypot from people and assistive technology; a bot that fills it still sees "Message Sent!"', async () => {
    const send = vi.fn().mockResolvedValue(undefined)
    const user = show(<ContactForm send={send} />)
    expect(screen.queryByRole('textbox', { name: /Website/ })).toBeNull()
    const trap = document.querySelector<HTMLInputElement>('input[name="website"]')!
    expect(trap).toHaveAttribute('tabindex', '-1')
    await fillIn(user)
    fireEvent.input(trap, { target: { value: 'https://spam.example' } })
    await user.click(sendButton())
    expect(await screen.findByText('Message Sent!')).toBeVisible()
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ website: 'https://spam.example' }))
  })
})

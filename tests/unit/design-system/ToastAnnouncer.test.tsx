import { act, render, screen, within } from '@testing-library/react'
import { useState } from 'react'
import Dialog from '@mui/material/Dialog'
import { describe, expect, it, vi } from 'vitest'
import { ToastAnnouncer, ToastProvider, useToast } from '@/design-system'

/** A page with a modal dialog, like the first-visit welcome dialog, and a button that toasts. */
function Page({ initiallyOpen }: { initiallyOpen: boolean }) {
  const toast = useToast()
  const [open, setOpen] = useState(initiallyOpen)
  return (
    <>
      <button
        onClick={() => {
          toast.success('Account created!')
          setOpen(true)
        }}
      >
        Sign up
      </button>
      <Dialog open={open} aria-labelledby="welcome-title">
        <h2 id="welcome-title">Welcome</h2>
        <ToastAnnouncer />
      </Dialog>
    </>
  )
}

function renderPage(initiallyOpen: boolean) {
  render(
    <ToastProvider>
      <Page initiallyOpen={initiallyOpen} />
    </ToastProvider>,
  )
}

describe('ToastAnnouncer', () => {
  it('reads a toast out inside an open modal dialog', async () => {
    renderPage(true)
    act(() => screen.getByRole('button', { name: 'Sign up', hidden: true }).click())
    const dialog = screen.getByRole('dialog', { name: 'Welcome' })
    const status = within(dialog).getByRole('status')
    await vi.waitFor(() => expect(status).toHaveTextContent('Account created!'))
  })

  it('reads a toast shown just before the dialog opened', async () => {
    renderPage(false)
    act(() => screen.getByRole('button', { name: 'Sign up' }).click())
    const dialog = await screen.findByRole('dialog', { name: 'Welcome' })
    const status = within(dialog).getByRole('status')
    expect(status).toHaveTextContent('')
    await vi.waitFor(() => expect(status).toHaveTextContent('Account created!'))
  })
})

import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

// A stand-in for supabase-js: the session it reports and how often a client was made.
type Listener = (event: string, session: unknown) => void
const fake = vi.hoisted(() => ({
  session: null as unknown,
  created: 0,
  listeners: [] as unknown[],
  /** The server ended the session (sign out everywhere, a deleted account). */
  endedOnServer: false,
}))
vi.mock('@supabase/supabase-js', () => ({
  createClient: () => {
    fake.created += 1
    return {
      auth: {
        onAuthStateChange(listener: Listener) {
          fake.listeners.push(listener)
          queueMicrotask(() => listener('INITIAL_SESSION', fake.session))
          return { data: { subscription: { unsubscribe: () => undefined } } }
        },
        // As supabase-js: a session the server refuses is dropped, with SIGNED_OUT.
        async getUser() {
          await new Promise((resolve) => setTimeout(resolve, 10))
          if (fake.endedOnServer) {
            for (const listener of fake.listeners) (listener as Listener)('SIGNED_OUT', null)
          }
          return { data: { user: null }, error: null }
        },
      },
    }
  },
}))

const session = { user: { id: 'u1', email: 'sam@example.com' } }

async function renderSession() {
  // A fresh module each time: the client is one per page.
  vi.resetModules()
  const supabase = await import('@/lib/supabase')
  function Status() {
    return <p>{supabase.useSession().status}</p>
  }
  render(
    <supabase.SessionProvider>
      <Status />
    </supabase.SessionProvider>,
  )
  return supabase
}

beforeEach(() => {
  fake.session = null
  fake.created = 0
  fake.listeners = []
  fake.endedOnServer = false
  localStorage.clear()
  const config = document.createElement('script')
  config.id = 'supabase-config'
  config.type = 'application/json'
  config.textContent = JSON.stringify({ url: 'http://localhost:3000', anonKey: 'anon' })
  document.head.append(config)
})
afterEach(() => document.getElementById('supabase-config')?.remove())

describe('SessionProvider', () => {
  it('knows a visitor with no stored session is signed out without starting Supabase', async () => {
    await renderSession()
    expect(await screen.findByText('signedOut')).toBeInTheDocument()
    expect(fake.created).toBe(0)
  })

  it('starts Supabase for a stored session and shows the visitor signed in', async () => {
    localStorage.setItem('hpp:auth', '{"access_token":"t"}')
    fake.session = session
    await renderSession()
    expect(await screen.findByText('signedIn')).toBeInTheDocument()
    expect(fake.created).toBe(1)
  })

  it('signs out a stored session the server has ended elsewhere', async () => {
    localStorage.setItem('hpp:auth', '{"access_token":"t"}')
    fake.session = session
    fake.endedOnServer = true
    await renderSession()
    expect(await screen.findByText('signedOut')).toBeInTheDocument()
  })

  it('follows a sign-in on this page once the sign-in form loads the client', async () => {
    const supabase = await renderSession()
    await screen.findByText('signedOut')
    await act(() => supabase.getSupabase())
    act(() => (fake.listeners[0] as Listener)('SIGNED_IN', session))
    expect(await screen.findByText('signedIn')).toBeInTheDocument()
  })

  it('follows a sign-in made in another tab', async () => {
    await renderSession()
    await screen.findByText('signedOut')
    fake.session = session
    localStorage.setItem('hpp:auth', '{"access_token":"t"}')
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'hpp:auth', newValue: '{}' }))
    })
    expect(await screen.findByText('signedIn')).toBeInTheDocument()
  })
})

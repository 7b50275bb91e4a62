import { createContext, useContext, useEffect, useState, type ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { lazyBlock, loadLazyBlocks } from '@/lib/lazy-block'
import { LATE_FALLBACK } from '@/lib/late-fallback'
import { startupUpdate } from '@/lib/startup-update'

// Loads left pending by a test, settled after it: the next test's setup waits for every block.
const pending: (() => void)[] = []
afterEach(() => pending.splice(0).forEach((settle) => settle()))

describe('a lazy block whose code fails to load', () => {
  it('shows a message with Try again in its place, and Try again imports it again', async () => {
    let attempts = 0
    let online = false
    const Block = lazyBlock(async () => {
      attempts += 1
      if (!online) throw new TypeError('Failed to fetch dynamically imported module')
      return function Form() {
        return <p>The contact form</p>
      }
    })
    vi.spyOn(console, 'error').mockImplementation(() => undefined) // React reports the caught error
    render(
      <main>
        <h1>Contact a VHP sponsor</h1>
        <Block />
      </main>,
    )

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('This part of the page could not load.')
    expect(screen.getByRole('heading', { name: 'Contact a VHP sponsor' })).toBeVisible()

    online = true
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('The contact form')).toBeVisible()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(attempts).toBe(2)
    vi.restoreAllMocks()
  })
})

/** A value above the block that changes once the page has started, as the session does. */
const Session = createContext('loading')

function Content() {
  return <p>Form for {useContext(Session)}</p>
}

function App({ Block, update }: { Block: ComponentType; update: (apply: () => void) => void }) {
  const [session, setSession] = useState('loading')
  useEffect(() => update(() => setSession('signed out')), [update])
  return (
    <Session.Provider value={session}>
      <Block />
    </Session.Provider>
  )
}

/** A prerendered page whose block's code is still on its way when React hydrates it. */
async function hydrateWhileBlockLoads(update: (apply: () => void) => void) {
  const Prerendered = lazyBlock(async () => Content)
  await loadLazyBlocks()
  const html = renderToString(<App Block={Prerendered} update={() => undefined} />)
  let arrive!: (component: typeof Content) => void
  const Waiting = lazyBlock(() => new Promise<typeof Content>((settle) => (arrive = settle)))
  pending.push(() => arrive(Content))

  const container = document.createElement('div')
  container.innerHTML = html
  document.body.append(container)
  const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
  render(<App Block={Waiting} update={update} />, { container, hydrate: true })
  return { container, errors }
}

describe('a lazy block waiting for its code on a prerendered page', () => {
  it('keeps its HTML when the update above it is a startup update', async () => {
    const { container, errors } = await hydrateWhileBlockLoads(startupUpdate)
    await new Promise((settle) => setTimeout(settle, 50))
    expect(container).toHaveTextContent('Form for loading')
    expect(errors).not.toHaveBeenCalledWith(expect.stringContaining(LATE_FALLBACK))
    vi.restoreAllMocks()
  })

  it('warns in development when an urgent update drops its HTML for the fallback', async () => {
    const { container, errors } = await hydrateWhileBlockLoads((apply) => apply())
    await waitFor(() => expect(errors).toHaveBeenCalledWith(expect.stringContaining(LATE_FALLBACK)))
    expect(container).not.toHaveTextContent('Form for')
    vi.restoreAllMocks()
  })
})

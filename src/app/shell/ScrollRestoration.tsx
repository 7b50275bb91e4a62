import { useEffect, useLayoutEffect } from 'react'
import { useLocation, useNavigationType } from 'react-router-dom'

// React Router's <ScrollRestoration> needs its data router, which is 17 KB more on first load.
// This is the same behaviour for <BrowserRouter>: a new page starts at the top (or at its #hash),
// Back and Forward return to where the reader was, also after a reload.
const STORAGE_KEY = 'scroll-positions'
const positions = new Map<string, number>()
let shown: string | undefined // the key of the page on screen
let shownPath: string | undefined // and its path

function readSaved() {
  try {
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>
    for (const [key, y] of Object.entries(saved)) positions.set(key, y)
  } catch {
    // Storage blocked or the entry unreadable: positions start empty.
  }
}

function save() {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(positions)))
  } catch {
    // Storage full or blocked: Back still works within this visit.
  }
}

export function ScrollRestoration() {
  const { key, hash, pathname } = useLocation()
  const action = useNavigationType()

  useLayoutEffect(() => {
    readSaved()
    window.history.scrollRestoration = 'manual'
    window.addEventListener('pagehide', save)
    return () => window.removeEventListener('pagehide', save)
  }, [])

  // Remember where the reader is on this page, for coming back to it.
  useEffect(() => {
    const remember = () => {
      if (shown === key) positions.set(key, window.scrollY)
    }
    window.addEventListener('scroll', remember, { passive: true })
    return () => window.removeEventListener('scroll', remember)
  }, [key])

  useLayoutEffect(() => {
    const samePage = shownPath === pathname
    shown = key
    shownPath = pathname
    const saved = positions.get(key)
    if (action === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved)
      return
    }
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null
    if (target) target.scrollIntoView()
    // A page that rewrites its own query (a calculator recording its numbers) stays where it is.
    else if (action === 'PUSH' || (action === 'REPLACE' && !samePage)) window.scrollTo(0, 0)
  }, [key, hash, action, pathname])

  return null
}

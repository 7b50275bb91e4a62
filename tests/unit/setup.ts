import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterAll, afterEach, beforeEach } from 'vitest'
import { loadLazyBlocks } from '@/lib/lazy-block'

// jsdom lays nothing out and has no scrollIntoView (the calculator moves to its results).
if (typeof Element !== 'undefined') Element.prototype.scrollIntoView ??= () => {}

// A page's lazy blocks render at once when their code is here, as on a page opened in the app.
beforeEach(() => loadLazyBlocks())
afterEach(() => cleanup())

// Files share one page (isolate: false in vitest.config.ts): leave no stored state to the next.
afterAll(() => {
  if (typeof document === 'undefined') return // a file in the node environment
  localStorage.clear()
  sessionStorage.clear()
  for (const cookie of document.cookie.split('; ').filter(Boolean)) {
    document.cookie = `${cookie.split('=')[0]}=; path=/; max-age=0`
  }
})

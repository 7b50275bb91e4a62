import '@fontsource/roboto/latin-400.css'
import '@fontsource/roboto/latin-600.css'
import '@fontsource/roboto/latin-700.css'
import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'
import { CacheProvider } from '@emotion/react'
import { AccountMenu } from '@/features/auth'
import { createEmotionCache } from './emotion'
import { AppProviders } from './providers'
import { AppRoutes, preloadPage } from './router'

const root = document.getElementById('root')
if (!root) throw new Error('The page has no #root element.')
const prerendered = root.firstElementChild !== null

const app = (
  <StrictMode>
    <CacheProvider value={createEmotionCache()}>
      <AppProviders>
        <BrowserRouter>
          <AppRoutes account={<AccountMenu />} />
        </BrowserRouter>
      </AppProviders>
    </CacheProvider>
  </StrictMode>
)
// A prerendered page hydrates only once its page's code is here, so the first render matches
// the HTML instead of showing the loading bar. Not a top-level await: the page's chunk imports
// this one, which must finish evaluating first. Hydrating as a transition lets React yield to
// the browser every few milliseconds instead of holding the main thread for the whole page; a
// click meanwhile makes React finish hydrating at once and then handles it.
const hydrate = () => startTransition(() => void hydrateRoot(root, app))
if (prerendered) void preloadPage(window.location.pathname).then(hydrate)
else createRoot(root).render(app)

// Saves the site for reading without signal (src/app/service-worker.ts), registered once
// the page has loaded (which may already have happened while the route's code arrived).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined)
  if (document.readyState === 'complete') register()
  else window.addEventListener('load', register, { once: true })
}

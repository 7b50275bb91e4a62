import '@fontsource/roboto/latin-400.css'
import '@fontsource/roboto/latin-500.css'
import '@fontsource/roboto/latin-600.css'
import '@fontsource/roboto/latin-700.css'
import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom'
import { CacheProvider } from '@emotion/react'
import { AccountMenu } from '@/features/auth'
import { createEmotionCache } from './emotion'
import { AppProviders } from './providers'
import { createRoutes } from './router'

const root = document.getElementById('root')
if (!root) throw new Error('The page has no #root element.')
const prerendered = root.firstElementChild !== null
const routes = createRoutes(<AccountMenu />)

// A prerendered page hydrates only once its route's code is here, so the first render matches
// the HTML (React Router's advice for lazy routes with server rendering).
if (prerendered) {
  const lazyMatches = matchRoutes(routes, window.location)?.filter((m) => m.route.lazy) ?? []
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const loaded = await (route.lazy as () => Promise<object>)()
      Object.assign(route, { ...loaded, lazy: undefined })
    }),
  )
}

const router = createBrowserRouter(routes, {
  hydrationData: prerendered
    ? (window as { __staticRouterHydrationData?: object }).__staticRouterHydrationData
    : undefined,
})
const app = (
  <StrictMode>
    <CacheProvider value={createEmotionCache()}>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </CacheProvider>
  </StrictMode>
)
if (prerendered) hydrateRoot(root, app)
else createRoot(root).render(app)

// Keeps visited pages for reading without signal (src/app/service-worker.ts), registered once
// the page has loaded (which may already have happened while the route's code arrived).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined)
  if (document.readyState === 'complete') register()
  else window.addEventListener('load', register, { once: true })
}

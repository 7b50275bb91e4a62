// The service worker (built on its own by vite.sw.config.ts into dist/sw.js). It keeps each page
// and file a visitor opens, so a guide or the checklist read before still opens without signal.
// Nothing is downloaded ahead: hotel Wi-Fi and phone data are precious.
import { clientsClaim } from 'workbox-core'
import { ExpirationPlugin } from 'workbox-expiration'
import { registerRoute } from 'workbox-routing'
import { CacheFirst, NetworkFirst } from 'workbox-strategies'

// The worker's global scope, as much of it as this file uses (the app's tsconfig has DOM types).
declare const self: {
  skipWaiting(): Promise<void>
  addEventListener(type: 'install', listener: () => void): void
}

// A new version takes over at once; pages are revalidated anyway.
self.addEventListener('install', () => void self.skipWaiting())
clientsClaim()

// Pages: the network when it answers within 4 s, else the copy from the last visit.
registerRoute(
  ({ request }) => request.mode === 'navigate',
  new NetworkFirst({
    cacheName: 'pages',
    networkTimeoutSeconds: 4,
    plugins: [new ExpirationPlugin({ maxEntries: 60 })],
  }),
)

// Hashed files never change: from the cache once fetched.
registerRoute(
  ({ url, sameOrigin }) =>
    sameOrigin && (url.pathname.startsWith('/assets/') || url.pathname === '/favicon.svg'),
  new CacheFirst({
    cacheName: 'assets',
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 60 * 60 * 24 * 365 })],
  }),
)

// Search (dist/pagefind/): the index fragments a search fetched, kept so the same search works
// offline later. Fragment, index and metadata files are named by their content; the loader,
// its entry file and the word list are not, so those try the network first.
registerRoute(
  ({ url, sameOrigin }) =>
    sameOrigin &&
    url.pathname.startsWith('/pagefind/') &&
    /\/(fragment|index|filter)\/|\.pf_meta$/.test(url.pathname),
  new CacheFirst({
    cacheName: 'search-index',
    plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 60 * 60 * 24 * 365 })],
  }),
)
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/pagefind/'),
  new NetworkFirst({
    cacheName: 'search-code',
    networkTimeoutSeconds: 4,
    // Pagefind asks for its entry file with a changing query (?ts=…) to skip the HTTP cache.
    matchOptions: { ignoreSearch: true },
    plugins: [new ExpirationPlugin({ maxEntries: 20 })],
  }),
)

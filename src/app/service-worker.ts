// The service worker (built on its own by vite.sw.config.ts into dist/sw.js; the precache list
// is written into it by scripts/precache.ts). Once a first visit has loaded, it saves every
// public page and the code they run ahead (docs/decisions.md#d-29-4: within PRECACHE_CAP_KB of
// compressed transfer), so any page opens without signal. It never stores API answers, personal
// pages, or an address that carries a token.
import { clientsClaim } from 'workbox-core'
import { ExpirationPlugin } from 'workbox-expiration'
import { registerRoute, setCatchHandler } from 'workbox-routing'
import { CacheFirst, NetworkFirst } from 'workbox-strategies'
import type { WorkboxPlugin } from 'workbox-core/types'

interface Precache {
  pages: string[]
  assets: string[]
}

// The worker's global scope, as much of it as this file uses (the app's tsconfig has DOM types).
declare const self: {
  /** Set by the line scripts/precache.ts puts before the worker's code. */
  __PRECACHE?: Precache
  skipWaiting(): Promise<void>
  addEventListener(
    type: 'install' | 'activate',
    listener: (event: { waitUntil(promise: Promise<unknown>): void }) => void,
  ): void
}

const PRECACHE: Precache = self.__PRECACHE ?? { pages: [], assets: [] }

const PERSONAL = /^\/(account|reset-password|household)(\/|$)/
const SECRET = /[?&#](access_token|refresh_token|code|token|token_hash|type)=/

/** Keeps nothing personal and nothing whose address carries a secret. */
const onlyPublic: WorkboxPlugin = {
  cacheWillUpdate: async ({ request, response }) => {
    const url = new URL(request.url)
    if (PERSONAL.test(url.pathname) || SECRET.test(url.search + url.hash)) return null
    return response.ok ? response : null
  },
}

/** Fetches what the cache does not hold yet (pages always: they change with each release). */
async function warm(cacheName: string, urls: string[], refresh: boolean) {
  const cache = await caches.open(cacheName)
  // Four at a time: a phone's connection is not flooded, and a dropped one stops little.
  const queue = [...urls]
  const worker = async () => {
    for (let url = queue.shift(); url; url = queue.shift()) {
      if (!refresh && (await cache.match(url))) continue
      const response = await fetch(url, { credentials: 'same-origin' }).catch(() => null)
      if (response?.ok) await cache.put(url, response)
    }
  }
  await Promise.all([worker(), worker(), worker(), worker()])
}

self.addEventListener('install', (event) => {
  // A new version takes over at once; saving ahead goes on in the background of the install.
  event.waitUntil(
    Promise.all([
      warm('pages', PRECACHE.pages, true),
      warm('assets', PRECACHE.assets, false),
    ]).catch(() => undefined),
  )
  void self.skipWaiting()
})
clientsClaim()

// Pages: the network when it answers within 4 s, else the saved copy.
registerRoute(
  ({ request }) => request.mode === 'navigate',
  new NetworkFirst({
    cacheName: 'pages',
    networkTimeoutSeconds: 4,
    plugins: [onlyPublic, new ExpirationPlugin({ maxEntries: 60 })],
  }),
)

// Hashed files never change: from the cache once fetched.
registerRoute(
  ({ url, sameOrigin }) =>
    sameOrigin && (url.pathname.startsWith('/assets/') || url.pathname === '/favicon.svg'),
  new CacheFirst({
    cacheName: 'assets',
    plugins: [new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 60 * 60 * 24 * 365 })],
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

// A page neither the network nor the cache has: a calm offline page with what is saved.
setCatchHandler(async ({ request }) => {
  if (request.mode !== 'navigate') return Response.error()
  const saved = (await (await caches.open('pages')).keys()).map((r) => new URL(r.url).pathname)
  return new Response(offlinePage(saved), {
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  })
})

function offlinePage(paths: string[]): string {
  const links = paths
    .filter((path) => !PERSONAL.test(path))
    .sort()
    .map((path) => `<li><a href="${path}">${path === '/' ? 'Home' : path}</a></li>`)
    .join('')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>You are offline · Hawaii PCS Planner</title><style>body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:40rem;padding:1.5rem;color:#1a1a1a}a{color:#0b5394}li{margin:.5rem 0}</style></head><body><main><h1>You are offline</h1><p>This page was not saved on this device yet. It will open once you are back online. These pages are saved and open now:</p><ul>${links}</ul></main></body></html>`
}

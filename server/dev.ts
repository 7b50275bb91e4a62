/**
 * `npm run dev`: Vite's dev server (middleware mode, with HMR) and the local Supabase API on one
 * origin and port, so the site's client uses the same URL as in production. vite.config.ts is
 * loaded as usual; the page config comes from an inline plugin.
 */
import http from 'node:http'
import path from 'node:path'
import { createServer as createViteServer, type Plugin, type ViteDevServer } from 'vite'
import { API_PREFIXES } from './api/index.ts'
import { createServer, supabaseConfigScript } from './app.ts'
import { configFromEnv } from './config.ts'
import { devPrerender } from './dev-prerender.ts'
import { createLogger } from './log.ts'
import { COMMON_HEADERS, devContentSecurityPolicy } from './security-headers.ts'

const root = path.resolve(import.meta.dirname, '..')
const port = Number(process.env.PORT ?? 5173)
const host = process.env.HOST ?? 'localhost'

const isApi = (url = '') =>
  API_PREFIXES.some(
    (prefix) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`),
  )

// Filled in once Vite is up; the HTTP server exists first because Vite's HMR attaches to it.
const dev: { vite?: ViteDevServer } = {}
const { options, logLevel } = configFromEnv()
const server = await createServer({
  ...options,
  logger: createLogger(logLevel),
  fastify: {
    serverFactory: (handler) =>
      http.createServer((req, res) => {
        if (dev.vite && !isApi(req.url)) {
          withSecurityHeaders(req, res)
          dev.vite.middlewares(req, res)
        } else handler(req, res)
      }),
  },
})

/**
 * Production's headers on what Vite serves, so a violation shows in development first. A page's
 * policy allows the inline scripts Vite wrote into it, hashed once its HTML is known.
 */
function withSecurityHeaders(req: http.IncomingMessage, res: http.ServerResponse) {
  const policy = (html: string) =>
    devContentSecurityPolicy({
      html,
      host: req.headers.host ?? '',
      supabaseUrl: options.supabaseUrl,
    })
  // A page is sent whole, never as a 304: a 304's headers replace the cached page's, and it has
  // no HTML to hash (a reload after Vite re-optimized its dependencies sends one).
  if (req.headers.accept?.includes('text/html')) delete req.headers['if-none-match']
  for (const [name, value] of Object.entries(COMMON_HEADERS)) res.setHeader(name, value)
  res.setHeader('Content-Security-Policy', policy(''))
  const end = res.end.bind(res) as (...args: unknown[]) => http.ServerResponse
  res.end = ((...args: unknown[]) => {
    const [body] = args
    const html = String(res.getHeader('Content-Type') ?? '').startsWith('text/html')
    if (html && !res.headersSent && (typeof body === 'string' || Buffer.isBuffer(body))) {
      res.setHeader('Content-Security-Policy', policy(body.toString()))
    }
    return end(...args)
  }) as typeof res.end
}

const supabaseConfig: Plugin = {
  name: 'hawaii-supabase-config',
  transformIndexHtml: (html) =>
    html.replace('</head>', `${supabaseConfigScript(server.anonKey)}</head>`),
}

dev.vite = await createViteServer({
  root,
  appType: 'spa',
  server: { middlewareMode: true, hmr: { server: server.app.server } },
  // Vite finds the packages to pre-bundle by crawling from index.html, which reaches pages only
  // through virtual:page-table (scripts/page-table.ts), so it missed what a page's blocks import
  // (react-hook-form, the password field's icons) until a page asked for them, then re-bundled
  // and reloaded that page mid-visit. Crawling from the pages too finds them all at start.
  optimizeDeps: { entries: ['index.html', 'src/features/*/pages/*.tsx', 'src/app/pages/*.tsx'] },
  plugins: [supabaseConfig, ...(process.env.DEV_PRERENDER === 'true' ? [devPrerender()] : [])],
})

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    Promise.all([dev.vite?.close(), server.app.close()]).then(
      () => process.exit(0),
      () => process.exit(1),
    )
  })
}

await server.app.listen({ port, host })
console.log(`Hawaii PCS Planner (dev) on http://${host}:${port}`)

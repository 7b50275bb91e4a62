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
        if (dev.vite && !isApi(req.url)) dev.vite.middlewares(req, res)
        else handler(req, res)
      }),
  },
})

const supabaseConfig: Plugin = {
  name: 'hawaii-supabase-config',
  transformIndexHtml: (html) =>
    html.replace('</head>', `${supabaseConfigScript(server.anonKey)}</head>`),
}

dev.vite = await createViteServer({
  root,
  appType: 'spa',
  server: { middlewareMode: true, hmr: { server: server.app.server } },
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

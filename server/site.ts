import { access, readFile } from 'node:fs/promises'
import path from 'node:path'
import type { FastifyInstance, FastifyReply } from 'fastify'
import fastifyStatic from '@fastify/static'

export interface SiteOptions {
  /** The Vite build output. */
  distDir: string
  /** Extra markup put before </head> of every HTML page (e.g. the public Supabase config). */
  headHtml?: () => string
  /** Path prefixes that belong to an API and never fall back to the app's HTML. */
  apiPrefixes?: readonly string[]
}

const YEAR = 60 * 60 * 24 * 365

/**
 * Serves the built site: hashed assets cached for a year, HTML revalidated. A prerendered build
 * has a page per route (`welcome/index.html`) and a `404.html`; a client-rendered one has only
 * `index.html`, served for every page path.
 */
export async function registerSite(app: FastifyInstance, options: SiteOptions): Promise<void> {
  const { distDir, headHtml = () => '', apiPrefixes = [] } = options
  const htmlCache = new Map<string, string>()

  async function sendHtml(reply: FastifyReply, file: string, status = 200) {
    let html = htmlCache.get(file)
    if (html === undefined) {
      html = await readFile(path.join(distDir, file), 'utf8')
      htmlCache.set(file, html)
    }
    return reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(html.replace('</head>', `${headHtml()}</head>`))
  }

  await app.register(fastifyStatic, {
    root: distDir,
    index: false,
    // A folder of a prerendered page (`/welcome/`) is the page, not a listing.
    allowedPath: (pathName) => !pathName.endsWith('/'),
    wildcard: true,
    // Serves the .br/.gz copies the build wrote, so assets are never compressed per request.
    preCompressed: true,
    setHeaders(reply, filePath) {
      const rel = path.relative(distDir, filePath)
      reply.header(
        'Cache-Control',
        rel.startsWith(`assets${path.sep}`) ? `public, max-age=${YEAR}, immutable` : 'no-cache',
      )
      // Pagefind's index files are gzip already and unzipped by its own script: a type the
      // compression plugin leaves alone (it would label them br and send them unchanged).
      if (rel.startsWith(`pagefind${path.sep}`) && !/\.(js|json|css)$/.test(rel)) {
        reply.header('Content-Type', 'application/gzip')
      }
    },
  })

  const exists = (file: string) =>
    access(path.join(distDir, file)).then(
      () => true,
      () => false,
    )
  const hasNotFoundPage = await exists('404.html')

  /** The prerendered page for a path, if the build has one. */
  async function pageFile(url: string): Promise<string | undefined> {
    const clean = path.posix.normalize(decodeURIComponent(url)).replace(/^\/+|\/+$/g, '')
    if (clean.startsWith('..') || clean.includes('\0')) return undefined
    const file = clean === '' ? 'index.html' : `${clean}/index.html`
    return (await exists(file)) ? file : undefined
  }

  app.get('/', (_req, reply) => sendHtml(reply, 'index.html'))

  app.setNotFoundHandler(async (req, reply) => {
    const url = req.url.split('?')[0] ?? '/'
    const isPage = (req.method === 'GET' || req.method === 'HEAD') && !path.extname(url)
    if (!isPage || apiPrefixes.some((p) => url.startsWith(p))) {
      return reply.status(404).send({ message: 'Not found' })
    }
    let file: string | undefined
    try {
      file = await pageFile(url)
    } catch {
      file = undefined // a malformed %-escape: not a page of ours
    }
    if (file) return sendHtml(reply, file)
    return hasNotFoundPage ? sendHtml(reply, '404.html', 404) : sendHtml(reply, 'index.html')
  })
}

/**
 * The site's public address (SITE_URL). Every link the server writes and every allowed redirect
 * origin come from it, never from the request's Host or X-Forwarded-Host, which a client chooses.
 */
import type { FastifyInstance } from 'fastify'

/** An absolute link on the site: `siteLink(siteUrl, '/auth/v1/verify', { token })`. */
export function siteLink(siteUrl: string, path: string, params: Record<string, string> = {}) {
  const url = new URL(path, siteUrl)
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value)
  return url.toString()
}

/** `SITE_URL` normalised to its origin plus path, without a trailing slash; throws when not http(s). */
export function parseSiteUrl(raw: string): string {
  const url = new URL(raw)
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error('SITE_URL must start with http:// or https://')
  }
  if (url.search || url.hash || url.username || url.password) {
    throw new Error('SITE_URL must have no query, fragment or credentials')
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`
}

/** The configured address, or `http://localhost:<listening port>` when none was set. */
export function siteUrlOf(app: FastifyInstance, configured: string | undefined): () => string {
  if (configured) {
    const fixed = parseSiteUrl(configured)
    return () => fixed
  }
  return () => {
    const address = app.server.address()
    const port = typeof address === 'object' && address ? address.port : 3000
    return `http://localhost:${port}`
  }
}

/** Links put into e-mails. */
import type { FastifyRequest } from 'fastify'
import { requestOrigin } from './http.ts'

/** An absolute link on the site's public origin (today the request's own, as sign-up had it). */
export function publicLink(
  req: FastifyRequest,
  pathname: string,
  params: Record<string, string> = {},
): string {
  const url = new URL(pathname, requestOrigin(req))
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value)
  return url.toString()
}

/** Request plumbing shared by /auth/v1 and /rest/v1: API keys, JSON bodies, CORS, error shapes. */
import { timingSafeEqual } from 'node:crypto'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { ApiError, authError, invalidApiKey, noApiKey, restError } from './errors.ts'
import type { Logger } from '../log.ts'
import { errorFields } from '../log.ts'

export interface ApiKeys {
  anonKey: string
  serviceRoleKey: string
}

function sameString(a: string, b: string): boolean {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

/** The gateway's check: an `apikey` header (or query parameter) holding one of the project keys. */
export function checkApiKey(req: FastifyRequest, keys: ApiKeys): string {
  const header = req.headers.apikey
  const query = (req.query as Record<string, unknown> | undefined)?.apikey
  const key = typeof header === 'string' ? header : typeof query === 'string' ? query : undefined
  if (!key) throw noApiKey()
  if (!sameString(key, keys.anonKey) && !sameString(key, keys.serviceRoleKey)) throw invalidApiKey()
  return key
}

export function bearerToken(req: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '')
  return match?.[1]
}

const ALLOW_HEADERS =
  'apikey, authorization, x-client-info, x-supabase-api-version, content-type, prefer, accept-profile, content-profile, x-retry-count, range'

/** CORS as Supabase answers it: any origin (no cookies are involved, only bearer tokens). */
export function registerCors(app: FastifyInstance) {
  app.addHook('onRequest', (req, reply, done) => {
    if (req.headers.origin) {
      reply.header('Access-Control-Allow-Origin', '*')
      reply.header(
        'Access-Control-Expose-Headers',
        'X-Supabase-Api-Version, Content-Range, Preference-Applied',
      )
    }
    done()
  })
  app.options('/*', async (_req, reply) => {
    reply
      .header('Access-Control-Allow-Methods', 'GET, HEAD, POST, PATCH, DELETE, OPTIONS')
      .header('Access-Control-Allow-Headers', ALLOW_HEADERS)
      .header('Access-Control-Max-Age', '86400')
      .code(204)
      .send()
  })
}

/** JSON bodies; an empty body is no body (supabase-js sends Content-Type on a bare logout). */
/** No body the site or supabase-js sends nests deeper than a few levels. */
const MAX_JSON_DEPTH = 32

/** Whether JSON text opens more than `limit` arrays or objects inside each other (strings skipped). */
export function nestedDeeperThan(text: string, limit: number): boolean {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 92 /* \\ */) i++
      else if (c === 34 /* " */) inString = false
    } else if (c === 34) inString = true
    else if (c === 91 /* [ */ || c === 123 /* { */) {
      if (++depth > limit) return true
    } else if (c === 93 /* ] */ || c === 125 /* } */) depth--
  }
  return false
}

export function registerJsonParser(
  app: FastifyInstance,
  bodyLimit: number,
  invalid: () => ApiError,
) {
  // Only JSON: anything else is 415, as PostgREST answers for tables.
  app.removeAllContentTypeParsers()
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit },
    (_req, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8')
      if (text.trim() === '') return done(null, undefined)
      // Nesting no row needs: deep enough, it overflowed the stack later on (audit L-3).
      if (nestedDeeperThan(text, MAX_JSON_DEPTH)) return done(invalid(), undefined)
      try {
        done(null, JSON.parse(text))
      } catch {
        done(invalid(), undefined)
      }
    },
  )
}

type Shape = 'auth' | 'rest'

/** Maps anything thrown to the API's own error shape. Only real faults become 5xx. */
export function registerErrorHandler(app: FastifyInstance, shape: Shape, logger: Logger) {
  const make = (status: number, code: string, message: string) =>
    shape === 'auth' ? authError(status, code, message) : restError(status, code, message)

  app.setErrorHandler((err: FastifyError | ApiError, req: FastifyRequest, reply: FastifyReply) => {
    let error: ApiError
    if (err instanceof ApiError) error = err
    else if (err.statusCode === 429) {
      error = make(429, 'over_request_rate_limit', 'Too many requests. Please try again later.')
    } else if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      error = make(
        413,
        shape === 'auth' ? 'request_too_large' : 'PGRST413',
        'Request body is too large',
      )
    } else if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      error = make(
        415,
        shape === 'auth' ? 'bad_json' : 'PGRST107',
        'Content-Type must be application/json',
      )
    } else if (
      typeof err.statusCode === 'number' &&
      err.statusCode >= 400 &&
      err.statusCode < 500
    ) {
      error = make(err.statusCode, shape === 'auth' ? 'validation_failed' : 'PGRST100', err.message)
    } else {
      logger.error('request failed', {
        method: req.method,
        path: req.url.split('?')[0],
        ...errorFields(err),
      })
      error = make(
        500,
        shape === 'auth' ? 'unexpected_failure' : 'PGRST000',
        'Internal server error',
      )
    }
    // Also on errors raised before the auth routes' own hooks ran (e.g. the general rate limit).
    if (shape === 'auth') reply.header('X-Supabase-Api-Version', '2024-01-01')
    reply.code(error.statusCode).headers(error.headers).send(error.body)
  })

  const notFound = (req: FastifyRequest, reply: FastifyReply) => {
    const error =
      shape === 'auth'
        ? authError(404, 'not_found', 'Not found')
        : restError(
            404,
            'PGRST125',
            `Invalid path specified in request URL: ${req.url.split('?')[0]}`,
          )
    reply.code(404).send(error.body)
  }
  app.setNotFoundHandler(notFound)
  // The site's static files answer GET /*; claim our prefix so its 404s keep our shape.
  app.route({ method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'], url: '/*', handler: notFound })
}

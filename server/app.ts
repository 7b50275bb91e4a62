/** The whole server (site + local Supabase API). start.ts, dev.ts and the tests all build it here. */
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import compress from '@fastify/compress'
import { API_PREFIXES, registerApi, type ApiOptions } from './api/index.ts'
import {
  capConnectionsPerIp,
  DEFAULT_CONNECTION_LIMITS,
  timeoutOptions,
  type ConnectionLimits,
} from './connection-limits.ts'
import { createLogger, type Logger } from './log.ts'
import { registerSite } from './site.ts'
import { siteUrlOf } from './site-url.ts'
import {
  API_POLICY,
  COMMON_HEADERS,
  HSTS,
  buildScriptHashes,
  contentSecurityPolicy,
  isSubresource,
} from './security-headers.ts'

export interface ServerOptions extends Omit<ApiOptions, 'logger' | 'siteUrl'> {
  /** SITE_URL: the public address links and redirects use. Default http://localhost:<port>. */
  siteUrl?: string
  /** The Vite build to serve; no site when absent (API only). */
  distDir?: string
  logger?: Logger
  /** Proxies whose X-Forwarded-For is believed: a hop count or addresses/CIDRs. Never "all". */
  trustProxy?: number | string[] | false
  /** A Supabase project the built pages talk to (VITE_SUPABASE_URL), allowed in connect-src. */
  supabaseUrl?: string
  /**
   * Timeouts and the per-address connection cap (server/connection-limits.ts). The cap is off by
   * default behind a trusted proxy, where every client arrives from the proxy's address.
   */
  connectionLimits?: Partial<ConnectionLimits>
  /** Passed to Fastify (dev.ts uses serverFactory to share the port with Vite). */
  fastify?: Pick<FastifyServerOptions, 'serverFactory'>
}

export interface Server {
  app: FastifyInstance
  anonKey: string
  serviceRoleKey: string
  logger: Logger
}

/**
 * The public client configuration put into every HTML page. `url` is empty: the site's client
 * uses its own origin (window.location.origin), since the API is served from the same origin.
 */
export function supabaseConfigScript(anonKey: string): string {
  const json = JSON.stringify({ url: '', anonKey }).replaceAll('<', '\\u003c')
  return `<script id="supabase-config" type="application/json">${json}</script>`
}

export async function createServer(options: ServerOptions): Promise<Server> {
  const logger = options.logger ?? createLogger('info')
  const limits: ConnectionLimits = {
    ...DEFAULT_CONNECTION_LIMITS,
    ...(options.trustProxy ? { perIp: 0 } : {}),
    ...options.connectionLimits,
  }
  const app = Fastify({
    logger: false,
    ...timeoutOptions(limits),
    // A hop count trusts that many addresses, counted from the socket (as Fastify's number does).
    trustProxy:
      typeof options.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (options.trustProxy as number)
        : (options.trustProxy ?? false),
    ...(options.fastify as object),
  }) as unknown as FastifyInstance
  capConnectionsPerIp(app.server, limits.perIp)

  const siteUrl = siteUrlOf(app, options.siteUrl)
  const pagePolicy = options.distDir
    ? contentSecurityPolicy({
        scriptHashes: await buildScriptHashes(options.distDir),
        supabaseUrl: options.supabaseUrl,
      })
    : API_POLICY
  // Documents (pages, API answers, errors) get every header; a script, style, font or image
  // only nosniff, since the rest protects documents and cost each small file 2.5 KB (D-30-6).
  app.addHook('onSend', async (req, reply) => {
    const isApi = API_PREFIXES.some((prefix) => req.url.startsWith(prefix))
    if (isApi) {
      // Nothing personal stays in the browser's HTTP cache after sign-out (audit M-1).
      reply.header('Cache-Control', 'no-store')
    } else if (isSubresource(req.url, reply.getHeader('content-type'))) {
      reply.header('X-Content-Type-Options', 'nosniff')
      return
    }
    reply.headers(COMMON_HEADERS)
    reply.header('Content-Security-Policy', isApi ? API_POLICY : pagePolicy)
    if (req.protocol === 'https' || siteUrl().startsWith('https:')) {
      reply.header('Strict-Transport-Security', HSTS)
    }
  })

  // One line per request. The path only: query strings can carry tokens (/verify).
  app.addHook('onResponse', (req, reply, done) => {
    logger.info('request', {
      method: req.method,
      path: req.url.split('?')[0],
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    })
    done()
  })

  await app.register(compress, { encodings: ['br', 'gzip'] })
  const api = await registerApi(app, {
    ...options,
    logger,
    siteUrl,
  })
  if (options.distDir) {
    const script = supabaseConfigScript(api.anonKey)
    await registerSite(app, {
      distDir: options.distDir,
      headHtml: () => script,
      apiPrefixes: API_PREFIXES,
    })
  }
  return { app, anonKey: api.anonKey, serviceRoleKey: api.serviceRoleKey, logger }
}

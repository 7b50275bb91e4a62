/** Server settings from the environment, validated. */
import { isIP } from 'node:net'
import path from 'node:path'
import { z } from 'zod'
import type { LogLevel } from './log.ts'
import type { ServerOptions } from './app.ts'
import { DEFAULT_INSERT_LIMITS, type InsertLimits } from './api/rest-routes.ts'
import { DEFAULT_SESSION_POLICY } from './api/auth-store.ts'
import { parseSiteUrl } from './site-url.ts'

const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1')
const positiveInt = (fallback: number) =>
  z
    .string()
    .regex(/^\d+$/, 'must be a whole number')
    .optional()
    .transform((v) => (v === undefined ? fallback : Number(v)))

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY besides addresses and CIDRs. */
const PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal'])

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGES.has(entry)) return true
  const [address = '', bits, ...rest] = entry.split('/')
  const family = isIP(address)
  if (!family || rest.length > 0) return false
  if (bits === undefined) return true
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128)
}

/** `false`/empty: no proxy. A number: that many hops. Else a comma-separated list of proxies. */
export function parseTrustProxy(raw: string | undefined): number | string[] | false {
  const value = (raw ?? '').trim()
  if (value === '' || value === 'false' || value === '0') return false
  if (value === 'true') {
    throw new Error(
      'TRUST_PROXY=true would believe X-Forwarded-For from anyone: give the number of proxies in front of the server (e.g. 1) or their addresses (e.g. 10.0.0.0/8,loopback)',
    )
  }
  if (/^\d+$/.test(value)) return Number(value)
  const list = value.split(',').map((s) => s.trim())
  const bad = list.find((entry) => !isProxyAddress(entry))
  if (bad !== undefined) throw new Error(`TRUST_PROXY: not an address or CIDR: "${bad}"`)
  return list
}

/** `table:perMinute/perDay,…`, e.g. `contact_messages:5/50`; listed tables replace the defaults. */
export function parseInsertLimits(raw: string | undefined): InsertLimits {
  const limits: InsertLimits = { ...DEFAULT_INSERT_LIMITS }
  for (const entry of (raw ?? '').split(',').map((s) => s.trim())) {
    if (!entry) continue
    const match = /^([a-z_][a-z0-9_]*):(\d+)\/(\d+)$/.exec(entry)
    if (!match) throw new Error(`INSERT_LIMITS: expected table:perMinute/perDay, got "${entry}"`)
    limits[match[1]!] = { perMinute: Number(match[2]), perDay: Number(match[3]) }
  }
  return limits
}

const Env = z.object({
  DATA_DIR: z.string().min(1).default('./.data'),
  DATABASE_URL: z.string().min(1).optional(),
  DATABASE_API_URL: z.string().min(1).optional(),
  DATABASE_POOL_SIZE: positiveInt(20).pipe(z.number().min(1).max(500)),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  SITE_URL: z.string().min(1).optional(),
  VITE_SUPABASE_URL: z
    .union([z.literal(''), z.url()])
    .optional()
    .transform((v) => v || undefined),
  AUTH_REQUIRE_EMAIL_CONFIRMATION: flag,
  AUTH_RATE_LIMIT_PER_IP: positiveInt(30),
  AUTH_SESSION_LIFETIME_HOURS: positiveInt(DEFAULT_SESSION_POLICY.lifetimeSeconds / 3600).pipe(
    z.number().min(1),
  ),
  AUTH_SESSION_INACTIVITY_HOURS: positiveInt(DEFAULT_SESSION_POLICY.inactivitySeconds / 3600).pipe(
    z.number().min(1),
  ),
  AUTH_REFRESH_REUSE_INTERVAL_SECONDS: positiveInt(DEFAULT_SESSION_POLICY.reuseIntervalSeconds),
  DEV_LOG_AUTH_LINKS: flag,
  RATE_LIMIT_PER_MINUTE: positiveInt(1200),
  MAX_CONNECTIONS_PER_IP: z
    .string()
    .regex(/^\d+$/, 'must be a whole number')
    .optional()
    .transform((v) => (v === undefined ? undefined : Number(v))),
  INSERT_LIMITS: z.string().optional(),
  AUTH_REDIRECT_ALLOW_LIST: z.string().optional(),
  PASSWORD_HASH_COST: positiveInt(16).pipe(z.number().min(10).max(20)),
  LOG_LEVEL: z.enum(['silent', 'error', 'warn', 'info']).default('info'),
  TRUST_PROXY: z.string().optional(),
  // Empty is unset, as for VITE_SUPABASE_URL: mail goes to the outbox (audit L-4).
  SMTP_URL: z
    .string()
    .optional()
    .transform((v) => v || undefined),
})

export interface EnvConfig {
  options: Omit<ServerOptions, 'logger'>
  logLevel: LogLevel
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): EnvConfig {
  const parsed = Env.safeParse(env)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new Error(`Invalid environment: ${issue?.path.join('.')}: ${issue?.message}`)
  }
  const e = parsed.data
  return {
    logLevel: e.LOG_LEVEL,
    options: {
      dataDir: path.resolve(e.DATA_DIR),
      databaseUrl: e.DATABASE_URL,
      databaseApiUrl: e.DATABASE_API_URL,
      databasePoolSize: e.DATABASE_POOL_SIZE,
      jwtSecret: e.JWT_SECRET,
      siteUrl: e.SITE_URL === undefined ? undefined : parseSiteUrl(e.SITE_URL),
      supabaseUrl: e.VITE_SUPABASE_URL,
      requireEmailConfirmation: e.AUTH_REQUIRE_EMAIL_CONFIRMATION,
      authRateLimitPerIp: e.AUTH_RATE_LIMIT_PER_IP,
      sessionPolicy: {
        lifetimeSeconds: e.AUTH_SESSION_LIFETIME_HOURS * 3600,
        inactivitySeconds: e.AUTH_SESSION_INACTIVITY_HOURS * 3600,
        reuseIntervalSeconds: e.AUTH_REFRESH_REUSE_INTERVAL_SECONDS,
      },
      logAuthLinks: e.DEV_LOG_AUTH_LINKS,
      requestRateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
      insertLimits: parseInsertLimits(e.INSERT_LIMITS),
      passwordHashCost: e.PASSWORD_HASH_COST,
      redirectAllowList: (e.AUTH_REDIRECT_ALLOW_LIST ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
        .map((s) => new URL(s).origin),
      trustProxy: parseTrustProxy(e.TRUST_PROXY),
      smtpUrl: e.SMTP_URL,
      ...(e.MAX_CONNECTIONS_PER_IP !== undefined && {
        connectionLimits: { perIp: e.MAX_CONNECTIONS_PER_IP },
      }),
    },
  }
}

/** Server settings from the environment, validated. */
import path from 'node:path'
import { z } from 'zod'
import type { LogLevel } from './log.ts'
import type { ServerOptions } from './app.ts'

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

const Env = z.object({
  DATA_DIR: z.string().min(1).default('./.data'),
  DATABASE_URL: z.string().min(1).optional(),
  DATABASE_POOL_SIZE: positiveInt(20).pipe(z.number().min(1).max(500)),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  AUTH_REQUIRE_EMAIL_CONFIRMATION: flag,
  AUTH_RATE_LIMIT_PER_IP: positiveInt(30),
  RATE_LIMIT_PER_MINUTE: positiveInt(1200),
  AUTH_REDIRECT_ALLOW_LIST: z.string().optional(),
  PASSWORD_HASH_COST: positiveInt(16).pipe(z.number().min(10).max(20)),
  LOG_LEVEL: z.enum(['silent', 'error', 'warn', 'info']).default('info'),
  TRUST_PROXY: flag,
  SMTP_URL: z.string().min(1).optional(),
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
      databasePoolSize: e.DATABASE_POOL_SIZE,
      jwtSecret: e.JWT_SECRET,
      requireEmailConfirmation: e.AUTH_REQUIRE_EMAIL_CONFIRMATION,
      authRateLimitPerIp: e.AUTH_RATE_LIMIT_PER_IP,
      requestRateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
      passwordHashCost: e.PASSWORD_HASH_COST,
      redirectAllowList: (e.AUTH_REDIRECT_ALLOW_LIST ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
        .map((s) => new URL(s).origin),
      trustProxy: e.TRUST_PROXY,
      smtpUrl: e.SMTP_URL,
    },
  }
}

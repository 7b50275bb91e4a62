/** The local Supabase stand-in: /auth/v1 (GoTrue) and /rest/v1 (PostgREST) on the site's server. */
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import rateLimit from '@fastify/rate-limit'
import { accountRoutes } from './account-routes.ts'
import { createAccountStore } from './account-store.ts'
import { authRoutes } from './auth-routes.ts'
import { DEFAULT_SESSION_POLICY, createAuthStore, type SessionPolicy } from './auth-store.ts'
import { openPglite, openPostgres, type Database } from './db.ts'
import { authError, restError } from './errors.ts'
import { registerCors, registerErrorHandler, registerJsonParser } from './http.ts'
import { createJwt, loadJwtSecret } from './jwt.ts'
import { API_STATEMENT_TIMEOUT, apiDatabaseUrl, assertLeastPrivilege } from './least-privilege.ts'
import { MIGRATIONS_DIR, migrate } from './migrate.ts'
import { passwordHasher, type HashingOptions } from './passwords.ts'
import {
  DEFAULT_INSERT_LIMITS,
  restRoutes,
  syncFormLimits,
  type InsertLimits,
} from './rest-routes.ts'
import { rpcRoutes } from './rpc-routes.ts'
import { loadSchema } from './schema.ts'
import type { Logger } from '../log.ts'
import { createMailer } from '../mail.ts'

export const API_PREFIXES = ['/auth/v1', '/rest/v1'] as const

export interface ApiOptions {
  /** JWT secret file and, without databaseUrl, the PGlite database (`<dataDir>/pglite`). */
  dataDir: string
  /** Any PostgreSQL; PGlite when absent. */
  databaseUrl?: string
  /** The API's own login to that PostgreSQL; else databaseUrl as `authenticator`. */
  databaseApiUrl?: string
  /** Connections to that PostgreSQL, per login. */
  databasePoolSize?: number
  /** Otherwise generated on first start and kept in dataDir. */
  jwtSecret?: string
  logger: Logger
  requireEmailConfirmation?: boolean
  /** Sign-up + sign-in requests per IP per 5 minutes. */
  authRateLimitPerIp?: number
  /** All API requests per IP per minute; 0 turns the limit off. */
  requestRateLimitPerMinute?: number
  /** log2 of scrypt's N for new password hashes. */
  passwordHashCost?: number
  /** How many password hashes run at once and may wait (server/api/passwords.ts). */
  hashing?: Omit<HashingOptions, 'cost'>
  redirectAllowList?: string[]
  /** Outgoing mail in nodemailer's URL form; without it, mail goes to `<dataDir>/outbox.jsonl`. */
  smtpUrl?: string
  /** The site's public address; links and redirects use it, never the Host header. */
  siteUrl: () => string
  /** Development only: confirmation links (with their token) go to the log. */
  logAuthLinks?: boolean
  sessionPolicy?: SessionPolicy
  /** Per-IP limits on anonymous inserts, per table; a table listed here takes one row a request. */
  insertLimits?: InsertLimits
  bodyLimit?: number
  migrationsDir?: string
  /** The clock of the auth routes' limits and timestamps; tests move it on. */
  now?: () => number
}

export interface Api {
  anonKey: string
  serviceRoleKey: string
  /** The owner's connection: migrations, the auth server, admin scripts. */
  db: Database
  /** The API login's connection: every /rest/v1 request runs through it. */
  restDb: Database
}

/** PGlite has one session, so both are the same; a server PostgreSQL gets two logins. */
export async function openDatabases(
  options: Pick<
    ApiOptions,
    'dataDir' | 'databaseUrl' | 'databaseApiUrl' | 'databasePoolSize' | 'migrationsDir'
  >,
  logger: Logger,
) {
  const db = options.databaseUrl
    ? openPostgres(options.databaseUrl, options.databasePoolSize)
    : await openPglite(path.resolve(options.dataDir))
  let restDb = db
  try {
    await migrate(db, logger, options.migrationsDir ?? MIGRATIONS_DIR)
    if (options.databaseUrl) {
      const url = apiDatabaseUrl(options.databaseUrl, options.databaseApiUrl)
      restDb = openPostgres(url, options.databasePoolSize, API_STATEMENT_TIMEOUT)
    }
    await assertLeastPrivilege(restDb)
  } catch (err) {
    if (restDb !== db) await restDb.close()
    await db.close()
    throw err
  }
  return { db, restDb }
}

export async function registerApi(app: FastifyInstance, options: ApiOptions): Promise<Api> {
  const { logger } = options
  const { db, restDb } = await openDatabases(options, logger)
  app.addHook('onClose', async () => {
    if (restDb !== db) await restDb.close()
    await db.close()
  })

  const schema = await loadSchema(db)
  const insertLimits = options.insertLimits ?? DEFAULT_INSERT_LIMITS
  await syncFormLimits(db, insertLimits)
  const jwt = await createJwt(loadJwtSecret(path.resolve(options.dataDir), options.jwtSecret))
  const keys = { anonKey: jwt.anonKey, serviceRoleKey: jwt.serviceRoleKey }
  const sessionPolicy = options.sessionPolicy ?? DEFAULT_SESSION_POLICY
  const store = createAuthStore(db, sessionPolicy)
  const account = createAccountStore(db, store)
  const mailer = createMailer({ smtpUrl: options.smtpUrl, dataDir: path.resolve(options.dataDir) })
  const bodyLimit = options.bodyLimit ?? 64 * 1024

  await app.register(async (api) => {
    const perMinute = options.requestRateLimitPerMinute ?? 1200
    if (perMinute > 0) {
      await api.register(rateLimit, { global: true, max: perMinute, timeWindow: 60_000 })
    }

    await api.register(
      async (auth) => {
        registerCors(auth)
        registerJsonParser(auth, bodyLimit, () =>
          authError(400, 'bad_json', 'Could not parse request body as JSON'),
        )
        registerErrorHandler(auth, 'auth', logger)
        // The two route sets need each other: /verify redeems the links account routes send.
        const links: Partial<Awaited<ReturnType<typeof accountRoutes>>> = {}
        const passwords = passwordHasher({ ...options.hashing, cost: options.passwordHashCost })
        const helpers = await authRoutes(auth, {
          store,
          jwt,
          keys,
          logger,
          requireEmailConfirmation: options.requireEmailConfirmation ?? false,
          passwords,
          authRateLimitPerIp: options.authRateLimitPerIp ?? 30,
          redirectAllowList: options.redirectAllowList ?? [],
          mailer,
          redeemLink: (type, token) => links.redeemLink!(type, token),
          siteUrl: options.siteUrl,
          logAuthLinks: options.logAuthLinks ?? false,
          now: options.now,
        })
        Object.assign(
          links,
          await accountRoutes(
            auth,
            {
              store,
              account,
              mailer,
              siteUrl: options.siteUrl,
              passwords,
              logger,
              now: options.now,
            },
            helpers,
          ),
        )
      },
      { prefix: '/auth/v1' },
    )

    await api.register(
      async (rest) => {
        registerCors(rest)
        registerJsonParser(rest, bodyLimit, () =>
          restError(400, 'PGRST102', 'Empty or invalid json'),
        )
        registerErrorHandler(rest, 'rest', logger)
        await rpcRoutes(rest, { db: restDb, jwt, keys, sessionPolicy })
        await restRoutes(rest, {
          db: restDb,
          schema,
          jwt,
          keys,
          sessionPolicy,
          insertLimits,
        })
      },
      { prefix: '/rest/v1' },
    )
  })

  return { ...keys, db, restDb }
}

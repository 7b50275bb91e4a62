import { createHash, randomBytes } from 'node:crypto'
import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs'
import { createServer as createNetServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import pg from 'pg'
import WebSocket from 'ws'
import { createServer, type ServerOptions } from '../../server/app.ts'
import { openPglite } from '../../server/api/db.ts'
import { MIGRATIONS_DIR, listMigrations, migrate } from '../../server/api/migrate.ts'
import { readOutbox, type OutboxEntry } from '../../server/mail.ts'
import { createLogger } from '../../server/log.ts'

export type Backend = { name: 'pglite' } | { name: 'postgres'; url: string }

/** PGlite always; a server PostgreSQL too when TEST_DATABASE_URL is set. */
export const backends: Backend[] = [
  { name: 'pglite' },
  ...(process.env.TEST_DATABASE_URL
    ? [{ name: 'postgres' as const, url: process.env.TEST_DATABASE_URL }]
    : []),
]

export const PASSWORD = 'Correct-Horse-9'
export const uniqueEmail = (tag = 'user') => `${tag}-${randomBytes(5).toString('hex')}@example.com`

/**
 * A migrated PGlite data dir, made once per content of bootstrap + migrations and copied for
 * each test server: opening a copy takes ≈0.5 s where a cold initdb takes 3–5 s.
 */
async function pgliteTemplate(): Promise<string> {
  const hash = createHash('sha256')
  hash.update(readFileSync(path.resolve(import.meta.dirname, '../../server/api/bootstrap.sql')))
  for (const m of listMigrations()) hash.update(m.checksum)
  hash.update(
    readFileSync(
      path.resolve(import.meta.dirname, '../../node_modules/@electric-sql/pglite/package.json'),
    ),
  )
  const dir = path.join(os.tmpdir(), `hawaii-pglite-template-${hash.digest('hex').slice(0, 16)}`)
  if (existsSync(dir)) return dir
  const building = `${dir}.${process.pid}.tmp`
  rmSync(building, { recursive: true, force: true })
  const db = await openPglite(building)
  await migrate(db, createLogger('silent'), MIGRATIONS_DIR)
  await db.close()
  try {
    renameSync(building, dir)
  } catch {
    rmSync(building, { recursive: true, force: true })
  }
  return dir
}

export interface Storage {
  backend: Backend['name']
  dataDir: string
  databaseUrl?: string
  cleanup(): Promise<void>
}

/** A fresh data dir, plus a fresh database on the server PostgreSQL when that is the backend. */
export async function createStorage(backend: Backend): Promise<Storage> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hawaii-api-test-'))
  if (backend.name === 'pglite') {
    cpSync(path.join(await pgliteTemplate(), 'pglite'), path.join(dataDir, 'pglite'), {
      recursive: true,
    })
    return {
      backend: 'pglite',
      dataDir,
      cleanup: async () => rmSync(dataDir, { recursive: true, force: true }),
    }
  }
  const name = `hawaii_test_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: backend.url })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(backend.url)
  url.pathname = `/${name}`
  return {
    backend: 'postgres',
    dataDir,
    databaseUrl: url.toString(),
    async cleanup() {
      rmSync(dataDir, { recursive: true, force: true })
      const c = new pg.Client({ connectionString: backend.url })
      await c.connect()
      // An autovacuum worker on the database is a superuser's process, which FORCE may not end
      // for this role (42501); it finishes within moments, so try again.
      for (let attempt = 1; ; attempt++) {
        try {
          await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
          break
        } catch (error) {
          if ((error as { code?: string }).code !== '42501' || attempt === 20) throw error
          await new Promise((resolve) => setTimeout(resolve, 250))
        }
      }
      await c.end()
    },
  }
}

export interface TestServer {
  url: string
  anonKey: string
  serviceRoleKey: string
  storage: Storage
  logs: Record<string, unknown>[]
  close(): Promise<void>
}

/** A port nothing listens on now, so the server's SITE_URL can name it before it starts. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer().listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()))
    })
  })
}

/** The real server, in-process on a free port, with logs captured instead of printed. */
export async function startServer(
  storage: Storage,
  overrides: Partial<ServerOptions> = {},
): Promise<TestServer> {
  const logs: Record<string, unknown>[] = []
  const port = await freePort()
  const server = await createServer({
    siteUrl: `http://127.0.0.1:${port}`,
    dataDir: storage.dataDir,
    databaseUrl: storage.databaseUrl,
    passwordHashCost: 12,
    authRateLimitPerIp: 100_000,
    requestRateLimitPerMinute: 0,
    logger: createLogger('info', (line) => logs.push(JSON.parse(line) as Record<string, unknown>)),
    ...overrides,
  })
  const address = await server.app.listen({ port, host: '127.0.0.1' })
  return {
    url: address,
    anonKey: server.anonKey,
    serviceRoleKey: server.serviceRoleKey,
    storage,
    logs,
    close: () => server.app.close(),
  }
}

export function memoryStorage() {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  }
}

/** A supabase-js client configured as the site's, for Node 20. */
export function makeClient(server: TestServer, key = server.anonKey): SupabaseClient {
  return createClient(server.url, key, {
    auth: {
      storage: memoryStorage(),
      storageKey: `sb-test-${randomBytes(4).toString('hex')}`,
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
    },
    realtime: { transport: WebSocket as never },
  })
}

/** Signs a new user up (the local backend confirms at once) and returns the signed-in client. */
export async function signedInUser(server: TestServer, email = uniqueEmail()) {
  const client = makeClient(server)
  const { data, error } = await client.auth.signUp({ email, password: PASSWORD })
  if (error || !data.session || !data.user) throw error ?? new Error('sign-up returned no session')
  return { client, user: data.user, session: data.session, email }
}

/** Raw HTTP against the server with the anon key, for requests supabase-js would not send. */
export function api(server: TestServer, pathAndQuery: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers)
  if (!headers.has('apikey')) headers.set('apikey', server.anonKey)
  return fetch(`${server.url}${pathAndQuery}`, { ...init, headers })
}

export const CHECKLIST = 'hawaii_pcs'
export const ON_CONFLICT = 'user_id,checklist_type,item_index'

/** The newest message in the server's outbox for an address, if any. */
export function lastMailTo(server: TestServer, to: string): OutboxEntry | undefined {
  return readOutbox(server.storage.dataDir)
    .filter((m) => m.to === to)
    .at(-1)
}

/**
 * The newest message to an address, waiting for it: the recovery mail is sent after the answer
 * (so an unknown address answers as fast as a known one).
 */
export async function mailTo(server: TestServer, to: string): Promise<OutboxEntry> {
  for (let waited = 0; waited < 5_000; waited += 20) {
    const mail = lastMailTo(server, to)
    if (mail) return mail
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error(`no mail to ${to}`)
}

/** The /auth/v1/verify link in a message's text part. */
export function verifyLinkIn(mail: OutboxEntry | undefined): string | undefined {
  return mail?.text.match(/https?:\/\/\S+\/auth\/v1\/verify\S+/)?.[0]
}

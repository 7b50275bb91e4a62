import { request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_SESSION_POLICY, createAuthStore } from '../../server/api/auth-store.ts'
import { openPglite, openPostgres } from '../../server/api/db.ts'
import { migrate } from '../../server/api/migrate.ts'
import { createLogger } from '../../server/log.ts'
import {
  PASSWORD,
  api,
  backends,
  createStorage,
  makeClient,
  signedInUser,
  startServer,
  uniqueEmail,
  type Storage,
  type TestServer,
} from './helpers.ts'

let lastIp = 10
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A raw request with headers fetch would not let a test choose (Host). */
function rawRequest(
  server: TestServer,
  path: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  const url = new URL(server.url)
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path,
        method: body === undefined ? 'GET' : 'POST',
        headers: { apikey: server.anonKey, 'content-type': 'application/json', ...headers },
      },
      (res) => {
        let text = ''
        res.on('data', (chunk: Buffer) => (text += chunk.toString()))
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }),
        )
      },
    )
    req.on('error', reject)
    req.end(body === undefined ? undefined : JSON.stringify(body))
  })
}

const signInFrom = (server: TestServer, ip: string, email: string, password: string) =>
  api(server, '/auth/v1/token?grant_type=password', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `198.51.100.1, ${ip}` },
    body: JSON.stringify({ email, password }),
  })

describe.each(backends)('links and client addresses on $name', (backend) => {
  let storage: Storage
  let server: TestServer
  // The auth routes' clock: moved on past the one-mail-a-minute limit where a test needs it.
  let ahead = 0

  beforeAll(async () => {
    storage = await createStorage(backend)
    server = await startServer(storage, {
      now: () => Date.now() + ahead,
      requireEmailConfirmation: true,
      logAuthLinks: true,
      trustProxy: 1,
      authRateLimitPerIp: 4,
    })
  })
  afterAll(async () => {
    await server?.close()
    await storage?.cleanup()
  })

  const linkFor = (email: string) =>
    server.logs.filter((l) => l.email === email).at(-1)?.confirmation_link as string

  it('writes confirmation links on the site URL, whatever Host or X-Forwarded-Host say', async () => {
    const email = uniqueEmail()
    const res = await rawRequest(
      server,
      '/auth/v1/signup',
      {
        host: 'attacker.example',
        'x-forwarded-host': 'attacker.example',
        'x-forwarded-for': '203.0.113.9',
      },
      { email, password: PASSWORD },
    )
    expect(res.status).toBe(200)
    const link = new URL(linkFor(email))
    expect(link.origin).toBe(server.url)
    expect(link.searchParams.get('redirect_to')).toBe(`${server.url}/`)

    // Opening it with a poisoned Host still lands on the site.
    const opened = await rawRequest(server, `${link.pathname}${link.search}`, {
      host: 'attacker.example',
      'x-forwarded-host': 'attacker.example',
    })
    expect(opened.status).toBe(303)
    expect(String(opened.headers.location).startsWith(`${server.url}/#access_token=`)).toBe(true)
  })

  it('redirects only to the site URL, not to the origin a poisoned Host names', async () => {
    const res = await rawRequest(
      server,
      '/auth/v1/verify?token=junk&type=signup&redirect_to=http://attacker.example/x',
      { host: 'attacker.example' },
    )
    expect(String(res.headers.location).startsWith(`${server.url}/#error=access_denied`)).toBe(true)
  })

  it('answers sign-up with a taken address exactly as with a new one', async () => {
    const taken = (await signUpConfirmed(server)).email
    // Past the minute in which the address had its confirmation mail.
    ahead += 61_000
    const fresh = uniqueEmail()
    const answer = async (email: string) => {
      const res = await rawRequest(
        server,
        '/auth/v1/signup',
        { 'x-forwarded-for': `203.0.113.${++lastIp}` },
        { email, password: PASSWORD },
      )
      const body = JSON.parse(res.body) as Record<string, unknown>
      return { status: res.status, keys: Object.keys(body).sort(), identities: body.identities }
    }
    expect(await answer(taken)).toEqual(await answer(fresh))
  })

  it('counts the address the trusted proxy saw: a rotated X-Forwarded-For does not reset limits', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 5; i++) {
      const res = await api(server, '/auth/v1/token?grant_type=password', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Forwarded-For': `10.9.${i}.${i}, 192.0.2.44`,
        },
        body: JSON.stringify({ email: uniqueEmail(), password: 'wrong-password' }),
      })
      statuses.push(res.status)
    }
    expect(statuses).toEqual([400, 400, 400, 400, 429])
  })
})

/** Signs a user up on a server that requires confirmation, and confirms through the link. */
async function signUpConfirmed(server: TestServer) {
  const email = uniqueEmail()
  await rawRequest(
    server,
    '/auth/v1/signup',
    { 'x-forwarded-for': '203.0.113.250' },
    { email, password: PASSWORD },
  )
  const link = server.logs.filter((l) => l.email === email).at(-1)?.confirmation_link as string
  expect((await fetch(link, { redirect: 'manual' })).status).toBe(303)
  return { email }
}

describe.each(backends)('sign-in and sessions on $name', (backend) => {
  let storage: Storage
  let server: TestServer

  beforeAll(async () => {
    storage = await createStorage(backend)
    server = await startServer(storage, {
      trustProxy: ['127.0.0.1'],
      sessionPolicy: { ...DEFAULT_SESSION_POLICY, reuseIntervalSeconds: 1 },
    })
  })
  afterAll(async () => {
    await server?.close()
    await storage?.cleanup()
  })

  const readRows = (token: string) =>
    api(server, '/rest/v1/checklist_progress?select=item_index', {
      headers: { Authorization: `Bearer ${token}` },
    })

  it('lets the owner sign in from another address after a stranger used up the wrong guesses', async () => {
    const { email, client } = await signedInUser(server)
    await client.auth.signOut()
    for (let i = 0; i < 5; i++) {
      expect((await signInFrom(server, '192.0.2.66', email, 'wrong-password')).status).toBe(400)
    }
    expect((await signInFrom(server, '192.0.2.66', email, PASSWORD)).status).toBe(429)
    expect((await signInFrom(server, '192.0.2.7', email, PASSWORD)).status).toBe(200)
  })

  it('refuses on /rest/v1 the access token of a session that signed out', async () => {
    const { client, session } = await signedInUser(server)
    expect((await readRows(session.access_token)).status).toBe(200)
    expect((await client.auth.signOut()).error).toBeNull()
    const after = await readRows(session.access_token)
    expect(after.status).toBe(401)
    expect(await after.json()).toMatchObject({ message: 'JWT session has ended' })
  })

  it('refuses on /rest/v1 the access token of a session revoked by refresh-token reuse', async () => {
    const { session } = await signedInUser(server)
    const refresh = (token: string) =>
      makeClient(server).auth.refreshSession({ refresh_token: token })
    const next = (await refresh(session.refresh_token)).data.session!
    expect((await readRows(next.access_token)).status).toBe(200)
    await sleep(1500)
    expect((await refresh(session.refresh_token)).error?.code).toBe('refresh_token_already_used')
    expect((await readRows(next.access_token)).status).toBe(401)
  })

  it('keeps tokens out of the log', async () => {
    const { session } = await signedInUser(server)
    await readRows(session.access_token)
    const log = JSON.stringify(server.logs)
    expect(log).not.toContain(session.access_token)
    expect(log).not.toContain(session.refresh_token)
  })
})

describe.each(backends)('session timeouts on $name', (backend) => {
  let storage: Storage
  let server: TestServer

  beforeAll(async () => {
    storage = await createStorage(backend)
  })
  afterAll(async () => {
    await server?.close()
    await storage?.cleanup()
  })

  const expectEnded = async (session: { access_token: string; refresh_token: string }) => {
    const read = await api(server, '/rest/v1/checklist_progress?select=item_index', {
      headers: { Authorization: `Bearer ${session.access_token}` },
    })
    expect(read.status).toBe(401)
    const refreshed = await makeClient(server).auth.refreshSession({
      refresh_token: session.refresh_token,
    })
    expect(refreshed.error?.code).toMatch(/session_expired|refresh_token_not_found/)
  }

  it('ends a session at its absolute lifetime, however active', async () => {
    server = await startServer(storage, {
      sessionPolicy: { ...DEFAULT_SESSION_POLICY, lifetimeSeconds: 2 },
    })
    const { client } = await signedInUser(server)
    await sleep(1000)
    expect((await client.auth.refreshSession()).error).toBeNull()
    await sleep(1200)
    await expectEnded((await client.auth.getSession()).data.session!)
    await server.close()
  })

  it('ends a session after its inactivity timeout', async () => {
    server = await startServer(storage, {
      sessionPolicy: { ...DEFAULT_SESSION_POLICY, inactivitySeconds: 1 },
    })
    const { session } = await signedInUser(server)
    await sleep(1200)
    await expectEnded(session)
  })
})

describe.each(backends)('purging ended sessions on $name', (backend) => {
  it('deletes timed-out sessions and old revoked refresh tokens', async () => {
    const storage = await createStorage(backend)
    const db = storage.databaseUrl
      ? openPostgres(storage.databaseUrl)
      : await openPglite(storage.dataDir)
    try {
      await migrate(db, createLogger('silent'))
      const policy = { lifetimeSeconds: 3600, inactivitySeconds: 1, reuseIntervalSeconds: 10 }
      const store = createAuthStore(db, policy)
      const user = await store.createUser({
        email: uniqueEmail(),
        passwordHash: 'x',
        metadata: {},
        confirmed: true,
        confirmationTokenHash: null,
      })
      const opened = await store.signIn(user!.id)
      expect((await store.rotate(opened!.refreshToken)).kind).toBe('ok')
      const count = async (table: string) =>
        Number(
          (await db.query<{ n: string }>(`SELECT count(*)::text AS n FROM ${table}`)).rows[0]!.n,
        )
      expect(await count('auth.refresh_tokens')).toBe(2)
      await sleep(1200)
      await store.purge()
      expect(await count('auth.sessions')).toBe(0)
      expect(await count('auth.refresh_tokens')).toBe(0)
    } finally {
      await db.close()
      await storage.cleanup()
    }
  })
})

describe('a confirmation link in the log', () => {
  let storage: Storage
  let server: TestServer

  beforeAll(async () => {
    storage = await createStorage({ name: 'pglite' })
    server = await startServer(storage, { requireEmailConfirmation: true })
  })
  afterAll(async () => {
    await server?.close()
    await storage?.cleanup()
  })

  it('is left out unless DEV_LOG_AUTH_LINKS is on', async () => {
    const email = uniqueEmail()
    const { error } = await makeClient(server).auth.signUp({ email, password: PASSWORD })
    expect(error).toBeNull()
    const entry = server.logs.find((l) => l.msg === 'confirm sign-up' && l.email === email)
    expect(entry).toBeDefined()
    expect(JSON.stringify(server.logs)).not.toMatch(/token=/)
  })
})

describe.each(backends)('query limits and anonymous writes on $name', (backend) => {
  let storage: Storage
  let server: TestServer

  beforeAll(async () => {
    storage = await createStorage(backend)
    server = await startServer(storage, {
      trustProxy: 1,
      insertLimits: {
        contact_messages: { perMinute: 3, perDay: 100 },
        suggestions: { perMinute: 100, perDay: 2 },
      },
    })
  })
  afterAll(async () => {
    await server?.close()
    await storage?.cleanup()
  })

  const insert = (table: string, body: unknown, ip: string, key = server.anonKey) =>
    api(server, `/rest/v1/${table}`, {
      method: 'POST',
      headers: { apikey: key, 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
      body: JSON.stringify(body),
    })
  const suggestion = (text: string) => ({ suggestion: text, email: '', category: 'Other' })
  const countRows = async (table: string) => {
    const res = await api(server, `/rest/v1/${table}?select=id`, {
      headers: { apikey: server.serviceRoleKey, Prefer: 'count=exact' },
    })
    return Number(res.headers.get('content-range')?.split('/')[1])
  }

  it('answers JSON nested past 32 levels with 400, not 500, and still takes brackets in a string (audit L-3)', async () => {
    const deep = '['.repeat(30_000) + ']'.repeat(30_000)
    const res = await api(server, '/rest/v1/suggestions', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '198.51.100.77' },
      body: deep,
    })
    expect(res.status).toBe(400)
    const nestedEmail = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`
    const patch = await api(
      server,
      '/rest/v1/profiles?id=eq.00000000-0000-0000-0000-000000000000',
      {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json' },
        body: `{"email":${nestedEmail}}`,
      },
    )
    expect(patch.status).toBe(400)
    const brackets = await insert('suggestions', suggestion('[[{{'.repeat(100)), '198.51.100.78')
    expect(brackets.status).toBe(201)
    expect(JSON.stringify(server.logs)).not.toContain('Maximum call stack')
  })

  it('answers a select of too many columns with 400, not 500', async () => {
    const columns = Array.from({ length: 1700 }, () => 'id').join(',')
    const res = await api(server, `/rest/v1/checklist_progress?select=${columns}`)
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ code: 'PGRST100' })
  })

  it('accepts the API key as an apikey query parameter', async () => {
    const { session } = await signedInUser(server)
    const res = await fetch(
      `${server.url}/rest/v1/checklist_progress?select=item_index&apikey=${server.anonKey}`,
      { headers: { Authorization: `Bearer ${session.access_token}` } },
    )
    expect(await res.json()).toEqual([])
    expect(res.status).toBe(200)
  })

  it('takes one suggestion per request: an array is refused and nothing is stored', async () => {
    const before = await countRows('suggestions')
    const res = await insert('suggestions', [suggestion('a'), suggestion('b')], '192.0.2.1')
    expect(res.status).toBe(400)
    expect(await countRows('suggestions')).toBe(before)
  })

  it('limits contact messages per IP per minute; another IP may still send', async () => {
    const message = { full_name: 'Kai', email: 'kai@example.com', message: 'Aloha' }
    const statuses = []
    for (let i = 0; i < 4; i++)
      statuses.push((await insert('contact_messages', message, '192.0.2.20')).status)
    expect(statuses).toEqual([201, 201, 201, 429])
    expect((await insert('contact_messages', message, '192.0.2.21')).status).toBe(201)
  })

  it('limits suggestions per IP per day, and the service role is not limited', async () => {
    const statuses = []
    for (let i = 0; i < 3; i++)
      statuses.push((await insert('suggestions', suggestion('x'), '192.0.2.30')).status)
    expect(statuses).toEqual([201, 201, 429])
    const service = await insert(
      'suggestions',
      suggestion('y'),
      '192.0.2.30',
      server.serviceRoleKey,
    )
    expect(service.status).toBe(201)
  })
})

describe.each(backends)('the forms’ honeypot on $name', (backend) => {
  let storage: Storage
  let server: TestServer

  beforeAll(async () => {
    storage = await createStorage(backend)
    server = await startServer(storage)
  })
  afterAll(async () => {
    await server?.close()
    await storage?.cleanup()
  })

  it('stores a filled honeypot with the row, for the operator to sort out', async () => {
    const client = makeClient(server)
    const sent = await client
      .from('suggestions')
      .insert({ suggestion: 'Buy now', email: null, category: null, honeypot: 'spam.example' })
    expect(sent.error).toBeNull()
    const res = await api(server, '/rest/v1/suggestions?select=suggestion,honeypot', {
      headers: { apikey: server.serviceRoleKey },
    })
    expect(await res.json()).toEqual([{ suggestion: 'Buy now', honeypot: 'spam.example' }])
  })
})

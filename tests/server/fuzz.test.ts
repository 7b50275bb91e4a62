import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  CHECKLIST,
  ON_CONFLICT,
  api,
  backends,
  createStorage,
  signedInUser,
  startServer,
  type Storage,
  type TestServer,
} from './helpers.ts'

const TABLES = ['checklist_progress', 'profiles', 'contact_messages', 'suggestions', 'nope']
const KEYS = ['select', 'order', 'limit', 'offset', 'on_conflict', 'columns', 'apikey', 'or']
const COLUMNS = ['user_id', 'item_index', 'completed', 'checklist_type', 'id', 'email', 'x"y']
const VALUES = ['eq.1', 'in.(1,2', 'is.null', 'not.eq.', 'like.*', '*', 'a:b', '1e9', '-1']

/** Query strings a confused client or an attacker might send: known words, odd characters. */
const queryString = fc
  .array(
    fc.tuple(
      fc.oneof(fc.constantFrom(...KEYS, ...COLUMNS), fc.string({ maxLength: 12 })),
      fc.oneof(
        fc.constantFrom(...VALUES),
        fc.string({ maxLength: 40 }),
        fc.string({ unit: 'binary', maxLength: 20 }),
      ),
    ),
    { maxLength: 6 },
  )
  .map((pairs) =>
    pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&'),
  )

const jsonBody = fc.oneof(
  fc.json(),
  fc.jsonValue().map((v) => JSON.stringify(v)),
  fc.dictionary(fc.constantFrom(...COLUMNS), fc.jsonValue()).map((v) => JSON.stringify(v)),
  fc.string({ maxLength: 200 }),
)

const headerValue = fc.oneof(
  fc.constantFrom('application/json', 'return=representation', 'resolution=merge-duplicates'),
  fc.string({ maxLength: 60 }).map((s) => s.replace(/[^\x20-\x7e]/g, '')),
)

describe.each(backends)('random requests on $name', (backend) => {
  let storage: Storage
  let server: TestServer
  let owner: Awaited<ReturnType<typeof signedInUser>>
  let stranger: Awaited<ReturnType<typeof signedInUser>>

  /** The owner's rows as the owner reads them: what another user must never change. */
  const ownerRows = async () =>
    (
      await owner.client
        .from('checklist_progress')
        .select('item_index, completed')
        .order('item_index')
    ).data

  beforeAll(async () => {
    storage = await createStorage(backend)
    server = await startServer(storage, {
      insertLimits: {
        contact_messages: { perMinute: 10_000, perDay: 10_000 },
        suggestions: { perMinute: 10_000, perDay: 10_000 },
      },
    })
    owner = await signedInUser(server)
    stranger = await signedInUser(server)
    const { error } = await owner.client
      .from('checklist_progress')
      .upsert(
        { user_id: owner.user.id, checklist_type: CHECKLIST, item_index: 3, completed: true },
        { onConflict: ON_CONFLICT },
      )
    expect(error).toBeNull()
  })
  afterAll(async () => {
    await server?.close()
    await storage?.cleanup()
  })

  /** Sends one request and checks it: never a 5xx, never slower than a second. */
  async function send(path: string, init: RequestInit) {
    const started = performance.now()
    const res = await api(server, path, init)
    await res.arrayBuffer()
    const ms = performance.now() - started
    expect(res.status, `${init.method} ${path}`).toBeLessThan(500)
    expect(ms, `${init.method} ${path}`).toBeLessThan(1000)
  }

  it('answers random REST requests from another user without a 5xx and without touching the owner’s rows', async () => {
    const before = await ownerRows()
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('GET', 'POST', 'PATCH', 'DELETE', 'HEAD'),
        fc.constantFrom(...TABLES),
        queryString,
        jsonBody,
        fc.dictionary(fc.constantFrom('Prefer', 'Accept', 'Range', 'Content-Profile'), headerValue),
        async (method, table, query, body, headers) => {
          await send(`/rest/v1/${table}?${query}`, {
            method,
            headers: {
              ...headers,
              'Content-Type': 'application/json',
              Authorization: `Bearer ${stranger.session.access_token}`,
            },
            body: method === 'GET' || method === 'HEAD' ? undefined : body,
          })
        },
      ),
      { numRuns: 150 },
    )
    expect(await ownerRows()).toEqual(before)
  })

  it('answers random auth requests without a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          'signup',
          'token?grant_type=password',
          'token?grant_type=refresh_token',
          'logout',
          'user',
          'verify',
          'settings',
        ),
        queryString,
        jsonBody,
        fc.oneof(fc.constant(undefined), headerValue),
        async (route, query, body, authorization) => {
          const path = `/auth/v1/${route}${route.includes('?') ? '&' : '?'}${query}`
          const method =
            route === 'user' || route === 'verify' || route === 'settings' ? 'GET' : 'POST'
          await send(path, {
            method,
            redirect: 'manual',
            headers: {
              'Content-Type': 'application/json',
              ...(authorization ? { Authorization: authorization } : {}),
            },
            body: method === 'GET' ? undefined : body,
          })
        },
      ),
      // Sign-ups and sign-ins hash passwords (≈ 10 ms each at the tests' cost): fewer runs.
      { numRuns: 60 },
    )
    expect(await ownerRows()).toEqual([{ item_index: 3, completed: true }])
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  CHECKLIST,
  ON_CONFLICT,
  PASSWORD,
  backends,
  createStorage,
  makeClient,
  signedInUser,
  startServer,
  type Storage,
  type TestServer,
} from './helpers.ts'

describe.each(backends)('durability and concurrency on $name', (backend) => {
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

  it('keeps users, progress and the JWT secret across a restart', async () => {
    const { client, user, session, email } = await signedInUser(server)
    for (const item_index of [2, 4, 6]) {
      const { error } = await client
        .from('checklist_progress')
        .upsert(
          { user_id: user.id, checklist_type: CHECKLIST, item_index, completed: true },
          { onConflict: ON_CONFLICT },
        )
      expect(error).toBeNull()
    }
    const anonKey = server.anonKey
    await server.close()
    server = await startServer(storage)

    expect(server.anonKey).toBe(anonKey)
    // The old access token still verifies: the secret was kept, not regenerated.
    const restored = makeClient(server)
    await restored.auth.setSession({
      access_token: session.access_token,
      refresh_token: session.refresh_token,
    })
    const rows = await restored.from('checklist_progress').select('item_index').order('item_index')
    expect(rows.error).toBeNull()
    expect(rows.data).toEqual([{ item_index: 2 }, { item_index: 4 }, { item_index: 6 }])

    const signIn = await makeClient(server).auth.signInWithPassword({ email, password: PASSWORD })
    expect(signIn.error).toBeNull()
    expect(signIn.data.user?.id).toBe(user.id)
  })

  it('400 concurrent toggles of one item: no error, no duplicate row, the last write wins', async () => {
    const { client, user } = await signedInUser(server)
    const toggles = await Promise.all(
      Array.from({ length: 400 }, (_, i) =>
        client
          .from('checklist_progress')
          .upsert(
            {
              user_id: user.id,
              checklist_type: CHECKLIST,
              item_index: 9,
              completed: i % 2 === 0,
              updated_at: new Date().toISOString(),
            },
            { onConflict: ON_CONFLICT },
          )
          .select('completed, updated_at'),
      ),
    )
    expect(toggles.filter((t) => t.error !== null).map((t) => t.error)).toEqual([])
    expect(toggles.every((t) => t.status === 201 && t.data?.length === 1)).toBe(true)

    // updated_at is the server's clock at the moment each write held the row lock, so the write
    // with the latest one committed last and must be what is stored.
    const writes = toggles.map((t) => t.data![0]!)
    const last = writes.reduce((a, b) => (micros(b.updated_at) > micros(a.updated_at) ? b : a))
    expect(new Set(writes.map((w) => w.updated_at)).size).toBe(400)

    const stored = await client
      .from('checklist_progress')
      .select('completed, updated_at')
      .eq('user_id', user.id)
      .eq('item_index', 9)
    expect(stored.error).toBeNull()
    expect(stored.data).toEqual([last])
  })
})

/** Postgres keeps microseconds; Date.parse keeps milliseconds, so writes in one millisecond tie. */
function micros(timestamp: string): bigint {
  const match = /^(.*T\d\d:\d\d:\d\d)(?:\.(\d{1,6}))?(.*)$/.exec(timestamp)
  if (!match) throw new Error(`not a timestamp: ${timestamp}`)
  const [, seconds, fraction = '', zone] = match
  return BigInt(Date.parse(`${seconds}${zone}`)) * 1_000_000n + BigInt(fraction.padEnd(6, '0'))
}

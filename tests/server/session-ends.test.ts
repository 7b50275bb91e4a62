/**
 * Issue 30, item 2 (audit H-2): a session that was signed out, or ended by a password change,
 * is refused on every path: tables, RPC and account routes in the server, and in the database
 * itself (policies and delete_my_account), where it holds on hosted Supabase too.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database, Statement } from '../../server/api/db.ts'
import { openDatabases } from '../../server/api/index.ts'
import { REQUEST_SETTINGS } from '../../server/api/rest-routes.ts'
import { createLogger } from '../../server/log.ts'
import {
  CHECKLIST,
  PASSWORD,
  api,
  backends,
  createStorage,
  makeClient,
  signedInUser,
  startServer,
  type Storage,
  type TestServer,
} from './helpers.ts'

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })

describe.each(backends)('ended sessions through the API on $name', (backend) => {
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

  /** A user with two sessions, the first of which was ended by sign-out everywhere else. */
  async function endedSession() {
    const first = await signedInUser(server)
    const second = makeClient(server)
    const signIn = await second.auth.signInWithPassword({ email: first.email, password: PASSWORD })
    const live = signIn.data.session!
    const out = await api(server, '/auth/v1/logout?scope=others', {
      method: 'POST',
      headers: bearer(live.access_token),
    })
    expect(out.status).toBe(204)
    return { ...first, ended: first.session.access_token, live: live.access_token }
  }

  it('refuses delete_my_account for an ended session, and the account stays', async () => {
    const { ended, live, email } = await endedSession()
    const res = await api(server, '/rest/v1/rpc/delete_my_account', {
      method: 'POST',
      headers: bearer(ended),
    })
    expect(res.status).toBe(401)
    expect(await res.json()).toMatchObject({ message: 'JWT session has ended' })
    const still = await makeClient(server).auth.signInWithPassword({ email, password: PASSWORD })
    expect(still.error).toBeNull()
    // The live session still can.
    const own = await api(server, '/rest/v1/rpc/delete_my_account', {
      method: 'POST',
      headers: bearer(live),
    })
    expect(own.status).toBe(204)
  })

  it('refuses sign-out with an ended session, so it cannot end the owner’s other sessions', async () => {
    const { ended, live } = await endedSession()
    const out = await api(server, '/auth/v1/logout?scope=global', {
      method: 'POST',
      headers: bearer(ended),
    })
    expect(out.status).toBe(403)
    expect(await out.json()).toMatchObject({ code: 'session_not_found' })
    const user = await api(server, '/auth/v1/user', { headers: bearer(live) })
    expect(user.status).toBe(200)
  })

  it('refuses tables, the user and updates for an ended session', async () => {
    const { ended, user } = await endedSession()
    const read = await api(server, `/rest/v1/checklist_progress?user_id=eq.${user.id}`, {
      headers: bearer(ended),
    })
    expect(read.status).toBe(401)
    const me = await api(server, '/auth/v1/user', { headers: bearer(ended) })
    expect(me.status).toBe(403)
    const update = await api(server, '/auth/v1/user', {
      method: 'PUT',
      headers: { ...bearer(ended), 'Content-Type': 'application/json' },
      body: JSON.stringify({ data: { a: 1 } }),
    })
    expect(update.status).toBe(403)
  })
})

describe.each(backends)('ended sessions in the database on $name', (backend) => {
  let storage: Storage
  let db: Database
  let restDb: Database
  let userId: string
  let liveSession: string

  beforeAll(async () => {
    storage = await createStorage(backend)
    ;({ db, restDb } = await openDatabases(storage, createLogger('silent')))
    const users = await db.query<{ id: string }>(
      `INSERT INTO auth.users (email, encrypted_password) VALUES ($1, 'x') RETURNING id::text`,
      [`${randomUUID()}@example.com`],
    )
    userId = users.rows[0]!.id
    const sessions = await db.query<{ id: string }>(
      'INSERT INTO auth.sessions (user_id) VALUES ($1) RETURNING id::text',
      [userId],
    )
    liveSession = sessions.rows[0]!.id
    // Rows to find: a policy's check runs only when there is a row to check.
    await db.query('INSERT INTO public.profiles (id) VALUES ($1)', [userId])
    await db.query(
      `INSERT INTO public.checklist_progress (user_id, checklist_type, item_index) VALUES ($1, '${CHECKLIST}', 5)`,
      [userId],
    )
  })
  afterAll(async () => {
    if (restDb !== db) await restDb?.close()
    await db?.close()
    await storage?.cleanup()
  })

  /**
   * One request as hosted PostgREST runs it: the caller's role and claims, and no server-side
   * session check (null session id), so only the database can refuse.
   */
  const asHostedRequest = (sessionId: string, sql: string, values: string[] = []) => {
    const claims = { role: 'authenticated', sub: userId, session_id: sessionId }
    const settings: Statement = {
      text: REQUEST_SETTINGS,
      values: ['authenticated', JSON.stringify(claims), 'POST', null, '3600', '3600', '{}'],
    }
    return restDb.pipeline([settings, { text: sql, values }])
  }
  const insert = `INSERT INTO public.checklist_progress (user_id, checklist_type, item_index, completed)
    VALUES ($1, '${CHECKLIST}', 0, true)`

  it('lets a live session write and read its rows', async () => {
    await asHostedRequest(liveSession, insert, [userId])
    const [, read] = await asHostedRequest(
      liveSession,
      'SELECT count(*)::int AS n FROM public.checklist_progress',
    )
    expect(Number(read!.rows[0]!.n)).toBe(2)
  })

  it('refuses reads, writes and delete_my_account for a session that no longer exists', async () => {
    const gone = randomUUID()
    const ended = { code: 'PT401' }
    await expect(
      asHostedRequest(gone, 'SELECT count(*) FROM public.checklist_progress'),
    ).rejects.toMatchObject(ended)
    await expect(asHostedRequest(gone, insert, [userId])).rejects.toMatchObject(ended)
    await expect(
      asHostedRequest(gone, 'UPDATE public.profiles SET email = NULL'),
    ).rejects.toMatchObject(ended)
    await expect(asHostedRequest(gone, 'SELECT public.delete_my_account()')).rejects.toMatchObject(
      ended,
    )
    const { rows } = await db.query('SELECT 1 FROM auth.users WHERE id = $1', [userId])
    expect(rows).toHaveLength(1)
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  CHECKLIST,
  ON_CONFLICT,
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

type Item = { item_index: number; completed: boolean }
const byIndex = (rows: Item[] | null) =>
  [...(rows ?? [])].sort((a, b) => a.item_index - b.item_index)

describe.each(backends)('the site flow on $name', (backend) => {
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

  it('signs up, saves and reads progress, refreshes and signs out as the site does', async () => {
    const client = makeClient(server)
    const events: string[] = []
    client.auth.onAuthStateChange((event) => void events.push(event))
    const email = uniqueEmail()

    const signUp = await client.auth.signUp({
      email,
      password: PASSWORD,
      options: { emailRedirectTo: `${server.url}/` },
    })
    expect(signUp.error).toBeNull()
    expect(signUp.data.session?.expires_in).toBe(3600)
    expect(signUp.data.user?.email).toBe(email)
    expect(signUp.data.user?.email_confirmed_at).toBeTruthy()
    const userId = signUp.data.user!.id

    const profile = await client.from('profiles').insert({ id: userId, email })
    expect(profile.error).toBeNull()
    expect(profile.status).toBe(201)

    const toggles: [number, boolean][] = [
      [0, true],
      [5, true],
      [5, false],
      [19, true],
    ]
    for (const [index, completed] of toggles) {
      const saved = await client.from('checklist_progress').upsert(
        {
          user_id: userId,
          checklist_type: CHECKLIST,
          item_index: index,
          completed,
          updated_at: new Date().toISOString(),
        },
        { onConflict: ON_CONFLICT },
      )
      expect(saved.error).toBeNull()
      expect(saved.status).toBe(201)
    }
    const load = () =>
      client
        .from('checklist_progress')
        .select('item_index, completed')
        .eq('user_id', userId)
        .eq('checklist_type', CHECKLIST)
    const loaded = await load()
    expect(loaded.error).toBeNull()
    expect(byIndex(loaded.data)).toEqual([
      { item_index: 0, completed: true },
      { item_index: 5, completed: false },
      { item_index: 19, completed: true },
    ])

    const represented = await client
      .from('checklist_progress')
      .upsert(
        { user_id: userId, checklist_type: CHECKLIST, item_index: 7, completed: true },
        { onConflict: ON_CONFLICT },
      )
      .select()
    expect(represented.error).toBeNull()
    expect(represented.data).toHaveLength(1)
    expect(represented.data![0]).toMatchObject({ user_id: userId, item_index: 7, completed: true })

    // Several rows at once: supabase-js adds `columns="…"` to the URL.
    const batch = await client.from('checklist_progress').upsert(
      [10, 11].map((item_index) => ({
        user_id: userId,
        checklist_type: CHECKLIST,
        item_index,
        completed: item_index === 10,
      })),
      { onConflict: ON_CONFLICT },
    )
    expect(batch.error).toBeNull()
    expect(batch.status).toBe(201)
    expect((await load()).data).toHaveLength(6)

    const before = (await client.auth.getSession()).data.session!
    const refreshed = await client.auth.refreshSession()
    expect(refreshed.error).toBeNull()
    const after = refreshed.data.session!
    expect(after.refresh_token).not.toBe(before.refresh_token)
    expect((await client.auth.getUser()).data.user?.id).toBe(userId)
    expect((await load()).data).toHaveLength(6)

    expect((await client.auth.signOut()).error).toBeNull()
    expect((await client.auth.getSession()).data.session).toBeNull()
    const stale = await makeClient(server).auth.refreshSession({
      refresh_token: after.refresh_token,
    })
    expect(stale.error?.code).toBe('refresh_token_not_found')
    const oldToken = await api(server, '/auth/v1/user', {
      headers: { Authorization: `Bearer ${after.access_token}` },
    })
    expect(oldToken.status).toBe(403)
    expect(await oldToken.json()).toMatchObject({ code: 'session_not_found' })

    const again = await client.auth.signInWithPassword({
      email: email.toUpperCase(),
      password: PASSWORD,
    })
    expect(again.error).toBeNull()
    expect(again.data.user?.id).toBe(userId)
    expect((await load()).data).toHaveLength(6)
    expect(events).toEqual(
      expect.arrayContaining(['INITIAL_SESSION', 'SIGNED_IN', 'TOKEN_REFRESHED', 'SIGNED_OUT']),
    )
  })

  it('answers sign-up and sign-in errors in the shapes supabase-js understands', async () => {
    const { email } = await signedInUser(server)
    const client = makeClient(server)

    const taken = await client.auth.signUp({ email, password: PASSWORD })
    expect(taken.error).toMatchObject({ status: 422, code: 'user_already_exists' })

    const weak = await client.auth.signUp({ email: uniqueEmail(), password: 'short' })
    expect(weak.error?.name).toBe('AuthWeakPasswordError')
    expect(weak.error).toMatchObject({
      status: 422,
      code: 'weak_password',
      reasons: ['length', 'characters'],
    })

    const badEmail = await client.auth.signUp({ email: 'not an email', password: PASSWORD })
    expect(badEmail.error).toMatchObject({ status: 400, code: 'validation_failed' })

    const wrong = await client.auth.signInWithPassword({ email, password: 'Wrong-Password-1' })
    expect(wrong.error).toMatchObject({
      status: 400,
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    })
    const unknown = await client.auth.signInWithPassword({
      email: uniqueEmail(),
      password: PASSWORD,
    })
    expect(unknown.error).toMatchObject({ status: 400, code: 'invalid_credentials' })
    expect((await client.auth.getSession()).data.session).toBeNull()
  })

  it('keeps each user to their own profile and progress', async () => {
    const a = await signedInUser(server)
    const b = await signedInUser(server)
    expect(
      (await a.client.from('profiles').insert({ id: a.user.id, email: a.email })).error,
    ).toBeNull()
    const row = { user_id: a.user.id, checklist_type: CHECKLIST, item_index: 1, completed: true }
    expect(
      (await a.client.from('checklist_progress').upsert(row, { onConflict: ON_CONFLICT })).error,
    ).toBeNull()

    const peek = await b.client.from('checklist_progress').select('*').eq('user_id', a.user.id)
    expect(peek.error).toBeNull()
    expect(peek.data).toEqual([])
    expect((await b.client.from('checklist_progress').select('*')).data).toEqual([])
    expect((await b.client.from('profiles').select('*')).data).toEqual([])

    const overwrite = await b.client
      .from('checklist_progress')
      .upsert({ ...row, completed: false }, { onConflict: ON_CONFLICT })
    expect(overwrite.error).toMatchObject({ code: '42501' })
    expect(overwrite.status).toBe(403)

    const steal = await b.client.from('profiles').insert({ id: a.user.id, email: b.email })
    expect(steal.error).toMatchObject({ code: '42501' })

    const update = await b.client
      .from('checklist_progress')
      .update({ completed: false })
      .eq('user_id', a.user.id)
      .select()
    expect(update.error).toBeNull()
    expect(update.data).toEqual([])

    const remove = await b.client.from('checklist_progress').delete().eq('user_id', a.user.id)
    expect(remove.error).toMatchObject({ code: '42501' })

    const mine = await a.client.from('checklist_progress').select('item_index, completed')
    expect(mine.data).toEqual([{ item_index: 1, completed: true }])
    const profile = await a.client.from('profiles').select('id, email').single()
    expect(profile.data).toEqual({ id: a.user.id, email: a.email })
  })

  it('refuses writes and reads of private tables from visitors who are not signed in', async () => {
    const { user } = await signedInUser(server)
    const visitor = makeClient(server)
    const upsert = await visitor
      .from('checklist_progress')
      .upsert({ user_id: user.id, checklist_type: CHECKLIST, item_index: 2, completed: true })
    expect(upsert.error).toMatchObject({ code: '42501' })
    expect(upsert.status).toBe(401)
    expect((await visitor.from('profiles').insert({ id: user.id })).status).toBe(401)
    const read = await visitor.from('checklist_progress').select('*')
    expect(read.status).toBe(401)
    expect(read.data).toBeNull()
  })

  it('stores contact messages and suggestions that nobody can read back through the API', async () => {
    const service = makeClient(server, server.serviceRoleKey)
    const countOf = async (table: string) => {
      const { count, error } = await service.from(table).select('*', { count: 'exact', head: true })
      expect(error).toBeNull()
      return count ?? 0
    }
    const messagesBefore = await countOf('contact_messages')
    const suggestionsBefore = await countOf('suggestions')

    const visitor = makeClient(server)
    const message = {
      full_name: 'Pat Kealoha',
      email: 'pat@example.com',
      base: 'JBPHH',
      message: 'When does housing open?',
    }
    const sent = await visitor.from('contact_messages').insert(message)
    expect(sent.error).toBeNull()
    expect(sent.status).toBe(201)
    const { client } = await signedInUser(server)
    const suggested = await client
      .from('suggestions')
      .insert({ suggestion: 'Add a map of bases', email: '', category: '' })
    expect(suggested.error).toBeNull()

    const visitorRead = await visitor.from('contact_messages').select('*')
    expect(visitorRead.status).toBe(401)
    expect(visitorRead.error).toMatchObject({ code: '42501' })
    const userRead = await client.from('suggestions').select('*')
    expect(userRead.status).toBe(403)
    const echo = await visitor.from('contact_messages').insert(message).select()
    expect(echo.error).toMatchObject({ code: '42501' })

    const tooLong = await visitor
      .from('contact_messages')
      .insert({ ...message, message: 'x'.repeat(5001) })
    expect(tooLong.error).toMatchObject({ code: '23514' })
    expect(tooLong.status).toBe(400)
    const missing = await visitor
      .from('contact_messages')
      .insert({ email: 'pat@example.com', message: 'Hi' })
    expect(missing.error).toMatchObject({ code: '23502' })
    const backdated = await visitor
      .from('suggestions')
      .insert({ suggestion: 'x', created_at: '2000-01-01T00:00:00Z' })
    expect(backdated.error).toMatchObject({ code: '42501' })

    // Only the two valid inserts arrived.
    expect(await countOf('contact_messages')).toBe(messagesBefore + 1)
    expect(await countOf('suggestions')).toBe(suggestionsBefore + 1)
    const stored = await service
      .from('contact_messages')
      .select('full_name, base')
      .eq('email', message.email)
    expect(stored.data).toEqual([{ full_name: 'Pat Kealoha', base: 'JBPHH' }])
  })
})

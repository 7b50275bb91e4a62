/**
 * Issue 30, item 4 (audit H-4): one signed-in account cannot pile up rows or send filters whose
 * cost has no bound.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_PATTERN_LENGTH } from '../../server/api/rest-query.ts'
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

describe.each(backends)('bounded work per account on $name', (backend) => {
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

  it('stores only the site’s checklist, so an account holds at most 20 checklist rows', async () => {
    const { client, user } = await signedInUser(server)
    const made = await client
      .from('checklist_progress')
      .insert({ user_id: user.id, checklist_type: 'r1_0', item_index: 0, completed: true })
    expect(made.error?.code).toBe('23514')
    const all = Array.from({ length: 20 }, (_, i) => ({
      user_id: user.id,
      checklist_type: CHECKLIST,
      item_index: i,
      completed: true,
    }))
    const saved = await client.from('checklist_progress').upsert(all, { onConflict: ON_CONFLICT })
    expect(saved.error).toBeNull()
    const rows = await client.from('checklist_progress').select('item_index')
    expect(rows.data).toHaveLength(20)
  })

  it('refuses long like/ilike patterns and more than two of them before running anything', async () => {
    const { session, user } = await signedInUser(server)
    const get = (query: string) =>
      api(server, `/rest/v1/checklist_progress?select=item_index&${query}`, {
        headers: { Authorization: `Bearer ${session.access_token}` },
      })
    const long = 'a'.repeat(MAX_PATTERN_LENGTH + 1)
    const refused = await get(`checklist_type=ilike.${long}`)
    expect(refused.status).toBe(400)
    expect(await refused.json()).toMatchObject({ code: 'PGRST100' })
    const three = await get(
      'checklist_type=like.h*&checklist_type=ilike.*pcs&checklist_type=like.*',
    )
    expect(three.status).toBe(400)
    const short = await get(`checklist_type=ilike.hawaii*&user_id=eq.${user.id}`)
    expect(short.status).toBe(200)
  })
})

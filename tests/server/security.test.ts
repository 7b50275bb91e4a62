import { readFileSync } from 'node:fs'
import path from 'node:path'
import { SignJWT } from 'jose'
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

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')

async function sign(secret: string, claims: Record<string, unknown>, alg = 'HS256') {
  return new SignJWT(claims)
    .setProtectedHeader({ alg, typ: 'JWT' })
    .sign(new TextEncoder().encode(secret))
}

describe.each(backends)('requests that must be refused on $name', (backend) => {
  let storage: Storage
  let server: TestServer
  let secret: string
  let owner: Awaited<ReturnType<typeof signedInUser>>

  const rest = (pathAndQuery: string, token: string, init: RequestInit = {}) =>
    api(server, `/rest/v1/${pathAndQuery}`, {
      ...init,
      headers: {
        Authorization: `Bearer ${token}`,
        'Content-Type': 'application/json',
        ...init.headers,
      },
    })

  /** The owner's rows, read as the owner. */
  const ownerRows = async () => {
    const { data, error } = await owner.client
      .from('checklist_progress')
      .select('item_index, completed, checklist_type')
      .order('item_index')
    expect(error).toBeNull()
    return data
  }

  beforeAll(async () => {
    storage = await createStorage(backend)
    server = await startServer(storage)
    secret = readFileSync(path.join(storage.dataDir, 'jwt-secret'), 'utf8').trim()
    owner = await signedInUser(server)
    for (const item_index of [0, 1]) {
      const { error } = await owner.client
        .from('checklist_progress')
        .upsert(
          { user_id: owner.user.id, checklist_type: CHECKLIST, item_index, completed: true },
          { onConflict: ON_CONFLICT },
        )
      expect(error).toBeNull()
    }
  })
  afterAll(async () => {
    await server?.close()
    await storage?.cleanup()
  })

  it('keeps the JWT secret out of the repo: generated in the data dir', () => {
    expect(secret.length).toBeGreaterThanOrEqual(32)
  })

  it('refuses forged, expired, wrong-secret, wrong-issuer and wrong-audience tokens with 401 and changes nothing', async () => {
    const now = Math.floor(Date.now() / 1000)
    const claims = {
      sub: owner.user.id,
      role: 'authenticated',
      iss: 'local-supabase',
      aud: 'authenticated',
      session_id: owner.session.user.id,
      iat: now,
      exp: now + 3600,
    }
    const [header, , signature] = owner.session.access_token.split('.')
    const cases: [string, string, string][] = [
      ['expired', await sign(secret, { ...claims, iat: now - 7200, exp: now - 3600 }), 'PGRST303'],
      ['wrong secret', await sign('x'.repeat(48), claims), 'PGRST301'],
      ['alg none', `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`, 'PGRST301'],
      [
        'tampered payload',
        `${header}.${b64({ ...claims, role: 'service_role' })}.${signature}`,
        'PGRST301',
      ],
      ['unknown role', await sign(secret, { ...claims, role: 'postgres' }), 'PGRST301'],
      ['another issuer', await sign(secret, { ...claims, iss: 'elsewhere' }), 'PGRST301'],
      ['no issuer', await sign(secret, { ...claims, iss: undefined }), 'PGRST301'],
      ['another audience', await sign(secret, { ...claims, aud: 'admin' }), 'PGRST301'],
      ['no expiry', await sign(secret, { sub: owner.user.id, role: 'authenticated' }), 'PGRST301'],
      ['garbage', 'not-a-jwt', 'PGRST301'],
    ]
    for (const [label, token, code] of cases) {
      const write = await rest(`checklist_progress?on_conflict=${ON_CONFLICT}`, token, {
        method: 'POST',
        headers: { Prefer: 'resolution=merge-duplicates' },
        body: JSON.stringify({
          user_id: owner.user.id,
          checklist_type: CHECKLIST,
          item_index: 0,
          completed: false,
        }),
      })
      expect(write.status, label).toBe(401)
      expect(await write.json(), label).toMatchObject({ code })
      const read = await rest('checklist_progress?select=*', token)
      expect(read.status, label).toBe(401)
      const user = await api(server, '/auth/v1/user', {
        headers: { Authorization: `Bearer ${token}` },
      })
      expect(user.status, label).toBe(403)
      expect(await user.json(), label).toMatchObject({ code: 'bad_jwt' })
    }
    expect((await ownerRows())?.map((r) => r.completed)).toEqual([true, true])
  })

  it('requires one of the project API keys, as the Supabase gateway does', async () => {
    const noKey = await fetch(`${server.url}/rest/v1/checklist_progress`)
    expect(noKey.status).toBe(401)
    expect(await noKey.json()).toMatchObject({ message: 'No API key found in request' })
    const userTokenAsKey = await api(server, '/auth/v1/signup', {
      method: 'POST',
      headers: { apikey: owner.session.access_token, 'Content-Type': 'application/json' },
      body: '{}',
    })
    expect(userTokenAsKey.status).toBe(401)
    expect(await userTokenAsKey.json()).toMatchObject({ message: 'Invalid API key' })
  })

  it('answers malformed bodies with 4xx in each API’s shape', async () => {
    const token = owner.session.access_token
    const post = (body: string, type = 'application/json') =>
      rest('checklist_progress', token, { method: 'POST', body, headers: { 'Content-Type': type } })

    const broken = await post('{"user_id": ')
    expect(broken.status).toBe(400)
    expect(await broken.json()).toEqual({
      code: 'PGRST102',
      details: null,
      hint: null,
      message: 'Empty or invalid json',
    })
    for (const body of [
      '"text"',
      '42',
      '[1, 2]',
      'null',
      '[{"item_index": 1}, {"completed": true}]',
    ]) {
      expect((await post(body)).status, body).toBe(400)
    }
    expect((await post('item_index=1', 'text/plain')).status).toBe(415)
    const huge = await post(JSON.stringify({ checklist_type: 'x'.repeat(200_000) }))
    expect(huge.status).toBe(413)

    const authBroken = await api(server, '/auth/v1/signup', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"email": "a@b.c", ',
    })
    expect(authBroken.status).toBe(400)
    expect(authBroken.headers.get('x-supabase-api-version')).toBe('2024-01-01')
    expect(await authBroken.json()).toMatchObject({ code: 'bad_json' })
  })

  it('rejects unknown tables and columns', async () => {
    const token = owner.session.access_token
    const expectError = async (res: Response, status: number, code: string) => {
      expect(res.status, res.url).toBe(status)
      expect(await res.json(), res.url).toMatchObject({ code })
    }
    await expectError(await rest('no_such_table', token), 404, 'PGRST205')
    await expectError(await rest('users', token), 404, 'PGRST205')
    await expectError(await rest('checklist_progress?select=nope', token), 400, '42703')
    await expectError(await rest('checklist_progress?nope=eq.1', token), 400, '42703')
    await expectError(await rest('checklist_progress?order=nope.desc', token), 400, '42703')
    const body = JSON.stringify({
      user_id: owner.user.id,
      checklist_type: CHECKLIST,
      item_index: 3,
      nope: 1,
    })
    await expectError(
      await rest('checklist_progress', token, { method: 'POST', body }),
      400,
      'PGRST204',
    )
    const upsert = (onConflict: string) =>
      rest(`checklist_progress?on_conflict=${encodeURIComponent(onConflict)}`, token, {
        method: 'POST',
        headers: { Prefer: 'resolution=merge-duplicates' },
        body: JSON.stringify({ user_id: owner.user.id, checklist_type: CHECKLIST, item_index: 3 }),
      })
    await expectError(await upsert('nope'), 400, '42703')
    await expectError(await upsert('completed'), 400, '42P10')
  })

  it('treats injection attempts in select, filters, order and on_conflict as data or refuses them', async () => {
    const token = owner.session.access_token
    const q = encodeURIComponent
    const attempts: [string, RequestInit?][] = [
      [`checklist_progress?select=${q('item_index;drop table public.checklist_progress')}`],
      [`checklist_progress?select=${q('item_index,(select 1)')}`],
      [`checklist_progress?select=${q('item_index from public.profiles;--')}`],
      [`checklist_progress?select=${q('"item_index"')}`],
      [`checklist_progress?select=${q('x:item_index) t; drop table profiles;--')}`],
      [`checklist_progress?${q('user_id;drop table profiles')}=eq.1`],
      [`checklist_progress?checklist_type=eq.${q("x' or '1'='1")}`],
      [`checklist_progress?user_id=eq.${q("' or 1=1--")}`],
      [`checklist_progress?checklist_type=in.${q('("a\\"); drop table profiles;--")')}`],
      [`checklist_progress?order=${q('item_index;drop table profiles')}`],
      [`checklist_progress?limit=${q('1;drop table profiles')}`],
      [`checklist_progress?checklist_type=is.${q('null;drop table profiles')}`],
      [
        `checklist_progress?on_conflict=${q('user_id) do nothing; drop table profiles;--')}`,
        {
          method: 'POST',
          headers: { Prefer: 'resolution=merge-duplicates' },
          body: JSON.stringify({
            user_id: owner.user.id,
            checklist_type: CHECKLIST,
            item_index: 0,
            completed: false,
          }),
        },
      ],
      [
        `checklist_progress?columns=${q('completed);drop table profiles;--')}`,
        { method: 'POST', body: JSON.stringify({ completed: false }) },
      ],
      [
        'checklist_progress',
        { method: 'POST', body: JSON.stringify({ 'completed"); drop table profiles;--': false }) },
      ],
      [
        `checklist_progress?item_index=eq.0`,
        {
          method: 'PATCH',
          body: JSON.stringify({ 'completed = false; drop table profiles;--': 1 }),
        },
      ],
      [`${q('checklist_progress;drop table profiles')}`],
    ]
    for (const [pathAndQuery, init] of attempts) {
      const res = await rest(pathAndQuery, token, init)
      expect(res.status, pathAndQuery).toBeGreaterThanOrEqual(200)
      expect(res.status, pathAndQuery).toBeLessThan(500)
      if (res.ok) expect(await res.json(), pathAndQuery).toEqual([])
      else expect((await res.json()) as object, pathAndQuery).toHaveProperty('code')
    }
    expect(await ownerRows()).toEqual([
      { item_index: 0, completed: true, checklist_type: CHECKLIST },
      { item_index: 1, completed: true, checklist_type: CHECKLIST },
    ])
    const profiles = await owner.client.from('profiles').select('id')
    expect(profiles.error).toBeNull()
  })

  it('never answers bad input with a 5xx', async () => {
    const token = owner.session.access_token
    const json = (body: unknown) => ({ method: 'POST', body: JSON.stringify(body) })
    const restCases: [string, RequestInit?][] = [
      ['checklist_progress?item_index=eq.abc'],
      ['checklist_progress?item_index=gt.99999999999999'],
      ['checklist_progress?user_id=like.*x*'],
      ['checklist_progress?item_index=is.maybe'],
      ['checklist_progress?item_index=in.(1,2'],
      ['checklist_progress?item_index=not.'],
      ['checklist_progress?item_index=eq'],
      ['checklist_progress?item_index=fts.x'],
      ['checklist_progress?or=(item_index.eq.1)'],
      ['checklist_progress?limit=-1'],
      ['checklist_progress?select=item_index(*)'],
      ['checklist_progress?select=item_index::text'],
      ['checklist_progress', { headers: { 'Accept-Profile': 'auth' } }],
      ['checklist_progress', { headers: { Accept: 'application/vnd.pgrst.object+json' } }],
      [
        'checklist_progress',
        json({ user_id: owner.user.id, checklist_type: CHECKLIST, item_index: 25 }),
      ],
      [
        'checklist_progress',
        json({ user_id: owner.user.id, checklist_type: 'Bad Type', item_index: 2 }),
      ],
      [
        'checklist_progress',
        json({ user_id: owner.user.id, checklist_type: CHECKLIST, item_index: 'two' }),
      ],
      ['checklist_progress', json({ user_id: 'nope', checklist_type: CHECKLIST, item_index: 2 })],
      [
        'checklist_progress',
        json({ user_id: owner.user.id, checklist_type: 'a\u0000b', item_index: 2 }),
      ],
      [
        'checklist_progress',
        json({ user_id: owner.user.id, checklist_type: CHECKLIST, item_index: 0 }),
      ],
      ['checklist_progress', json([])],
      ['checklist_progress', json({})],
      ['checklist_progress', { method: 'PATCH', body: JSON.stringify({ completed: false }) }],
      ['checklist_progress?item_index=eq.0', { method: 'PATCH', body: '[{"completed": false}]' }],
      ['checklist_progress', { method: 'DELETE' }],
      ['checklist_progress', { method: 'PUT', body: '{}' }],
      ['rpc/anything', json({})],
      ['', {}],
    ]
    for (const [pathAndQuery, init] of restCases) {
      const res = await rest(pathAndQuery, token, init)
      expect(res.status, `${init?.method ?? 'GET'} ${pathAndQuery}`).toBeLessThan(500)
      const text = await res.text()
      if (!res.ok) expect(JSON.parse(text), pathAndQuery).toHaveProperty('message')
    }
    const auth = (path: string, body: unknown, headers: Record<string, string> = {}) =>
      api(server, `/auth/v1/${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify(body),
      })
    const authCases = [
      await auth('signup', { email: `${'a'.repeat(300)}@example.com`, password: 'Long-Enough-1' }),
      await auth('signup', { email: 'x@example.com', password: 12345678 }),
      await auth('signup', { email: 'x@example.com', password: 'Long-Enough-1', data: 'nope' }),
      await auth('signup', { email: 'x@example.com', password: 'p'.repeat(5000) }),
      await auth('signup', []),
      await auth('token?grant_type=password', { email: 'x@example.com' }),
      await auth('token?grant_type=refresh_token', { refresh_token: 42 }),
      await auth('token?grant_type=refresh_token', { refresh_token: 'not-a-token' }),
      await auth('token?grant_type=magic', {}),
      await auth('logout?scope=everyone', {}, { Authorization: `Bearer ${token}` }),
      await auth('logout', {}),
      await api(server, '/auth/v1/verify?token=junk&type=signup&redirect_to=javascript:alert(1)', {
        redirect: 'manual',
      }),
      await api(server, '/auth/v1/admin/users'),
    ]
    for (const res of authCases) {
      expect(res.status, res.url).toBeGreaterThanOrEqual(300)
      expect(res.status, res.url).toBeLessThan(500)
    }
    const redirect = authCases[11]!.headers.get('location') ?? ''
    expect(redirect.startsWith(`${server.url}/#error=access_denied`)).toBe(true)
    expect(await ownerRows()).toHaveLength(2)
  })
})

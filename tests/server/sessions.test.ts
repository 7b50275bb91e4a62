import { decodeJwt } from 'jose'
import { DEFAULT_SESSION_POLICY } from '../../server/api/auth-store.ts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  PASSWORD,
  api,
  backends,
  createStorage,
  lastMailTo,
  makeClient,
  signedInUser,
  startServer,
  uniqueEmail,
  verifyLinkIn,
  type Storage,
  type TestServer,
} from './helpers.ts'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe.each(backends)('sessions on $name', (backend) => {
  let storage: Storage
  let server: TestServer

  beforeAll(async () => {
    storage = await createStorage(backend)
    // A one-second reuse interval keeps the reuse tests short.
    server = await startServer(storage, {
      sessionPolicy: { ...DEFAULT_SESSION_POLICY, reuseIntervalSeconds: 1 },
    })
  })
  afterAll(async () => {
    await server?.close()
    await storage?.cleanup()
  })

  const refresh = (token: string) =>
    makeClient(server).auth.refreshSession({ refresh_token: token })

  it('issues one-hour access tokens that carry the claims RLS reads', async () => {
    const { user, session } = await signedInUser(server)
    const claims = decodeJwt(session.access_token)
    expect(claims.exp! - claims.iat!).toBe(3600)
    expect(session.expires_in).toBe(3600)
    expect(claims).toMatchObject({ sub: user.id, role: 'authenticated', aud: 'authenticated' })
    expect(typeof claims.session_id).toBe('string')
  })

  it('rotates refresh tokens, and one reused after the reuse interval revokes the whole session', async () => {
    const { client, session } = await signedInUser(server)
    const first = session.refresh_token
    const second = (await client.auth.refreshSession()).data.session!
    const third = (await client.auth.refreshSession()).data.session!
    expect(new Set([first, second.refresh_token, third.refresh_token]).size).toBe(3)
    await sleep(1100)

    const reuse = await refresh(first)
    expect(reuse.error).toMatchObject({ status: 400, code: 'refresh_token_already_used' })
    expect(reuse.data.session).toBeNull()

    // The legitimate holder is signed out too: the family is gone.
    expect((await refresh(third.refresh_token)).error?.code).toBe('refresh_token_not_found')
    const user = await api(server, '/auth/v1/user', {
      headers: { Authorization: `Bearer ${third.access_token}` },
    })
    expect(user.status).toBe(403)
    expect(await user.json()).toMatchObject({ code: 'session_not_found' })
  })

  it('keeps two tabs that refresh with the same token at once signed in', async () => {
    const { session } = await signedInUser(server)
    const results = await Promise.all([
      refresh(session.refresh_token),
      refresh(session.refresh_token),
    ])
    expect(results.map((r) => r.error)).toEqual([null, null])
    const [a, b] = results.map((r) => r.data.session!)
    expect(a!.refresh_token).not.toBe(b!.refresh_token)
    // Both tabs go on refreshing; the session was not revoked.
    expect((await refresh(a!.refresh_token)).error).toBeNull()
    expect((await refresh(b!.refresh_token)).error).toBeNull()
  })

  it('signs out this device, the other devices, or all of them', async () => {
    const { client: one, email } = await signedInUser(server)
    const device = async () => {
      const client = makeClient(server)
      const { error } = await client.auth.signInWithPassword({ email, password: PASSWORD })
      expect(error).toBeNull()
      return client
    }
    const two = await device()
    const three = await device()
    const token = async (c: typeof one) => (await c.auth.getSession()).data.session!.refresh_token
    const twoToken = await token(two)
    const threeToken = await token(three)

    expect((await one.auth.signOut({ scope: 'others' })).error).toBeNull()
    expect((await refresh(twoToken)).error?.code).toBe('refresh_token_not_found')
    expect((await refresh(threeToken)).error?.code).toBe('refresh_token_not_found')
    expect((await one.auth.refreshSession()).error).toBeNull()

    const four = await device()
    expect((await four.auth.signOut({ scope: 'local' })).error).toBeNull()
    expect((await four.auth.getSession()).data.session).toBeNull()
    const oneToken = await token(one)
    expect((await one.auth.getUser()).error).toBeNull()

    const five = await device()
    const fiveToken = await token(five)
    expect((await one.auth.signOut()).error).toBeNull()
    expect((await refresh(oneToken)).error?.code).toBe('refresh_token_not_found')
    expect((await refresh(fiveToken)).error?.code).toBe('refresh_token_not_found')
  })
})

describe('e-mail confirmation when AUTH_REQUIRE_EMAIL_CONFIRMATION=true', () => {
  let storage: Storage
  let server: TestServer
  // The auth routes' clock, moved on past the one-mail-a-minute limit where a test needs it.
  let ahead = 0
  const aMinuteLater = () => (ahead += 61_000)

  beforeAll(async () => {
    storage = await createStorage({ name: 'pglite' })
    server = await startServer(storage, {
      requireEmailConfirmation: true,
      now: () => Date.now() + ahead,
    })
  })
  afterAll(async () => {
    await server?.close()
    await storage?.cleanup()
  })

  const linkFor = (email: string) => verifyLinkIn(lastMailTo(server, email))

  async function confirmedUser() {
    const email = uniqueEmail()
    const client = makeClient(server)
    expect((await client.auth.signUp({ email, password: PASSWORD })).error).toBeNull()
    expect((await fetch(linkFor(email)!, { redirect: 'manual' })).status).toBe(303)
    expect((await client.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull()
    return { client, email }
  }

  it('sends no session until the link in the e-mail is opened', async () => {
    const client = makeClient(server)
    const email = uniqueEmail()
    const redirectTo = `${server.url}/auth`
    const signUp = await client.auth.signUp({
      email,
      password: PASSWORD,
      options: { emailRedirectTo: redirectTo },
    })
    expect(signUp.error).toBeNull()
    expect(signUp.data.session).toBeNull()
    expect(typeof signUp.data.user?.id).toBe('string')
    expect((await client.auth.getSession()).data.session).toBeNull()

    // The site inserts the profile right after sign-up; without a session RLS refuses it.
    const profile = await client.from('profiles').insert({ id: signUp.data.user!.id, email })
    expect(profile.status).toBe(401)

    const early = await client.auth.signInWithPassword({ email, password: PASSWORD })
    expect(early.error).toMatchObject({ status: 400, code: 'email_not_confirmed' })

    const link = linkFor(email)
    expect(link).toBeDefined()
    expect(JSON.stringify(server.logs)).not.toContain(new URL(link!).searchParams.get('token'))
    const opened = await fetch(link!, { redirect: 'manual' })
    expect(opened.status).toBe(303)
    const location = new URL(opened.headers.get('location')!)
    expect(`${location.origin}${location.pathname}`).toBe(redirectTo)
    const fragment = new URLSearchParams(location.hash.slice(1))
    expect(fragment.get('token_type')).toBe('bearer')
    expect(fragment.get('type')).toBe('signup')
    expect(fragment.get('expires_in')).toBe('3600')
    const user = await api(server, '/auth/v1/user', {
      headers: { Authorization: `Bearer ${fragment.get('access_token')}` },
    })
    expect(await user.json()).toMatchObject({ email, email_confirmed_at: expect.any(String) })

    const again = await fetch(link!, { redirect: 'manual' })
    expect(again.headers.get('location')).toContain('#error=access_denied')

    const signIn = await client.auth.signInWithPassword({ email, password: PASSWORD })
    expect(signIn.error).toBeNull()
  })

  it('does not reveal whether an address is registered, and never redirects off-site', async () => {
    const email = uniqueEmail()
    const client = makeClient(server)
    expect((await client.auth.signUp({ email, password: PASSWORD })).error).toBeNull()
    aMinuteLater()
    const repeat = await client.auth.signUp({
      email,
      password: PASSWORD,
      options: { emailRedirectTo: 'https://evil.example/steal' },
    })
    expect(repeat.error).toBeNull()
    expect(repeat.data.session).toBeNull()
    const link = new URL(linkFor(email)!)
    expect(link.searchParams.get('redirect_to')).toBe(`${server.url}/`)
  })

  it('sends an address one mail a minute, whatever the kind and whoever asks', async () => {
    const email = uniqueEmail()
    const client = makeClient(server)
    expect((await client.auth.signUp({ email, password: PASSWORD })).error).toBeNull()
    const tooSoon = { status: 429, code: 'over_email_send_rate_limit' }
    // Sign-up's confirmation, then a recovery or a second sign-up to the same address.
    expect((await client.auth.resetPasswordForEmail(email)).error).toMatchObject(tooSoon)
    expect((await client.auth.signUp({ email, password: PASSWORD })).error).toMatchObject(tooSoon)
    aMinuteLater()
    expect((await client.auth.resetPasswordForEmail(email)).error).toBeNull()
    // A recovery asked for an address, then an e-mail change that names it as the new one.
    const target = uniqueEmail()
    expect((await client.auth.resetPasswordForEmail(target)).error).toBeNull()
    const other = await confirmedUser()
    const change = await other.client.auth.updateUser({
      email: target,
      current_password: PASSWORD,
    })
    expect(change.error).toMatchObject(tooSoon)
    aMinuteLater()
    expect(
      (await other.client.auth.updateUser({ email: target, current_password: PASSWORD })).error,
    ).toBeNull()
  })

  it('answers a repeated sign-up alike for a confirmed and an unknown address', async () => {
    const confirmed = await confirmedUser()
    aMinuteLater()
    const unknown = uniqueEmail()
    const client = makeClient(server)
    const signUp = (email: string) => client.auth.signUp({ email, password: PASSWORD })
    for (const email of [confirmed.email, unknown]) {
      const first = await signUp(email)
      expect(first.error).toBeNull()
      expect(first.data.session).toBeNull()
    }
    for (const email of [confirmed.email, unknown]) {
      const again = await signUp(email)
      expect(again.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' })
    }
  })
})

describe('rate limits', () => {
  let storage: Storage
  let server: TestServer

  beforeAll(async () => {
    storage = await createStorage({ name: 'pglite' })
  })
  afterAll(async () => {
    await server?.close()
    await storage?.cleanup()
  })

  it('allows 3 sign-ups and 5 failed sign-ins per e-mail in 15 minutes, then 429', async () => {
    server = await startServer(storage, { authRateLimitPerIp: 1000 })
    const client = makeClient(server)
    const email = uniqueEmail()
    expect((await client.auth.signUp({ email, password: PASSWORD })).error).toBeNull()
    await client.auth.signOut()
    for (let i = 0; i < 2; i++) {
      expect((await client.auth.signUp({ email, password: PASSWORD })).error?.code).toBe(
        'user_already_exists',
      )
    }
    const blocked = await client.auth.signUp({ email, password: PASSWORD })
    expect(blocked.error).toMatchObject({
      status: 429,
      message: 'Too many signup attempts. Please try again in 15 minutes.',
    })
    expect(
      (await client.auth.signUp({ email: uniqueEmail(), password: PASSWORD })).error,
    ).toBeNull()
    await client.auth.signOut()

    for (let i = 0; i < 5; i++) {
      const wrong = await client.auth.signInWithPassword({ email, password: `Wrong-${i}-Password` })
      expect(wrong.error?.code).toBe('invalid_credentials')
    }
    const locked = await client.auth.signInWithPassword({ email, password: PASSWORD })
    expect(locked.error).toMatchObject({
      status: 429,
      message: 'Too many signin attempts. Please try again in 15 minutes.',
    })
    await server.close()
  })

  it('allows AUTH_RATE_LIMIT_PER_IP sign-up and sign-in requests per 5 minutes per IP', async () => {
    server = await startServer(storage, { authRateLimitPerIp: 30 })
    const client = makeClient(server)
    let allowed = 0
    let refused: { status?: number; code?: string } | undefined
    for (let i = 0; i < 40 && !refused; i++) {
      const { error } =
        i % 2 === 0
          ? await client.auth.signInWithPassword({ email: uniqueEmail(), password: PASSWORD })
          : await client.auth.signUp({ email: uniqueEmail(), password: 'short' })
      if (error?.status === 429) refused = { status: error.status, code: error.code }
      else allowed++
    }
    expect(allowed).toBe(30)
    expect(refused).toMatchObject({ status: 429, code: 'over_request_rate_limit' })
    await server.close()
  })

  it('limits all API requests per IP (RATE_LIMIT_PER_MINUTE)', async () => {
    server = await startServer(storage, { requestRateLimitPerMinute: 20 })
    const statuses: number[] = []
    for (let i = 0; i < 20; i++) {
      statuses.push((await api(server, '/rest/v1/checklist_progress?select=item_index')).status)
    }
    expect(statuses).toEqual(Array(20).fill(401))
    const last = await api(server, '/rest/v1/checklist_progress')
    expect(last.status).toBe(429)
    expect(await last.json()).toMatchObject({
      code: 'over_request_rate_limit',
      message: expect.any(String),
    })
    const auth = await api(server, '/auth/v1/settings')
    expect(auth.status).toBe(429)
    expect(auth.headers.get('x-supabase-api-version')).toBe('2024-01-01')
    expect(await auth.json()).toMatchObject({ code: 'over_request_rate_limit' })
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  CHECKLIST,
  ON_CONFLICT,
  PASSWORD,
  api,
  backends,
  createStorage,
  lastMailTo,
  mailTo,
  makeClient,
  signedInUser,
  startServer,
  uniqueEmail,
  verifyLinkIn,
  type Storage,
  type TestServer,
} from './helpers.ts'

const NEW_PASSWORD = 'Another-Horse-42'

/** Opens an e-mailed link as a browser would and returns the fragment it lands on. */
async function follow(link: string) {
  const res = await fetch(link, { redirect: 'manual' })
  expect(res.status).toBe(303)
  const location = new URL(res.headers.get('location')!)
  return { location, fragment: new URLSearchParams(location.hash.slice(1)) }
}

describe.each(backends)('account on $name', (backend) => {
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

  describe('forgotten password', () => {
    it('answers the same for a known and an unknown address, and mails only the known one', async () => {
      const { email } = await signedInUser(server)
      const unknown = uniqueEmail('nobody')
      const client = makeClient(server)
      const known = await client.auth.resetPasswordForEmail(email)
      const missing = await client.auth.resetPasswordForEmail(unknown)
      expect(known).toEqual(missing)
      expect(known.error).toBeNull()
      const mail = await mailTo(server, email)
      expect(lastMailTo(server, unknown)).toBeUndefined()
      expect(mail?.subject).toContain('Hawaii PCS Planner')
      expect(mail?.html).toContain('<a href="')
      expect(verifyLinkIn(mail)).toBeDefined()
      expect(JSON.stringify(server.logs)).not.toContain(
        new URL(verifyLinkIn(mail)!).searchParams.get('token'),
      )
    })

    it('signs in through the link once and sets a new password without the old one', async () => {
      const { email } = await signedInUser(server)
      const client = makeClient(server)
      const redirectTo = `${server.url}/reset-password`
      await client.auth.resetPasswordForEmail(email, { redirectTo })
      const link = verifyLinkIn(await mailTo(server, email))!
      const { location, fragment } = await follow(link)
      expect(`${location.origin}${location.pathname}`).toBe(redirectTo)
      expect(fragment.get('type')).toBe('recovery')

      const set = await client.auth.setSession({
        access_token: fragment.get('access_token')!,
        refresh_token: fragment.get('refresh_token')!,
      })
      expect(set.error).toBeNull()
      const weak = await client.auth.updateUser({ password: 'short' })
      expect(weak.error).toMatchObject({ status: 422, code: 'weak_password' })
      expect((await client.auth.updateUser({ password: NEW_PASSWORD })).error).toBeNull()

      const again = await follow(link)
      expect(again.fragment.get('error_code')).toBe('otp_expired')
      const fresh = makeClient(server)
      const old = await fresh.auth.signInWithPassword({ email, password: PASSWORD })
      expect(old.error?.code).toBe('invalid_credentials')
      const signIn = await fresh.auth.signInWithPassword({ email, password: NEW_PASSWORD })
      expect(signIn.error).toBeNull()
    })

    it('refuses a forged link and a link of the wrong type', async () => {
      const { email } = await signedInUser(server)
      await makeClient(server).auth.resetPasswordForEmail(email)
      const link = new URL(verifyLinkIn(await mailTo(server, email))!)
      link.searchParams.set('type', 'email_change')
      expect((await follow(link.toString())).fragment.get('error_code')).toBe('otp_expired')
      link.searchParams.set('type', 'recovery')
      link.searchParams.set('token', 'forged-token')
      expect((await follow(link.toString())).fragment.get('error_code')).toBe('otp_expired')
    })

    it('sends one recovery e-mail per address per 60 seconds', async () => {
      const { email } = await signedInUser(server)
      const client = makeClient(server)
      expect((await client.auth.resetPasswordForEmail(email)).error).toBeNull()
      const second = await client.auth.resetPasswordForEmail(email)
      expect(second.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' })
    })

    it('answers a malformed address with a validation error', async () => {
      const res = await api(server, '/auth/v1/recover', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'not an address' }),
      })
      expect(res.status).toBe(400)
      expect(await res.json()).toMatchObject({ code: 'validation_failed' })
    })
  })

  describe('change password', () => {
    it('requires the current password and refuses a wrong one', async () => {
      const { client } = await signedInUser(server)
      const none = await client.auth.updateUser({ password: NEW_PASSWORD })
      expect(none.error).toMatchObject({ status: 400, code: 'current_password_required' })
      const wrong = await client.auth.updateUser({
        password: NEW_PASSWORD,
        current_password: 'Not-The-Password-1',
      })
      expect(wrong.error).toMatchObject({ status: 400, code: 'current_password_mismatch' })
    })

    it('refuses a weak or unchanged password', async () => {
      const { client } = await signedInUser(server)
      const weak = await client.auth.updateUser({ password: 'short', current_password: PASSWORD })
      expect(weak.error).toMatchObject({ status: 422, code: 'weak_password' })
      const same = await client.auth.updateUser({ password: PASSWORD, current_password: PASSWORD })
      expect(same.error).toMatchObject({ status: 422, code: 'same_password' })
    })

    it('changes the password, keeps this session and ends the others', async () => {
      const { client, email } = await signedInUser(server)
      const other = makeClient(server)
      expect((await other.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull()
      const otherRefresh = (await other.auth.getSession()).data.session!.refresh_token
      const changed = await client.auth.updateUser({
        password: NEW_PASSWORD,
        current_password: PASSWORD,
      })
      expect(changed.error).toBeNull()
      expect((await client.auth.getUser()).error).toBeNull()
      expect((await other.auth.getUser()).error).not.toBeNull()
      const again = await makeClient(server).auth.refreshSession({ refresh_token: otherRefresh })
      expect(again.error?.code).toBe('refresh_token_not_found')
      const fresh = makeClient(server)
      const signIn = await fresh.auth.signInWithPassword({ email, password: NEW_PASSWORD })
      expect(signIn.error).toBeNull()
    })
  })

  describe('change e-mail', () => {
    it('mails a link to both addresses; the account moves once both are open, signing nobody in', async () => {
      const { client, email, user } = await signedInUser(server)
      expect((await client.from('profiles').insert({ id: user.id, email })).error).toBeNull()
      const newEmail = uniqueEmail('moved')
      const update = await client.auth.updateUser({ email: newEmail, current_password: PASSWORD })
      expect(update.error).toBeNull()
      expect(update.data.user?.email).toBe(email)
      expect(update.data.user?.new_email).toBe(newEmail)

      const toCurrent = verifyLinkIn(lastMailTo(server, email))!
      const toNew = verifyLinkIn(lastMailTo(server, newEmail))!
      expect(lastMailTo(server, email)?.text).toContain(newEmail)
      expect(lastMailTo(server, newEmail)?.text).toContain(email)
      const first = await follow(toNew)
      expect(first.fragment.get('access_token')).toBeNull()
      expect(first.fragment.get('message')).toContain('confirm link sent to the other email')
      expect((await client.auth.getUser()).data.user?.email).toBe(email)
      const second = await follow(toCurrent)
      expect(second.fragment.get('access_token')).toBeNull()
      expect(second.fragment.get('message')).toBe('Your email address has been changed')

      const fresh = makeClient(server)
      const old = await fresh.auth.signInWithPassword({ email, password: PASSWORD })
      expect(old.error?.code).toBe('invalid_credentials')
      const moved = await fresh.auth.signInWithPassword({ email: newEmail, password: PASSWORD })
      expect(moved.error).toBeNull()
      expect(moved.data.user?.email).toBe(newEmail)
      const profile = await fresh.from('profiles').select('email').eq('id', user.id).single()
      expect(profile.data?.email).toBe(newEmail)
    })

    it('refuses an address another account uses', async () => {
      const { client } = await signedInUser(server)
      const { email: taken } = await signedInUser(server)
      const update = await client.auth.updateUser({ email: taken, current_password: PASSWORD })
      expect(update.error).toMatchObject({ status: 422, code: 'email_exists' })
    })

    it('refuses PUT /user without a session', async () => {
      const res = await api(server, '/auth/v1/user', {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ password: NEW_PASSWORD }),
      })
      expect(res.status).toBe(401)
    })
  })

  describe('delete my account', () => {
    it('removes the account and every row of it, and nobody else’s', async () => {
      const { client, user, email } = await signedInUser(server)
      const bystander = await signedInUser(server)
      for (const who of [
        { c: client, id: user.id, email },
        { c: bystander.client, id: bystander.user.id, email: bystander.email },
      ]) {
        expect((await who.c.from('profiles').insert({ id: who.id, email: who.email })).error).toBe(
          null,
        )
        const row = { user_id: who.id, checklist_type: CHECKLIST, item_index: 3, completed: true }
        expect(
          (await who.c.from('checklist_progress').upsert(row, { onConflict: ON_CONFLICT })).error,
        ).toBeNull()
      }

      const deleted = await client.rpc('delete_my_account')
      expect(deleted.error).toBeNull()
      expect((await client.auth.getUser()).error).not.toBeNull()
      const fresh = makeClient(server)
      const signIn = await fresh.auth.signInWithPassword({ email, password: PASSWORD })
      expect(signIn.error?.code).toBe('invalid_credentials')

      // The service role sees every row: none of the deleted user's are left.
      const admin = makeClient(server, server.serviceRoleKey)
      const rows = await admin.from('checklist_progress').select('user_id')
      expect(rows.data?.map((r) => r.user_id)).not.toContain(user.id)
      expect(rows.data?.map((r) => r.user_id)).toContain(bystander.user.id)
      const profiles = await admin.from('profiles').select('id')
      expect(profiles.data?.map((r) => r.id)).toEqual(
        expect.not.arrayContaining([user.id]) as unknown,
      )
      expect((await bystander.client.auth.getUser()).error).toBeNull()
    })

    it('cannot be called without signing in', async () => {
      const anon = await makeClient(server).rpc('delete_my_account')
      expect(anon.error?.code).toBe('42501')
      expect(anon.status).toBe(401)
    })

    it('answers an unknown function with PostgREST’s 404', async () => {
      const { client } = await signedInUser(server)
      const missing = await client.rpc('drop_everything')
      expect(missing.status).toBe(404)
      expect(missing.error?.code).toBe('PGRST202')
    })

    it('calls a function only with exactly its own arguments', async () => {
      const { client } = await signedInUser(server)
      const extra = await client.rpc('delete_my_account', { everyone: true })
      expect(extra.status).toBe(404)
      expect(extra.error?.message).toBe(
        'Could not find the function public.delete_my_account(everyone) in the schema cache',
      )
      const wrong = await client.rpc('join_household', { code: 'x' })
      expect(wrong.status).toBe(404)
      // The account is still there.
      expect((await client.from('checklist_progress').select('item_index')).error).toBeNull()
    })
  })
})

describe('the per-IP auth limit', () => {
  let storage: Storage
  let server: TestServer

  beforeAll(async () => {
    storage = await createStorage({ name: 'pglite' })
    server = await startServer(storage, { authRateLimitPerIp: 2 })
  })
  afterAll(async () => {
    await server?.close()
    await storage?.cleanup()
  })

  it('counts recovery requests with sign-ups and sign-ins', async () => {
    const client = makeClient(server)
    expect((await client.auth.resetPasswordForEmail(uniqueEmail())).error).toBeNull()
    expect((await client.auth.resetPasswordForEmail(uniqueEmail())).error).toBeNull()
    const third = await client.auth.resetPasswordForEmail(uniqueEmail())
    expect(third.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' })
    const signIn = await client.auth.signInWithPassword({
      email: uniqueEmail(),
      password: PASSWORD,
    })
    expect(signIn.error?.status).toBe(429)
  })
})

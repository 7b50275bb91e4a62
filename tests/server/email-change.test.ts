/**
 * Issue 30, item 1 (audit H-1, M-4, M-5, L-6): a borrowed session cannot move the account to
 * another address. The change needs the current password and both mailboxes, its links sign
 * nobody in, and every link still out dies on a new password, on sign-out elsewhere and when the
 * address changes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
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

/** Opens an e-mailed link as a browser would and returns the fragment it lands on. */
async function follow(link: string) {
  const res = await fetch(link, { redirect: 'manual' })
  expect(res.status).toBe(303)
  return new URLSearchParams(new URL(res.headers.get('location')!).hash.slice(1))
}

describe.each(backends)('e-mail change on $name', (backend) => {
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

  /** A user who asked to move to a new address; the two links it mailed. */
  async function pendingChange() {
    const owner = await signedInUser(server)
    const newEmail = uniqueEmail('new')
    const asked = await owner.client.auth.updateUser({
      email: newEmail,
      current_password: PASSWORD,
    })
    expect(asked.error).toBeNull()
    const toNew = verifyLinkIn(lastMailTo(server, newEmail))!
    const toCurrent = verifyLinkIn(lastMailTo(server, owner.email))!
    return { ...owner, newEmail, toNew, toCurrent }
  }

  it('refuses a change without the current password, or with a wrong one, and mails nothing', async () => {
    const { client } = await signedInUser(server)
    const target = uniqueEmail('target')
    const bare = await client.auth.updateUser({ email: target })
    expect(bare.error).toMatchObject({ status: 400, code: 'current_password_required' })
    const wrong = await client.auth.updateUser({ email: target, current_password: 'Wrong-Pass-1' })
    expect(wrong.error).toMatchObject({ status: 400, code: 'current_password_mismatch' })
    expect(lastMailTo(server, target)).toBeUndefined()
  })

  it('does not move the account on the new address’s link alone', async () => {
    const { email, newEmail, toNew } = await pendingChange()
    expect((await follow(toNew)).get('access_token')).toBeNull()
    const signIn = await makeClient(server).auth.signInWithPassword({ email, password: PASSWORD })
    expect(signIn.error).toBeNull()
    const moved = await makeClient(server).auth.signInWithPassword({
      email: newEmail,
      password: PASSWORD,
    })
    expect(moved.error?.code).toBe('invalid_credentials')
  })

  it('ends pending links on a password change', async () => {
    const { client, toNew, toCurrent } = await pendingChange()
    const changed = await client.auth.updateUser({
      password: 'Brand-New-Pass-7',
      current_password: PASSWORD,
    })
    expect(changed.error).toBeNull()
    expect((await follow(toNew)).get('error_code')).toBe('otp_expired')
    expect((await follow(toCurrent)).get('error_code')).toBe('otp_expired')
  })

  it('ends pending links on sign-out everywhere else', async () => {
    const { session, toNew, toCurrent } = await pendingChange()
    const out = await api(server, '/auth/v1/logout?scope=others', {
      method: 'POST',
      headers: { Authorization: `Bearer ${session.access_token}` },
    })
    expect(out.status).toBe(204)
    expect((await follow(toCurrent)).get('error_code')).toBe('otp_expired')
    expect((await follow(toNew)).get('error_code')).toBe('otp_expired')
  })

  it('ends a recovery link sent to the old address once the address changed', async () => {
    const owner = await signedInUser(server)
    await makeClient(server).auth.resetPasswordForEmail(owner.email)
    const recovery = verifyLinkIn(await mailTo(server, owner.email))!
    const newEmail = uniqueEmail('moved')
    await owner.client.auth.updateUser({ email: newEmail, current_password: PASSWORD })
    await follow(verifyLinkIn(lastMailTo(server, newEmail))!)
    expect((await follow(verifyLinkIn(lastMailTo(server, owner.email))!)).get('message')).toBe(
      'Your email address has been changed',
    )
    expect((await follow(recovery)).get('error_code')).toBe('otp_expired')
  })

  it('limits mail to one recipient, whichever account asks', async () => {
    const target = uniqueEmail('target')
    const first = await signedInUser(server)
    const second = await signedInUser(server)
    const one = await first.client.auth.updateUser({ email: target, current_password: PASSWORD })
    expect(one.error).toBeNull()
    const two = await second.client.auth.updateUser({ email: target, current_password: PASSWORD })
    expect(two.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' })
  })
})

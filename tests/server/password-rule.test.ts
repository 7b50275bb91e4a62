/**
 * Issue 36 (server half): the server refuses a new password the site's form refuses, in the
 * form's words, and a password set before the rule still signs in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabases } from '../../server/api/index.ts'
import { hashPassword } from '../../server/api/passwords.ts'
import { createLogger } from '../../server/log.ts'
import { passwordProblems } from '../../src/lib/password-rule.ts'
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

const OLD_STYLE = 'all-lowercase-words'
const oldEmail = uniqueEmail('old')

describe.each(backends)('the password rule on $name', (backend) => {
  let storage: Storage
  let server: TestServer

  beforeAll(async () => {
    storage = await createStorage(backend)
    // An account whose password was set before the rule.
    const { db, restDb } = await openDatabases(storage, createLogger('silent'))
    await db.query(
      `INSERT INTO auth.users (email, encrypted_password, email_confirmed_at) VALUES ($1, $2, now())`,
      [oldEmail, await hashPassword(OLD_STYLE, 12)],
    )
    if (restDb !== db) await restDb.close()
    await db.close()
    server = await startServer(storage)
  })
  afterAll(async () => {
    await server?.close()
    await storage?.cleanup()
  })

  it('refuses at sign-up what the form refuses, in the form’s words', async () => {
    const res = await api(server, '/auth/v1/signup', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: uniqueEmail(), password: OLD_STYLE }),
    })
    expect(res.status).toBe(422)
    const body = (await res.json()) as { code: string; message: string }
    expect(body.code).toBe('weak_password')
    expect(body.message).toBe(passwordProblems(OLD_STYLE).join(' '))
    expect(body.message).toContain('Password must contain at least one uppercase letter')
  })

  it('refuses it as a new password too', async () => {
    const { client } = await signedInUser(server)
    const weak = await client.auth.updateUser({
      password: 'NOLOWERCASE1',
      current_password: PASSWORD,
    })
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password' })
    expect(weak.error?.message).toBe('Password must contain at least one lowercase letter')
  })

  it('still signs in a password set before the rule', async () => {
    const signIn = await makeClient(server).auth.signInWithPassword({
      email: oldEmail,
      password: OLD_STYLE,
    })
    expect(signIn.error).toBeNull()
  })
})

import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  PASSWORD,
  createStorage,
  lastMailTo,
  makeClient,
  signedInUser,
  startServer,
  type Storage,
  type TestServer,
} from './helpers.ts'

/** A local SMTP catcher without TLS or login, as mail catchers run. */
function smtpCatcher() {
  const received: { to: string[]; raw: string }[] = []
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = ''
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')))
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw })
        callback()
      })
    },
  })
  return { smtp, received }
}

describe('mail through SMTP_URL', () => {
  let storage: Storage
  let server: TestServer
  const { smtp, received } = smtpCatcher()

  beforeAll(async () => {
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
    const { port } = smtp.server.address() as AddressInfo
    storage = await createStorage({ name: 'pglite' })
    server = await startServer(storage, { smtpUrl: `smtp://127.0.0.1:${port}` })
  })
  afterAll(async () => {
    await server?.close()
    await storage?.cleanup()
    await new Promise<void>((resolve) => smtp.close(() => resolve()))
  })

  it('sends the recovery e-mail over plain SMTP, with a text and an HTML part', async () => {
    const { email } = await signedInUser(server)
    expect((await makeClient(server).auth.resetPasswordForEmail(email)).error).toBeNull()
    const mail = received.find((m) => m.to.includes(email))
    expect(mail).toBeDefined()
    expect(mail!.raw).toMatch(/^Subject: Hawaii PCS Planner: Reset your password/m)
    expect(mail!.raw).toContain('Content-Type: text/plain')
    expect(mail!.raw).toContain('Content-Type: text/html')
    expect(mail!.raw).toContain('/auth/v1/verify')
    // Nothing went to the outbox or the log.
    expect(lastMailTo(server, email)).toBeUndefined()
    expect(JSON.stringify(server.logs)).not.toContain('verify?token')
  })

  it('sends the sign-up confirmation when confirmation is on', async () => {
    await server.close()
    const { port } = smtp.server.address() as AddressInfo
    server = await startServer(storage, {
      smtpUrl: `smtp://127.0.0.1:${port}`,
      requireEmailConfirmation: true,
    })
    const email = `confirm-${Date.now()}@example.com`
    const signUp = await makeClient(server).auth.signUp({ email, password: PASSWORD })
    expect(signUp.error).toBeNull()
    const mail = received.find((m) => m.to.includes(email))
    expect(mail?.raw).toMatch(/^Subject: Hawaii PCS Planner: Confirm your e-mail address/m)
  })
})

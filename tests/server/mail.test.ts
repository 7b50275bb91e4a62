import net, { type AddressInfo } from 'node:net'
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
    // Sent after the answer.
    await expect.poll(() => received.some((m) => m.to.includes(email))).toBe(true)
    const mail = received.find((m) => m.to.includes(email))
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

describe('a mail server that never answers', () => {
  it('does not hold up the answer to a recovery request (audit M-3: the mail is sent after it)', async () => {
    // Accepts the connection and says nothing: nodemailer waits for its greeting.
    const silent = net.createServer(() => {})
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    const { port } = silent.address() as AddressInfo
    const storage = await createStorage({ name: 'pglite' })
    const server = await startServer(storage, { smtpUrl: `smtp://127.0.0.1:${port}` })
    try {
      const { email } = await signedInUser(server)
      const known = await makeClient(server).auth.resetPasswordForEmail(email)
      const unknown = await makeClient(server).auth.resetPasswordForEmail(`nobody-${email}`)
      expect(known).toEqual({ data: {}, error: null })
      expect(unknown).toEqual(known)
    } finally {
      await server.close()
      await storage.cleanup()
      silent.close()
    }
  }, 10_000)
})

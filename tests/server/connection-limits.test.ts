// Audit M-2: slow clients held about 20,000 sockets and locked every visitor out. Headers and
// bodies must now arrive in time, and one address may hold only so many connections.
import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { configFromEnv } from '../../server/config.ts'
import { createStorage, startServer, type Storage, type TestServer } from './helpers.ts'

/** A raw connection to the server, and everything it received until it closed. */
function connect(url: string) {
  const { hostname, port } = new URL(url)
  const socket = net.connect(Number(port), hostname)
  let received = ''
  socket.on('data', (chunk) => (received += chunk.toString()))
  socket.on('error', () => {})
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()))
  const opened = new Promise<void>((resolve) => socket.on('connect', () => resolve()))
  return { socket, opened, closed, received: () => received }
}

/** Sends a whole request on a raw connection and waits for the status line. */
async function statusOf(url: string): Promise<string> {
  const c = connect(url)
  await c.opened
  c.socket.write('GET /auth/v1/nothing HTTP/1.1\r\nHost: test\r\nConnection: close\r\n\r\n')
  await c.closed
  return c.received().split('\r\n')[0] ?? ''
}

// A socket the limits fail to close keeps its test waiting until this timeout.
describe('connection limits', { timeout: 10_000 }, () => {
  let storage: Storage
  let server: TestServer
  // Long: only the limit under test closes a socket within a test's time.
  const LONG = { headersTimeoutMs: 60_000, requestTimeoutMs: 120_000, idleTimeoutMs: 120_000 }

  beforeAll(async () => {
    storage = await createStorage({ name: 'pglite' })
    server = await startServer(storage, {
      connectionLimits: {
        ...LONG,
        perIp: 0,
        headersTimeoutMs: 400,
        requestTimeoutMs: 800,
        checkIntervalMs: 100,
      },
    })
  })
  afterAll(async () => {
    await server?.close()
    await storage?.cleanup()
  })

  it('refuses a connection beyond the cap for one address, and takes one again when another closes', async () => {
    const own = await createStorage({ name: 'pglite' })
    const capped = await startServer(own, { connectionLimits: { ...LONG, perIp: 3 } })
    const held = [connect(capped.url), connect(capped.url), connect(capped.url)]
    await Promise.all(held.map((c) => c.opened))
    const fourth = connect(capped.url)
    // Closed by the server with nothing said.
    await fourth.closed
    expect(fourth.received()).toBe('')

    held[0]!.socket.destroy()
    await held[0]!.closed
    expect(await statusOf(capped.url)).toMatch(/^HTTP\/1\.1 \d{3}/)
    held.slice(1).forEach((c) => c.socket.destroy())
    await capped.close()
    await own.cleanup()
  })

  it('closes a connection whose headers never finish', async () => {
    const slow = connect(server.url)
    await slow.opened
    slow.socket.write('GET / HTTP/1.1\r\nHost: test\r\n')
    await slow.closed
    expect(slow.received()).not.toMatch(/^HTTP\/1\.1 2/)
  })

  it('answers 408 to a body that stops arriving', async () => {
    const slow = connect(server.url)
    await slow.opened
    slow.socket.write(
      'POST /rest/v1/contact_messages HTTP/1.1\r\nHost: test\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"name":',
    )
    await slow.closed
    expect(slow.received()).toMatch(/^HTTP\/1\.1 408/)
  })

  it('is set from the environment, and off behind a trusted proxy unless set', () => {
    expect(configFromEnv({ MAX_CONNECTIONS_PER_IP: '50' }).options.connectionLimits).toEqual({
      perIp: 50,
    })
    expect(configFromEnv({}).options.connectionLimits).toBeUndefined()
    expect(() => configFromEnv({ MAX_CONNECTIONS_PER_IP: 'many' })).toThrow(/whole number/)
  })
})

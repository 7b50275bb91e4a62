// Audit M-6: 20 sign-ins at once filled Node's thread pool and static files waited 4.2 s.
// Password work now runs a bounded number at once, and too much waiting work is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { QueueFull, workSlots } from '../../server/api/work-slots.ts'
import {
  PASSWORD,
  createStorage,
  makeClient,
  signedInUser,
  startServer,
  type Storage,
  type TestServer,
} from './helpers.ts'

const tick = () => new Promise((resolve) => setTimeout(resolve, 5))

describe('work slots', () => {
  it('runs at most the set number of jobs at once, the others in order', async () => {
    const run = workSlots(2, 10)
    let running = 0
    let most = 0
    const order: number[] = []
    await Promise.all(
      [0, 1, 2, 3, 4, 5].map((n) =>
        run(async () => {
          running += 1
          most = Math.max(most, running)
          order.push(n)
          await tick()
          running -= 1
        }),
      ),
    )
    expect(most).toBe(2)
    expect(order).toEqual([0, 1, 2, 3, 4, 5])
  })

  it('refuses a job when the queue is full, and a failed job frees its slot', async () => {
    const run = workSlots(1, 1)
    const first = run(async () => {
      await tick()
      throw new Error('broken')
    })
    const second = run(async () => 'second')
    await expect(run(async () => 'third')).rejects.toBeInstanceOf(QueueFull)
    await expect(first).rejects.toThrow('broken')
    await expect(second).resolves.toBe('second')
    await expect(run(async () => 'later')).resolves.toBe('later')
  })
})

describe('sign-ins beyond what the server can hash', () => {
  let storage: Storage
  let server: TestServer

  beforeAll(async () => {
    storage = await createStorage({ name: 'pglite' })
    server = await startServer(storage, { hashing: { concurrency: 1, queueLimit: 1 } })
  })
  afterAll(async () => {
    await server?.close()
    await storage?.cleanup()
  })

  it('are told at once that the server is busy, and a later sign-in works', async () => {
    const { email } = await signedInUser(server)
    const attempts = await Promise.all(
      Array.from({ length: 6 }, () =>
        makeClient(server).auth.signInWithPassword({ email, password: PASSWORD }),
      ),
    )
    const busy = attempts.filter((a) => a.error)
    expect(busy.length).toBeGreaterThan(0)
    for (const a of busy) {
      expect(a.error).toMatchObject({ status: 429, code: 'server_busy' })
      expect(a.error?.message).toBe('The server is busy. Please try again in a moment.')
    }
    expect(attempts.filter((a) => a.data.session).length).toBeGreaterThan(0)

    const later = await makeClient(server).auth.signInWithPassword({ email, password: PASSWORD })
    expect(later.error).toBeNull()
  })
})

/**
 * At most `concurrency` jobs at once, the rest waiting in order, at most `queueLimit` of them.
 * Password hashing runs through it (audit M-6: 20 sign-ins at once filled Node's thread pool, and
 * static files, which read from disk through the same pool, waited 4.2 s).
 */
export class QueueFull extends Error {
  constructor() {
    super('Too much work is waiting')
  }
}

export type WorkSlots = <T>(job: () => Promise<T>) => Promise<T>

export function workSlots(concurrency: number, queueLimit: number): WorkSlots {
  let running = 0
  const waiting: (() => void)[] = []
  return async (job) => {
    if (running < concurrency) running += 1
    else if (waiting.length >= queueLimit) throw new QueueFull()
    // The slot is handed over by the job that ends, so `running` stays counted.
    else await new Promise<void>((resolve) => waiting.push(resolve))
    try {
      return await job()
    } finally {
      const next = waiting.shift()
      if (next) next()
      else running -= 1
    }
  }
}

import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'
import { availableParallelism } from 'node:os'
import { ApiError } from './errors.ts'
import { QueueFull, workSlots, type WorkSlots } from './work-slots.ts'

/** log2 of scrypt's N. 16 = 64 MiB and ≈ 0.2 s per hash on the target machine. */
export const DEFAULT_HASH_COST = 16
const R = 8
const P = 1
const KEY_LENGTH = 32

function derive(password: string, salt: Buffer, cost: number): Promise<Buffer> {
  const N = 2 ** cost
  // scrypt needs 128·N·r bytes; leave room above it.
  const options: ScryptOptions = { N, r: R, p: P, maxmem: 256 * N * R }
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  )
}

/** `scrypt$<log2 N>$<salt>$<hash>`: the cost travels with the hash, so it can change later. */
export async function hashPassword(password: string, cost = DEFAULT_HASH_COST): Promise<string> {
  const salt = randomBytes(16)
  const key = await derive(password, salt, cost)
  return `scrypt$${cost}$${salt.toString('base64url')}$${key.toString('base64url')}`
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, costText, saltText, keyText] = stored.split('$')
  const cost = Number(costText)
  if (
    scheme !== 'scrypt' ||
    !Number.isInteger(cost) ||
    cost < 1 ||
    cost > 20 ||
    !saltText ||
    !keyText
  ) {
    return false
  }
  const expected = Buffer.from(keyText, 'base64url')
  const actual = await derive(password, Buffer.from(saltText, 'base64url'), cost)
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

/** Spends the same time as a real check, so unknown e-mails cannot be told apart by timing. */
export function dummyHash(cost: number): Promise<string> {
  return hashPassword(randomBytes(12).toString('base64url'), cost)
}

export interface HashingOptions {
  /** log2 of scrypt's N for new hashes. */
  cost?: number
  /**
   * Hashes at once. scrypt runs on Node's thread pool (4 threads), which also reads the files the
   * site serves: one core's worth is left for that. Default: the cores less one, at least one,
   * at most two (two pool threads stay free).
   */
  concurrency?: number
  /** Hashes that may wait; one more is answered 429 at once instead of waiting for minutes. */
  queueLimit?: number
}

/** The server's passwords: hashing and checking, a bounded number at once (work-slots.ts). */
export interface PasswordHasher {
  readonly cost: number
  hash(password: string): Promise<string>
  verify(password: string, stored: string): Promise<boolean>
}

// 429, not 503: supabase-js reads a 5xx as a network failure and drops the message.
const busy = () =>
  new ApiError(
    429,
    { code: 'server_busy', message: 'The server is busy. Please try again in a moment.' },
    { 'retry-after': '5' },
  )

export function passwordHasher(options: HashingOptions = {}): PasswordHasher {
  const cost = options.cost ?? DEFAULT_HASH_COST
  const concurrency = options.concurrency ?? Math.min(2, Math.max(1, availableParallelism() - 1))
  const slots: WorkSlots = workSlots(concurrency, options.queueLimit ?? 64)
  const run = async <T>(job: () => Promise<T>) => {
    try {
      return await slots(job)
    } catch (error) {
      throw error instanceof QueueFull ? busy() : error
    }
  }
  return {
    cost,
    hash: (password) => run(() => hashPassword(password, cost)),
    verify: (password, stored) => run(() => verifyPassword(password, stored)),
  }
}

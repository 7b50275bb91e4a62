export const RATE_LIMIT_WINDOW_MS = 15 * 60 * 1000

export interface RateLimiter {
  /** Records an attempt for this key; false when the key has used up its attempts. */
  attempt(key: string): boolean
  /** Forgets a key's attempts (after a success). */
  reset(key: string): void
}

/** Attempts per key within a sliding window, held in memory only (docs/decisions.md#s-5). */
export function createRateLimiter(
  maxAttempts: number,
  windowMs = RATE_LIMIT_WINDOW_MS,
  now: () => number = Date.now,
): RateLimiter {
  const attempts = new Map<string, number[]>()
  return {
    attempt(key) {
      const id = key.trim().toLowerCase()
      const recent = (attempts.get(id) ?? []).filter((time) => now() - time < windowMs)
      if (recent.length >= maxAttempts) {
        attempts.set(id, recent)
        return false
      }
      attempts.set(id, [...recent, now()])
      return true
    },
    reset(key) {
      attempts.delete(key.trim().toLowerCase())
    },
  }
}

export const signUpLimiter = createRateLimiter(3)
export const signInLimiter = createRateLimiter(5)
export const SIGN_UP_LIMIT_MESSAGE = 'Too many signup attempts. Please try again in 15 minutes.'
export const SIGN_IN_LIMIT_MESSAGE = 'Too many signin attempts. Please try again in 15 minutes.'

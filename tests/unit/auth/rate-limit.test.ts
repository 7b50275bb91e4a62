import { describe, expect, it } from 'vitest'
import { createRateLimiter, RATE_LIMIT_WINDOW_MS } from '@/features/auth/rate-limit'

function clock(start = 0) {
  let now = start
  return { now: () => now, advance: (ms: number) => (now += ms) }
}

describe('the per-email attempt limit', () => {
  it('allows three sign-up attempts in 15 minutes and refuses the fourth', () => {
    const time = clock()
    const limiter = createRateLimiter(3, RATE_LIMIT_WINDOW_MS, time.now)
    expect([1, 2, 3].map(() => limiter.attempt('a@b.co'))).toEqual([true, true, true])
    expect(limiter.attempt('a@b.co')).toBe(false)
    expect(limiter.attempt('other@b.co')).toBe(true)
  })

  it('treats an address the same whatever its case or surrounding spaces', () => {
    const limiter = createRateLimiter(1)
    expect(limiter.attempt('A@B.co')).toBe(true)
    expect(limiter.attempt(' a@b.co ')).toBe(false)
  })

  it('frees an attempt once it is older than the window', () => {
    const time = clock()
    const limiter = createRateLimiter(5, RATE_LIMIT_WINDOW_MS, time.now)
    for (let i = 0; i < 5; i++) expect(limiter.attempt('a@b.co')).toBe(true)
    expect(limiter.attempt('a@b.co')).toBe(false)
    time.advance(RATE_LIMIT_WINDOW_MS - 1)
    expect(limiter.attempt('a@b.co')).toBe(false)
    time.advance(1)
    expect(limiter.attempt('a@b.co')).toBe(true)
  })

  it('starts over after a success', () => {
    const limiter = createRateLimiter(2)
    limiter.attempt('a@b.co')
    limiter.attempt('a@b.co')
    limiter.reset('a@b.co')
    expect(limiter.attempt('a@b.co')).toBe(true)
  })
})

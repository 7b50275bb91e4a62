import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { whenIdle } from '@/design-system'

describe('whenIdle', () => {
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestIdleCallback', 'cancelIdleCallback'],
    })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('runs the work later, not while the caller is still busy', () => {
    const work = vi.fn()
    whenIdle(work)
    expect(work).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1000)
    expect(work).toHaveBeenCalledTimes(1)
  })

  it('does not run work that was cancelled', () => {
    const work = vi.fn()
    const cancel = whenIdle(work)
    cancel()
    vi.advanceTimersByTime(1000)
    expect(work).not.toHaveBeenCalled()
  })

  it('works where the browser has no requestIdleCallback (Safari)', () => {
    vi.stubGlobal('requestIdleCallback', undefined)
    try {
      const work = vi.fn()
      whenIdle(work)
      expect(work).not.toHaveBeenCalled()
      vi.advanceTimersByTime(1000)
      expect(work).toHaveBeenCalledTimes(1)
    } finally {
      vi.unstubAllGlobals()
    }
  })
})

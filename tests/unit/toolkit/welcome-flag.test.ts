import { act, renderHook } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { useFirstVisitWelcome } from '@/features/toolkit/components/useFirstVisitWelcome'
import { claimFirstVisit, WELCOME_FLAG_KEY } from '@/features/toolkit/welcome-flag'

beforeEach(() => localStorage.clear())

describe('claimFirstVisit', () => {
  it('is true on the first visit and records the flag', () => {
    expect(claimFirstVisit(localStorage)).toBe(true)
    expect(localStorage.getItem(WELCOME_FLAG_KEY)).toBe('true')
  })

  it('is false on every later visit', () => {
    claimFirstVisit(localStorage)
    expect(claimFirstVisit(localStorage)).toBe(false)
    expect(claimFirstVisit(localStorage)).toBe(false)
  })

  it('is false without storage, or when storage refuses, rather than greet on every visit', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => undefined,
    }
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
    }
    expect(claimFirstVisit(undefined)).toBe(false)
    expect(claimFirstVisit(refusing)).toBe(false)
    expect(claimFirstVisit(full)).toBe(false)
  })
})

describe('useFirstVisitWelcome', () => {
  it('opens on the first visit, closes when asked, and stays closed on the next visit', () => {
    const first = renderHook(() => useFirstVisitWelcome())
    expect(first.result.current[0]).toBe(true)
    act(() => first.result.current[1]())
    expect(first.result.current[0]).toBe(false)
    first.unmount()

    const second = renderHook(() => useFirstVisitWelcome())
    expect(second.result.current[0]).toBe(false)
  })

  it('starts closed on the first render, so prerendered HTML never contains it', () => {
    const renders: boolean[] = []
    renderHook(() => {
      const [open] = useFirstVisitWelcome()
      renders.push(open)
    })
    expect(renders[0]).toBe(false)
    expect(renders.at(-1)).toBe(true)
  })
})

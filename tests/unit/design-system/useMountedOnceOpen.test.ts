import { renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useMountedOnceOpen } from '@/design-system'

describe('useMountedOnceOpen', () => {
  it('is false until the first opening, then stays true after closing', () => {
    const { result, rerender } = renderHook(({ open }) => useMountedOnceOpen(open), {
      initialProps: { open: false },
    })
    expect(result.current).toBe(false)
    rerender({ open: true })
    expect(result.current).toBe(true)
    rerender({ open: false })
    expect(result.current).toBe(true)
  })

  it('is true at once for something open from the start', () => {
    const { result } = renderHook(() => useMountedOnceOpen(true))
    expect(result.current).toBe(true)
  })
})

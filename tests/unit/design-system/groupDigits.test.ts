import { describe, expect, it } from 'vitest'
import { groupDigits } from '@/design-system'

describe('groupDigits', () => {
  it('writes whole numbers as Intl en-US does', () => {
    const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })
    for (const value of [0, 7, 999, 1000, 12_345, 600_000, 1_234_567, 999_999_999_999, -4321]) {
      expect(groupDigits(value)).toBe(intl.format(value))
    }
  })

  it('rounds a fraction to the nearest whole number', () => {
    expect(groupDigits(1234.5)).toBe('1,235')
    expect(groupDigits(-0.2)).toBe('0')
  })
})

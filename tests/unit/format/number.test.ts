import { describe, expect, it } from 'vitest'
import { formatNumber, formatPercent, formatPercentPoints, groupDigits } from '@/format'

// Values a family meets (prices, rates, payments) and the awkward ones: ties, float noise,
// negatives, zero and the non-finite.
const samples = [
  0,
  -0,
  1,
  -1,
  0.5,
  1.5,
  2.5,
  -2.5,
  1.005,
  1.015,
  2.675,
  0.125,
  0.0125,
  9.995,
  99.995,
  999.5,
  999_999.5,
  1234.5678,
  600_000,
  123_456_789.987,
  0.1 + 0.2,
  3.4999999999,
  5.25,
  0.0525,
  1e-7,
  123e-9,
  4_294_967_296.5,
  Number.MAX_SAFE_INTEGER,
  NaN,
  Infinity,
  -Infinity,
]

function randomSamples(count: number): number[] {
  let seed = 42
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31
  return Array.from({ length: count }, () => {
    const magnitude = 10 ** Math.floor(next() * 10 - 3)
    return (next() - 0.3) * magnitude
  })
}

describe('formatNumber', () => {
  it.each([
    [0, 0],
    [0, 2],
    [2, 2],
    [0, 3],
    [1, 1],
  ])('writes what Intl en-US writes (min %i, max %i fraction digits)', (min, max) => {
    const intl = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: min,
      maximumFractionDigits: max,
    })
    for (const value of [...samples, ...randomSamples(2000)]) {
      expect(formatNumber(value, { minimumFractionDigits: min, maximumFractionDigits: max })).toBe(
        intl.format(value),
      )
    }
  })

  it('groups thousands and rounds ties away from zero', () => {
    expect(formatNumber(1_234_567.5)).toBe('1,234,568')
    expect(formatNumber(-2.5)).toBe('-3')
    expect(formatNumber(1.005, { maximumFractionDigits: 2 })).toBe('1.01')
  })
})

describe('formatPercent', () => {
  it.each([0, 1, 2])('writes what Intl en-US percent writes (max %i fraction digits)', (max) => {
    const intl = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: max })
    for (const rate of [0, 0.05, 0.0525, 0.035, 0.0375, 0.1, 0.123456, 1, 0.001, 0.065, 0.0299]) {
      expect(formatPercent(rate, max)).toBe(intl.format(rate))
    }
  })
})

describe('formatPercentPoints', () => {
  it('writes a number already in percent, as formatPercent writes its share', () => {
    for (const percent of [0, 0.5, 1.25, 2.15, 3.3, 9.5, 100]) {
      expect(formatPercentPoints(percent, 2)).toBe(formatPercent(percent / 100, 2))
    }
    expect(formatPercentPoints(2.15, 2)).toBe('2.15%')
    expect(formatPercentPoints(8)).toBe('8%')
  })
})

describe('groupDigits', () => {
  it('writes whole numbers as Intl en-US does', () => {
    const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })
    for (const value of [0, 7, 999, 1000, 12_345, 600_000, 1_234_567, 999_999_999_999, -4321]) {
      expect(groupDigits(value)).toBe(intl.format(value))
    }
  })

  it('rounds a fraction to the nearest whole number, halves away from zero', () => {
    expect(groupDigits(1234.5)).toBe('1,235')
    expect(groupDigits(-1234.5)).toBe('-1,235')
  })

  it('never shows a negative zero', () => {
    expect(groupDigits(-0.2)).toBe('0')
    expect(groupDigits(-0)).toBe('0')
  })
})

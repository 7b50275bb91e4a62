import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  formatCents,
  formatCompactDollars,
  formatDollars,
  formatList,
  hasNoDigits,
  parseDollars,
} from '@/format'

describe('parseDollars', () => {
  it.each([
    ['$600,000abc', 600_000],
    ['600000', 600_000],
    ['', 0],
    ['abc', 0],
    ['1.5', 15],
    ['-250', 250],
    ['0001', 1],
    [' $ 12 345 ', 12_345],
  ])('reads %j as %s whole dollars, keeping only the digits', (text, dollars) => {
    expect(parseDollars(text)).toBe(dollars)
  })

  it('stops at twelve digits so the amount stays exact', () => {
    expect(parseDollars('1234567890123456')).toBe(123_456_789_012)
    expect(Number.isSafeInteger(parseDollars('9'.repeat(40)))).toBe(true)
  })

  it('reads back every whole-dollar amount it formatted', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000_000 }), (dollars) => {
        expect(parseDollars(formatDollars(dollars))).toBe(dollars)
      }),
    )
  })
})

describe('hasNoDigits', () => {
  it('tells a cleared money field from one holding a zero', () => {
    expect(hasNoDigits('')).toBe(true)
    expect(hasNoDigits('$ ,')).toBe(true)
    expect(hasNoDigits('0')).toBe(false)
    expect(hasNoDigits('$1,000')).toBe(false)
  })
})

describe('formatDollars', () => {
  it.each([
    [600_000, '$600,000'],
    [3_750, '$3,750'],
    [0, '$0'],
    [-0, '$0'],
    [1_234.5, '$1,235'],
    [-0.4, '$0'],
    [100_000_000_000, '$100,000,000,000'],
    [-1_234.5, '-$1,235'],
    [-600_000, '-$600,000'],
    [Number.NaN, '$0'],
  ])('shows %s as %s', (n, text) => {
    expect(formatDollars(n)).toBe(text)
  })
})

describe('formatCents', () => {
  it.each([
    [3_477.8871655927937, '$3,477.89'],
    [717.3998857238653, '$717.40'],
    [258_264, '$258,264.00'],
    [1_796.178751235294, '$1,796.18'],
    [0, '$0.00'],
    [-0, '$0.00'],
    [-0.004, '$0.00'],
    [Number.NaN, '$0.00'],
    [Number.POSITIVE_INFINITY, '$0.00'],
    [-1_234.565, '-$1,234.57'],
    [1.005, '$1.01'],
    [0.005, '$0.01'],
    [-0.005, '-$0.01'],
  ])('shows %s as %s', (n, text) => {
    expect(formatCents(n)).toBe(text)
  })

  it('writes to the cent what Intl USD writes', () => {
    const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (n) => {
        const intl = usd.format(n)
        expect(formatCents(n)).toBe(intl === '-$0.00' ? '$0.00' : intl)
      }),
    )
  })

  it('never shows a negative zero', () => {
    fc.assert(
      fc.property(fc.double({ min: -0.004999, max: 0.004999, noNaN: true }), (n) => {
        expect(formatCents(n)).toBe('$0.00')
      }),
    )
  })
})

describe('formatCompactDollars', () => {
  it('shortens chart-axis amounts to one decimal', () => {
    expect(formatCompactDollars(0)).toBe('$0')
    expect(formatCompactDollars(950)).toBe('$950')
    expect(formatCompactDollars(12_500)).toBe('$12.5K')
    expect(formatCompactDollars(1_250_000)).toBe('$1.3M')
  })
})

describe('formatList', () => {
  it('joins the words of a message as English does', () => {
    expect(formatList(['the price'])).toBe('the price')
    expect(formatList(['the price', 'the rate'])).toBe('the price and the rate')
    expect(formatList(['a', 'b', 'c'])).toBe('a, b, and c')
  })
})

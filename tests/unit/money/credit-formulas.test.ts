import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatDollars } from '@/format'
import { newConstructionCredit, veteranCredit } from '@/lib/money'

// The rates are passed in: the site's constants live in src/data (docs/decisions.md#d-04 and
// #d-05: $500 per $100,000, 1%).
const PER_100K = 500
const NEW_BUILD_RATE = 0.01

describe('veteranCredit', () => {
  it.each([
    [750_000, '$3,750'],
    [100_000, '$500'],
    [950_000, '$4,750'],
    [2_000_000, '$10,000'],
    [123_456, '$617'],
    [0, '$0'],
  ])('a %s home earns %s', (price, shown) => {
    expect(formatDollars(veteranCredit(price, PER_100K))).toBe(shown)
  })

  it('comes out in whole dollars', () => {
    expect(veteranCredit(123_456, PER_100K)).toBe(617)
  })

  it('pays $500 for every $100,000 of price', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000 }), (hundredThousands) => {
        expect(veteranCredit(hundredThousands * 100_000, PER_100K)).toBe(hundredThousands * 500)
      }),
    )
  })

  it('never falls when the price rises', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 0, max: 100_000_000 }),
        (a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a]
          expect(veteranCredit(low, PER_100K)).toBeLessThanOrEqual(veteranCredit(high, PER_100K))
        },
      ),
    )
  })
})

describe('newConstructionCredit', () => {
  it.each([
    [950_000, '$9,500'],
    [500_000, '$5,000'],
    [123_456, '$1,235'],
    [0, '$0'],
  ])('a new %s home earns %s toward closing costs', (price, shown) => {
    expect(formatDollars(newConstructionCredit(price, NEW_BUILD_RATE))).toBe(shown)
  })
})

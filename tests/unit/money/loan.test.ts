import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatCents } from '@/format'
import {
  compareAssumption,
  gapAmount,
  monthlyPayment,
  type AssumptionComparison,
  type AssumptionInput,
} from '@/lib/money'
import { workedExample } from './worked-example'

const example = workedExample

function compare(changes: Partial<AssumptionInput>): AssumptionComparison {
  return compareAssumption({ ...example, ...changes })
}

describe('monthlyPayment', () => {
  it.each([
    [400_000, 3.5, 30, '$1,796.18'],
    [200_000, 9.5, 30, '$1,681.71'],
    [600_000, 7.5, 30, '$4,195.29'],
    [100_000, 6, 30, '$599.55'],
    [200_000, 5, 15, '$1,581.59'],
    [400_000, 3.5, 25, '$2,002.49'],
  ])('%s at %s%% over %s years costs %s a month', (principal, rate, years, shown) => {
    expect(formatCents(monthlyPayment(principal, rate, years))).toBe(shown)
  })

  it('a zero rate pays the principal back evenly', () => {
    expect(monthlyPayment(120_000, 0, 10)).toBe(1_000)
    expect(formatCents(monthlyPayment(200_000, 0, 30))).toBe('$555.56')
  })

  it.each([
    ['no principal', 0, 5, 30],
    ['a negative principal', -50_000, 5, 30],
    ['no term', 100_000, 5, 0],
    ['a negative term', 100_000, 5, -5],
  ])('costs $0.00 with %s', (_, principal, rate, years) => {
    expect(monthlyPayment(principal, rate, years)).toBe(0)
    expect(formatCents(monthlyPayment(principal, rate, years))).toBe('$0.00')
  })

  const principal = fc.integer({ min: 1_000, max: 50_000_000 })
  const ratePercent = fc.integer({ min: 0, max: 2_500 }).map((basisPoints) => basisPoints / 100)
  const years = fc.integer({ min: 1, max: 50 })

  it('rises with the rate', () => {
    fc.assert(
      fc.property(principal, ratePercent, ratePercent, years, (p, a, b, y) => {
        fc.pre(a !== b)
        const [low, high] = a < b ? [a, b] : [b, a]
        expect(monthlyPayment(p, low, y)).toBeLessThan(monthlyPayment(p, high, y))
      }),
    )
  })

  it('rises with the principal', () => {
    fc.assert(
      fc.property(principal, principal, ratePercent, years, (a, b, r, y) => {
        fc.pre(a !== b)
        const [low, high] = a < b ? [a, b] : [b, a]
        expect(monthlyPayment(low, r, y)).toBeLessThan(monthlyPayment(high, r, y))
      }),
    )
  })

  it('falls as the term grows', () => {
    fc.assert(
      fc.property(principal, ratePercent, years, years, (p, r, a, b) => {
        fc.pre(a !== b)
        const [short, long] = a < b ? [a, b] : [b, a]
        expect(monthlyPayment(p, r, long)).toBeLessThan(monthlyPayment(p, r, short))
      }),
    )
  })
})

describe('gapAmount', () => {
  it.each([
    [600_000, 0, 400_000, 200_000],
    [600_000, 50_000, 400_000, 150_000],
    [600_000, 200_000, 400_000, 0],
    [600_000, 250_000, 400_000, 0],
    [300_000, 0, 400_000, 0],
  ])('price %s less %s down and %s assumed leaves a %s gap', (price, down, balance, gap) => {
    expect(gapAmount(price, down, balance)).toBe(gap)
  })

  it('is never negative', () => {
    fc.assert(
      fc.property(fc.double(), fc.double(), fc.double(), (price, down, balance) => {
        expect(gapAmount(price, down, balance)).toBeGreaterThanOrEqual(0)
      }),
    )
  })
})

describe('compareAssumption', () => {
  it('matches the worked example to the cent', () => {
    const result = compare({})
    expect(result.gapAmount).toBe(200_000)
    expect(formatCents(result.assumedPayment)).toBe('$1,796.18')
    expect(formatCents(result.gapPayment)).toBe('$1,681.71')
    expect(formatCents(result.assumptionTotal)).toBe('$3,477.89')
    expect(result.newLoanAmount).toBe(600_000)
    expect(formatCents(result.newPayment)).toBe('$4,195.29')
    expect(formatCents(result.newTotal)).toBe('$4,195.29')
    expect(formatCents(result.monthlySavings)).toBe('$717.40')
  })

  it('multiplies the unrounded monthly saving over the shorter term: $258,263.96 over 30 years', () => {
    const result = compare({})
    expect(formatCents(result.lifetimeSavings)).toBe('$258,263.96')
    expect(result.savingsByYear).toHaveLength(30)
    expect(formatCents(result.savingsByYear[0] ?? Number.NaN)).toBe('$8,608.80')
    expect(formatCents(result.savingsByYear[9] ?? Number.NaN)).toBe('$86,087.99')
    expect(result.savingsByYear.at(-1)).toBe(result.lifetimeSavings)
  })

  it('adds HOA, taxes and insurance to both sides, leaving the saving unchanged', () => {
    const result = compare({ hoa: 300, taxes: 250, insurance: 150 })
    expect(result.extras).toBe(700)
    expect(formatCents(result.assumptionTotal)).toBe('$4,177.89')
    expect(formatCents(result.newTotal)).toBe('$4,895.29')
    expect(formatCents(result.monthlySavings)).toBe('$717.40')
  })

  it('counts the saving over the shorter of the two terms', () => {
    const result = compare({ assumedTerm: 25 })
    expect(formatCents(result.assumedPayment)).toBe('$2,002.49')
    expect(formatCents(result.assumptionTotal)).toBe('$3,684.20')
    expect(formatCents(result.monthlySavings)).toBe('$511.08')
    expect(formatCents(result.lifetimeSavings)).toBe('$153,325.31')
    expect(result.savingsByYear).toHaveLength(25)
  })

  it('finances only the price less the down payment, with no gap when the two cover it', () => {
    const result = compare({ downPayment: 200_000 })
    expect(result.gapAmount).toBe(0)
    expect(result.gapPayment).toBe(0)
    expect(result.newLoanAmount).toBe(400_000)
    expect(formatCents(result.newPayment)).toBe('$2,796.86')
    expect(formatCents(result.monthlySavings)).toBe('$1,000.68')
  })

  it('shows $0.00 saved when the new loan is the cheaper one', () => {
    const result = compare({ newRate: 3 })
    expect(formatCents(result.monthlySavings)).toBe('$0.00')
    expect(formatCents(result.lifetimeSavings)).toBe('$0.00')
    expect(result.savingsByYear.every((saving) => saving === 0)).toBe(true)
  })

  it('prices an interest-free gap loan as the gap spread evenly', () => {
    expect(formatCents(compare({ gapRate: 0 }).gapPayment)).toBe('$555.56')
  })

  it('treats empty optional fields as $0', () => {
    const empty = { downPayment: Number.NaN, hoa: Number.NaN, taxes: Number.NaN }
    const result = compare({ ...empty, insurance: Number.NaN })
    expect(result.extras).toBe(0)
    expect(formatCents(result.monthlySavings)).toBe('$717.40')
  })

  it('never reports a negative saving', () => {
    const dollars = fc.integer({ min: 0, max: 5_000_000 })
    const rate = fc.integer({ min: 0, max: 2_000 }).map((basisPoints) => basisPoints / 100)
    const term = fc.integer({ min: 0, max: 40 })
    const input = fc.record({
      purchasePrice: dollars,
      downPayment: dollars,
      assumedBalance: dollars,
      assumptionRate: rate,
      assumedTerm: term,
      gapRate: rate,
      gapTerm: term,
      newRate: rate,
      newTerm: term,
      hoa: fc.integer({ min: 0, max: 5_000 }),
      taxes: fc.integer({ min: 0, max: 5_000 }),
      insurance: fc.integer({ min: 0, max: 5_000 }),
    })
    fc.assert(
      fc.property(input, (values) => {
        const result = compareAssumption(values)
        expect(result.monthlySavings).toBeGreaterThanOrEqual(0)
        expect(result.lifetimeSavings).toBeGreaterThanOrEqual(0)
        expect(result.gapAmount).toBeGreaterThanOrEqual(0)
        for (const saving of result.savingsByYear) expect(saving).toBeGreaterThanOrEqual(0)
      }),
    )
  })
})

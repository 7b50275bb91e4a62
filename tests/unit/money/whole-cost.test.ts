import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { VA_FUNDING_FEE } from '@/data/va-funding-fee'
import { formatCents } from '@/format'
import {
  compareAssumption,
  newLoanFeePercent,
  wholeCost,
  type AssumptionInput,
  type WholeCost,
  type WholeCostInput,
} from '@/lib/money'
import { workedExample } from './worked-example'

const example = workedExample

const costs: WholeCostInput = {
  fundingFeeExempt: false,
  vaUse: 'first',
  financeFundingFee: true,
  processingFee: 300,
  assumptionClosingCosts: 0,
  newClosingCosts: 0,
}

function run(changes: Partial<AssumptionInput> = {}, more: Partial<WholeCostInput> = {}) {
  const input = { ...example, ...changes }
  const comparison = compareAssumption(input)
  return wholeCost(input, comparison, { ...costs, ...more }, VA_FUNDING_FEE)
}

const cents = (figures: Partial<Record<keyof WholeCost, unknown>>) =>
  Object.fromEntries(
    Object.entries(figures).map(([key, value]) => [key, formatCents(value as number)]),
  )

describe('VA funding fee rates', () => {
  it.each([
    // price, down, use, rate: the tier boundaries at exactly 5% and 10% down
    [600_000, 0, 'first', 2.15],
    [600_000, 0, 'subsequent', 3.3],
    [600_000, 29_999, 'first', 2.15],
    [600_000, 29_999, 'subsequent', 3.3],
    [600_000, 30_000, 'first', 1.5],
    [600_000, 30_000, 'subsequent', 1.5],
    [600_000, 59_999, 'first', 1.5],
    [600_000, 60_000, 'first', 1.25],
    [600_000, 60_000, 'subsequent', 1.25],
    [600_000, 300_000, 'subsequent', 1.25],
  ] as const)('%i price with %i down, %s use: %f%%', (price, down, use, rate) => {
    expect(newLoanFeePercent(price, down, use, VA_FUNDING_FEE)).toBe(rate)
  })

  it.each([
    [30_000, 'first', '$8,550.00'], // 1.5% of 570,000
    [29_999, 'first', '$12,255.02'], // 2.15% of 570,001 = 12,255.0215
    [29_999, 'subsequent', '$18,810.03'], // 3.3% of 570,001 = 18,810.033
    [60_000, 'first', '$6,750.00'], // 1.25% of 540,000
    [59_990, 'first', '$8,100.15'], // 1.5% of 540,010
  ] as const)('charges the new loan’s fee on price − %i down (%s use): %s', (down, use, fee) => {
    expect(formatCents(run({ downPayment: down }, { vaUse: use }).newFundingFee)).toBe(fee)
  })
})

describe('whole cost of the worked example', () => {
  it('finances the new loan’s fee: 0.5% assumption fee in cash, 2.15% added to the new loan', () => {
    const w = run()
    expect(
      cents({
        assumptionFundingFee: w.assumptionFundingFee,
        newFundingFee: w.newFundingFee,
        newLoanAmount: w.newLoanAmount,
        newPayment: w.newPayment,
        assumptionCash: w.assumptionCash,
        newCash: w.newCash,
        assumptionTotal: w.assumptionTotal,
        newTotal: w.newTotal,
      }),
    ).toEqual({
      assumptionFundingFee: '$2,000.00',
      newFundingFee: '$12,900.00',
      newLoanAmount: '$612,900.00',
      newPayment: '$4,285.49',
      assumptionCash: '$2,300.00', // 0 down + 2,000 fee + 300 processing
      newCash: '$0.00',
      assumptionTotal: '$1,254,339.38', // 2,300 + (1,796.18… + 1,681.71…) × 360
      newTotal: '$1,542,774.86', // 4,285.49… × 360
    })
    expect(w.horizonYears).toBe(30)
    // The new loan needs less cash at closing; by the end of year 1 assuming costs less.
    expect(w.changes).toEqual([{ year: 1, cheaper: 'assumption' }])
  })

  it('pays the fee at closing when it is not financed', () => {
    const w = run({}, { financeFundingFee: false })
    expect(
      cents({ newLoanAmount: w.newLoanAmount, newPayment: w.newPayment, newCash: w.newCash }),
    ).toEqual({ newLoanAmount: '$600,000.00', newPayment: '$4,195.29', newCash: '$12,900.00' })
    expect(formatCents(w.newTotal)).toBe('$1,523,203.34') // 12,900 + 4,195.29… × 360
  })

  it('charges no funding fee to an exempt buyer, on either side', () => {
    const w = run({}, { fundingFeeExempt: true, vaUse: 'subsequent' })
    expect(w.assumptionFundingFee).toBe(0)
    expect(w.newFundingFee).toBe(0)
    expect(w.newFeePercent).toBe(0)
    expect(formatCents(w.assumptionCash)).toBe('$300.00')
    expect(formatCents(w.newPayment)).toBe('$4,195.29')
  })

  it('adds down payment and other closing costs to each side’s cash to close', () => {
    const w = run(
      { downPayment: 60_000 },
      { assumptionClosingCosts: 1_500, newClosingCosts: 4_000, financeFundingFee: false },
    )
    expect(formatCents(w.assumptionCash)).toBe('$63,800.00') // 60,000 + 2,000 + 300 + 1,500
    expect(formatCents(w.newCash)).toBe('$70,750.00') // 60,000 + 6,750 + 4,000
  })

  it('counts only the payments within a horizon shorter than every term', () => {
    const w = run({}, { horizonYears: 5 })
    expect(formatCents(w.assumptionTotal)).toBe('$210,973.23') // 2,300 + 3,477.89… × 60
    expect(formatCents(w.newTotal)).toBe('$257,129.14') // 4,285.49… × 60
    expect(w.phases).toHaveLength(1)
    expect(w.phases[0]).toMatchObject({ fromYear: 1, toYear: 5, newLoanRunning: true })
    expect(w.assumptionByYear).toHaveLength(6)
  })

  it('splits the years where the assumed loan ends before the gap loan', () => {
    const w = run({ assumedTerm: 25 })
    expect(
      w.phases.map((p) => [p.fromYear, p.toYear, p.assumptionLoans, p.newLoanRunning]),
    ).toEqual([
      [1, 25, ['assumed', 'gap'], true],
      [26, 30, ['gap'], true],
    ])
    expect(w.phases.map((p) => formatCents(p.assumptionPayment))).toEqual([
      '$3,684.20',
      '$1,681.71',
    ])
    expect(w.phases.map((p) => formatCents(p.newPayment))).toEqual(['$4,285.49', '$4,285.49'])
    expect(formatCents(w.assumptionTotal)).toBe('$1,208,463.31') // 2,300 + 2,002.49… × 300 + 1,681.71… × 360
  })

  it('names the year the cheaper option changes', () => {
    // 12,300 cash against 0, but 807.60 a month less: the new loan leads after year 1, not year 2.
    const w = run({}, { assumptionClosingCosts: 10_000 })
    expect(w.changes).toEqual([{ year: 2, cheaper: 'assumption' }])
  })

  it('names no year when one option is never the dearer one', () => {
    const w = run({}, { fundingFeeExempt: true, processingFee: 0 })
    expect(w.changes).toEqual([])
  })

  it('leaves the spec’s four results as they are', () => {
    const input = { ...example, downPayment: 30_000 }
    const before = compareAssumption(input)
    run({ downPayment: 30_000 }, { fundingFeeExempt: false, vaUse: 'subsequent' })
    expect(compareAssumption(input)).toEqual(before)
  })
})

describe('whole cost properties', () => {
  const scenario = fc.record({
    purchasePrice: fc.integer({ min: 50_000, max: 3_000_000 }),
    downShare: fc.integer({ min: 0, max: 30 }),
    balanceShare: fc.integer({ min: 10, max: 100 }),
    assumptionRate: fc.integer({ min: 1, max: 1_200 }).map((bp) => bp / 100),
    assumedTerm: fc.integer({ min: 1, max: 40 }),
    gapTerm: fc.integer({ min: 1, max: 40 }),
    newTerm: fc.integer({ min: 1, max: 40 }),
    newRate: fc.integer({ min: 1, max: 1_500 }).map((bp) => bp / 100),
    vaUse: fc.constantFrom('first' as const, 'subsequent' as const),
    financeFundingFee: fc.boolean(),
    processingFee: fc.integer({ min: 0, max: 2_000 }),
  })

  type Scenario = typeof scenario extends fc.Arbitrary<infer T> ? T : never

  function build(s: Scenario) {
    const down = Math.floor((s.purchasePrice * s.downShare) / 100)
    const input: AssumptionInput = {
      ...example,
      purchasePrice: s.purchasePrice,
      downPayment: down,
      assumedBalance: Math.max(1, Math.floor(((s.purchasePrice - down) * s.balanceShare) / 100)),
      assumptionRate: s.assumptionRate,
      assumedTerm: s.assumedTerm,
      gapTerm: s.gapTerm,
      newRate: s.newRate,
      newTerm: s.newTerm,
    }
    const comparison = compareAssumption(input)
    const more: WholeCostInput = { ...costs, ...s }
    return { input, comparison, more }
  }

  it('exemption lowers cash to close by exactly the fees paid in cash', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const { input, comparison, more } = build(s)
        const paying = wholeCost(input, comparison, more, VA_FUNDING_FEE)
        const exempt = wholeCost(
          input,
          comparison,
          { ...more, fundingFeeExempt: true },
          VA_FUNDING_FEE,
        )
        const newFeeInCash = more.financeFundingFee ? 0 : paying.newFundingFee
        expect(paying.assumptionCash - exempt.assumptionCash).toBeCloseTo(
          paying.assumptionFundingFee,
          6,
        )
        expect(paying.newCash - exempt.newCash).toBeCloseTo(newFeeInCash, 6)
      }),
    )
  })

  it('a larger down payment never raises the new loan’s fee rate', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5_000_000 }),
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.constantFrom('first' as const, 'subsequent' as const),
        (price, a, b, use) => {
          const [low, high] = a <= b ? [a, b] : [b, a]
          expect(newLoanFeePercent(price, high, use, VA_FUNDING_FEE)).toBeLessThanOrEqual(
            newLoanFeePercent(price, low, use, VA_FUNDING_FEE),
          )
        },
      ),
    )
  })

  it('total cost grows with the horizon', () => {
    fc.assert(
      fc.property(scenario, fc.integer({ min: 1, max: 39 }), (s, years) => {
        const { input, comparison, more } = build(s)
        const shorter = wholeCost(
          input,
          comparison,
          { ...more, horizonYears: years },
          VA_FUNDING_FEE,
        )
        const longer = wholeCost(
          input,
          comparison,
          { ...more, horizonYears: years + 1 },
          VA_FUNDING_FEE,
        )
        expect(longer.assumptionTotal).toBeGreaterThanOrEqual(shorter.assumptionTotal)
        expect(longer.newTotal).toBeGreaterThanOrEqual(shorter.newTotal)
      }),
    )
  })
})

import { monthlyPayment, type AssumptionComparison, type AssumptionInput } from './loan'

/** VA's funding fee rates, passed in from src/data so this module stays pure. Percent values. */
export interface FundingFeeRates {
  assumptionPercent: number
  /** Lowest down payment first; a tier applies from its minDownPercent of the price upward. */
  purchaseTiers: readonly {
    minDownPercent: number
    firstUsePercent: number
    subsequentUsePercent: number
  }[]
}

export type VaUse = 'first' | 'subsequent'

/** The whole-cost inputs, in dollars and years. */
export interface WholeCostInput {
  fundingFeeExempt: boolean
  vaUse: VaUse
  financeFundingFee: boolean
  processingFee: number
  assumptionClosingCosts: number
  newClosingCosts: number
  /** Years to add up; undefined means the longest of the loans' terms. */
  horizonYears?: number
}

/** A span of years in which the same loans are running. */
export interface Phase {
  fromYear: number
  toYear: number
  /** The loans running on the assumption side, in order: "assumed", "gap". */
  assumptionLoans: ('assumed' | 'gap')[]
  newLoanRunning: boolean
  /** Monthly loan payments only; HOA, taxes and insurance are the same both ways. */
  assumptionPayment: number
  newPayment: number
}

/** Every figure in unrounded dollars; round only when formatting. */
export interface WholeCost {
  assumptionFundingFee: number
  newFeePercent: number
  newFundingFee: number
  /** The new loan's amount, the funding fee included when it is financed. */
  newLoanAmount: number
  newPayment: number
  assumptionCash: number
  newCash: number
  horizonYears: number
  phases: Phase[]
  /** Cash to close plus loan payments by the end of each year; index 0 is closing day. */
  assumptionByYear: number[]
  newByYear: number[]
  assumptionTotal: number
  newTotal: number
  /** New loan total minus assumption total: positive when assuming costs less. */
  difference: number
  /** The years in which the cheaper option changes, with the one cheaper from then on. */
  changes: { year: number; cheaper: 'assumption' | 'new' }[]
}

/** VA's purchase-loan fee rate for this down payment and use; exact at the 5% and 10% boundaries. */
export function newLoanFeePercent(
  price: number,
  downPayment: number,
  use: VaUse,
  rates: FundingFeeRates,
): number {
  let percent = 0
  for (const tier of rates.purchaseTiers) {
    // down / price ≥ min%, written without division so 30,000 of 600,000 is exactly 5%.
    if (downPayment * 100 >= price * tier.minDownPercent) {
      percent = use === 'first' ? tier.firstUsePercent : tier.subsequentUsePercent
    }
  }
  return percent
}

/** The longest of the terms of the loans actually taken. */
export function longestTerm(input: AssumptionInput, c: AssumptionComparison): number {
  return Math.max(input.assumedTerm, input.newTerm, c.gapAmount > 0 ? input.gapTerm : 0)
}

interface Loan {
  side: 'assumption' | 'new'
  name: 'assumed' | 'gap' | 'new'
  months: number
  payment: number
}

/** Fees, cash to close, phases and the cost over the horizon for both options. */
export function wholeCost(
  input: AssumptionInput,
  c: AssumptionComparison,
  costs: WholeCostInput,
  rates: FundingFeeRates,
): WholeCost {
  const exempt = costs.fundingFeeExempt
  const assumptionFundingFee = exempt ? 0 : (input.assumedBalance * rates.assumptionPercent) / 100
  const base = c.newLoanAmount
  const newFeePercent = exempt
    ? 0
    : newLoanFeePercent(input.purchasePrice, input.downPayment, costs.vaUse, rates)
  const newFundingFee = (base * newFeePercent) / 100
  const financed = costs.financeFundingFee
  const newLoanAmount = financed ? base + newFundingFee : base
  const newPayment = monthlyPayment(newLoanAmount, input.newRate, input.newTerm)

  const down = input.downPayment
  const assumptionCash =
    down + assumptionFundingFee + costs.processingFee + costs.assumptionClosingCosts
  const newCash = down + (financed ? 0 : newFundingFee) + costs.newClosingCosts

  const horizonYears = costs.horizonYears ?? longestTerm(input, c)
  const loans: Loan[] = [
    {
      side: 'assumption',
      name: 'assumed',
      months: input.assumedTerm * 12,
      payment: c.assumedPayment,
    },
    ...(c.gapAmount > 0
      ? [
          {
            side: 'assumption',
            name: 'gap',
            months: input.gapTerm * 12,
            payment: c.gapPayment,
          } as const,
        ]
      : []),
    { side: 'new', name: 'new', months: input.newTerm * 12, payment: newPayment },
  ]

  const paidBy = (side: Loan['side'], months: number) =>
    loans
      .filter((loan) => loan.side === side)
      .reduce((sum, loan) => sum + loan.payment * Math.min(loan.months, months), 0)
  const years = Array.from({ length: horizonYears + 1 }, (_, year) => year)
  const assumptionByYear = years.map((y) => assumptionCash + paidBy('assumption', y * 12))
  const newByYear = years.map((y) => newCash + paidBy('new', y * 12))

  const assumptionTotal = assumptionByYear[horizonYears] ?? assumptionCash
  const newTotal = newByYear[horizonYears] ?? newCash

  return {
    assumptionFundingFee,
    newFeePercent,
    newFundingFee,
    newLoanAmount,
    newPayment,
    assumptionCash,
    newCash,
    horizonYears,
    phases: phasesOf(loans, horizonYears * 12),
    assumptionByYear,
    newByYear,
    assumptionTotal,
    newTotal,
    difference: newTotal - assumptionTotal,
    changes: changesOf(assumptionByYear, newByYear),
  }
}

/** Splits the horizon wherever a loan ends; each piece lists the loans running in it. */
function phasesOf(loans: Loan[], horizonMonths: number): Phase[] {
  const ends = loans.map((loan) => Math.min(loan.months, horizonMonths))
  const bounds = [...new Set([0, ...ends, horizonMonths])].sort((a, b) => a - b)
  const phases: Phase[] = []
  for (let i = 1; i < bounds.length; i++) {
    const start = bounds[i - 1] ?? 0
    const end = bounds[i] ?? 0
    const running = loans.filter((loan) => loan.months > start)
    const assumptionSide = running.filter((loan) => loan.side === 'assumption')
    phases.push({
      fromYear: start / 12 + 1,
      toYear: end / 12,
      assumptionLoans: assumptionSide.map((loan) => loan.name as 'assumed' | 'gap'),
      newLoanRunning: running.some((loan) => loan.side === 'new'),
      assumptionPayment: assumptionSide.reduce((sum, loan) => sum + loan.payment, 0),
      newPayment: running.find((loan) => loan.side === 'new')?.payment ?? 0,
    })
  }
  return phases
}

/** The years at whose end the cheaper option is not the one that was cheaper before (ties skipped). */
function changesOf(a: number[], n: number[]): WholeCost['changes'] {
  const changes: WholeCost['changes'] = []
  let cheaper: 'assumption' | 'new' | undefined
  a.forEach((cost, year) => {
    // Compared in cents, so float noise never reads as a change.
    const cents = Math.round(cost * 100) - Math.round((n[year] ?? 0) * 100)
    if (cents === 0) return
    const now = cents < 0 ? 'assumption' : 'new'
    if (cheaper !== undefined && now !== cheaper) changes.push({ year, cheaper: now })
    cheaper = now
  })
  return changes
}

/** The assumption calculator's inputs: money in dollars, rates in percent, terms in years. */
export interface AssumptionInput {
  purchasePrice: number
  downPayment: number
  assumedBalance: number
  assumptionRate: number
  assumedTerm: number
  gapRate: number
  gapTerm: number
  newRate: number
  newTerm: number
  /** Monthly HOA dues. */
  hoa: number
  /** Monthly property taxes. */
  taxes: number
  /** Monthly homeowner's insurance. */
  insurance: number
}

/** Every figure in unrounded dollars; round only when formatting. */
export interface AssumptionComparison {
  gapAmount: number
  gapPayment: number
  assumedPayment: number
  /** HOA + taxes + insurance, added to both sides. */
  extras: number
  assumptionTotal: number
  newLoanAmount: number
  newPayment: number
  newTotal: number
  monthlySavings: number
  lifetimeSavings: number
  /** Cumulative savings at the end of each year of the shorter term, for a chart. */
  savingsByYear: number[]
}

/** The name of any calculator input, as the form names its fields. */
export type AssumptionField = keyof AssumptionInput

/** Monthly payment on a fully amortizing loan; a zero rate pays the principal back evenly. */
export function monthlyPayment(
  principal: number,
  annualRatePercent: number,
  years: number,
): number {
  const months = years * 12
  if (!(principal > 0) || !(months > 0)) return 0
  // A negative or empty rate is treated as no interest rather than a loan that pays the borrower.
  const rate = annualRatePercent > 0 ? annualRatePercent / 100 / 12 : 0
  if (rate === 0) return principal / months
  // P·r / (1 − (1 + r)^−n), with expm1/log1p so tiny rates keep their precision.
  return (principal * rate) / -Math.expm1(-months * Math.log1p(rate))
}

/** The second loan that covers what the down payment and the assumed balance leave; never below 0. */
export function gapAmount(price: number, downPayment: number, assumedBalance: number): number {
  return Math.max(0, orZero(price) - orZero(downPayment) - orZero(assumedBalance))
}

/**
 * Assumed loan plus gap loan versus a new loan at the market rate (docs/decisions.md#s-9-loan-calculator). Which inputs must be
 * given is the form's rule (its schema); here a missing one only computes as zero.
 */
export function compareAssumption(input: AssumptionInput): AssumptionComparison {
  const downPayment = orZero(input.downPayment)
  const extras = orZero(input.hoa) + orZero(input.taxes) + orZero(input.insurance)

  const gap = gapAmount(input.purchasePrice, downPayment, input.assumedBalance)
  const gapPayment = monthlyPayment(gap, orZero(input.gapRate), orZero(input.gapTerm))
  const assumedPayment = monthlyPayment(
    input.assumedBalance,
    input.assumptionRate,
    input.assumedTerm,
  )
  const assumptionTotal = assumedPayment + gapPayment + extras

  const newLoanAmount = Math.max(0, input.purchasePrice - downPayment)
  const newPayment = monthlyPayment(newLoanAmount, input.newRate, input.newTerm)
  const newTotal = newPayment + extras

  const monthlySavings = Math.max(0, newTotal - assumptionTotal)

  // Exactly docs/decisions.md#s-9-loan-calculator: the unrounded monthly saving × months of the shorter term, rounded only when
  // shown ($717.3999… × 360 = $258,263.96), so the figure matches the formula to the cent.
  const shorterMonths = Math.min(input.assumedTerm, input.newTerm) * 12
  const lifetimeSavings = Math.max(0, monthlySavings * shorterMonths)
  const savingsByYear = Array.from(
    { length: Math.ceil(shorterMonths / 12) },
    (_, i) => monthlySavings * Math.min((i + 1) * 12, shorterMonths),
  )

  return {
    gapAmount: gap,
    gapPayment,
    assumedPayment,
    extras,
    assumptionTotal,
    newLoanAmount,
    newPayment,
    newTotal,
    monthlySavings,
    lifetimeSavings,
    savingsByYear,
  }
}

// Down payment, gap terms and the monthly extras default to 0 (docs/decisions.md#s-5); an empty number field is NaN.
function orZero(n: number): number {
  return Number.isFinite(n) ? n : 0
}

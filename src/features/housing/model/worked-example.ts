import { ASSUMPTION_WORKED_EXAMPLE_INPUTS as example } from '@/data/va-assumptions'
import { compareAssumption, type AssumptionComparison, type AssumptionInput } from '@/lib/money'

/** The worked example's inputs in the calculator's shape: the data's names mapped one to one. */
export const workedExampleInput: AssumptionInput = {
  purchasePrice: example.purchasePrice,
  downPayment: example.downPayment,
  assumedBalance: example.assumedBalance,
  assumptionRate: example.assumptionRatePercent,
  assumedTerm: example.assumedTermYears,
  gapRate: example.gapRatePercent,
  gapTerm: example.gapTermYears,
  newRate: example.newMarketRatePercent,
  newTerm: example.newTermYears,
  hoa: example.monthlyHoa,
  taxes: example.monthlyTaxes,
  insurance: example.monthlyInsurance,
}

export interface WorkedExample {
  input: AssumptionInput
  result: AssumptionComparison
  /** Years the lifetime saving covers: the shorter of the two terms. */
  termYears: number
  yearlySavings: number
}

/** The example computed by the calculator's own function, so the page, PDF and calculator agree. */
export function computeWorkedExample(input: AssumptionInput = workedExampleInput): WorkedExample {
  const result = compareAssumption(input)
  return {
    input,
    result,
    termYears: Math.min(input.assumedTerm, input.newTerm),
    yearlySavings: result.monthlySavings * 12,
  }
}

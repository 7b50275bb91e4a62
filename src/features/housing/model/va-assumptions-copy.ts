import { formatDollars } from '@/format'
import type { WorkedExample } from './worked-example'

/** Shared by the page and the PDF guide, so the two say the same thing. */
export const VA_ASSUMPTIONS_LEAD =
  'Taking over a seller’s VA loan can keep a low interest rate that a new loan cannot match. Here is how it works, step by step, with a worked example.'

/** The worked example in one paragraph, from its inputs. */
export function workedExampleSentence({ input, result }: WorkedExample): string {
  return `A ${formatDollars(input.purchasePrice)} home. You take over the seller’s ${formatDollars(input.assumedBalance)} VA loan at ${input.assumptionRate}% for ${input.assumedTerm} years and borrow the ${formatDollars(result.gapAmount)} gap at ${input.gapRate}% for ${input.gapTerm} years. The other choice: a new ${formatDollars(result.newLoanAmount)} loan at ${input.newRate}% for ${input.newTerm} years.`
}

export interface ExampleRow {
  label: string
  value: number
  /** A total or the saving: shown in bold. */
  strong?: boolean
}

/** The worked example's figures, in reading order: both monthly totals, then the savings. */
export function workedExampleRows({
  result,
  termYears,
  yearlySavings,
}: WorkedExample): ExampleRow[] {
  return [
    { label: 'Assumed VA loan payment', value: result.assumedPayment },
    { label: 'Gap loan payment', value: result.gapPayment },
    ...(result.extras > 0 ? [{ label: 'HOA, taxes and insurance', value: result.extras }] : []),
    { label: 'Assumption total per month', value: result.assumptionTotal, strong: true },
    { label: 'New loan total per month', value: result.newTotal, strong: true },
    { label: 'You save per month', value: result.monthlySavings, strong: true },
    { label: 'You save per year', value: yearlySavings },
    { label: `You save over ${termYears} years`, value: result.lifetimeSavings },
  ]
}

/** Why HOA, taxes and insurance are missing from the example, when they are. */
export const EXTRAS_LEFT_OUT_NOTE =
  'HOA dues, taxes and insurance are left at $0 here: they add the same amount to both choices.'

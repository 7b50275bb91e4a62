import { ASSUMPTION_CALCULATOR_DEFAULTS as defaults } from '@/data/calculator-numbers'
import { formatList } from '@/format'
import type { AssumptionField, AssumptionInput } from '@/lib/money'
import {
  defaultWholeCostValues,
  sameWholeCost,
  wholeCostNouns,
  type WholeCostField,
  type WholeCostFormValues,
} from './whole-cost-form'

// What the form shows and holds. Whether a value is valid is the schema's call alone
// (assumption-schema.ts); this module only names the fields and words its messages.

// Guards against typos such as 75 for 7.5, not a market limit.
export const MAX_RATE_PERCENT = 30
export const MAX_TERM_YEARS = 40

type Kind = 'money' | 'rate' | 'term'

export interface AssumptionFieldSpec {
  name: AssumptionField
  kind: Kind
  label: string
  /** How a sentence names the field: "the purchase price". */
  noun: string
  /** The field's key in a shared link's query string. */
  key: string
  helper?: string
}

/** The twelve inputs in form order. Money in dollars, rates in percent, terms in years. */
export const assumptionFields = [
  {
    name: 'purchasePrice',
    kind: 'money',
    label: 'Purchase price',
    noun: 'the purchase price',
    key: 'p',
  },
  {
    name: 'downPayment',
    kind: 'money',
    label: 'Down payment',
    noun: 'the down payment',
    key: 'd',
    helper: 'Leave empty if none.',
  },
  {
    name: 'assumedBalance',
    kind: 'money',
    label: 'Assumed loan balance',
    noun: 'the assumed loan balance',
    key: 'b',
    helper: 'What the seller still owes on the VA loan.',
  },
  {
    name: 'assumptionRate',
    kind: 'rate',
    label: 'Assumed loan rate',
    noun: 'the assumed loan rate',
    key: 'r',
    helper: 'The rate on the seller’s loan.',
  },
  {
    name: 'assumedTerm',
    kind: 'term',
    label: 'Assumed loan term',
    noun: 'the assumed loan term',
    key: 't',
    helper: 'Years left on the seller’s loan.',
  },
  {
    name: 'gapRate',
    kind: 'rate',
    label: 'Gap loan rate',
    noun: 'the gap loan rate',
    key: 'gr',
    helper: 'The rate a gap lender quotes you.',
  },
  { name: 'gapTerm', kind: 'term', label: 'Gap loan term', noun: 'the gap loan term', key: 'gt' },
  {
    name: 'newRate',
    kind: 'rate',
    label: 'New loan rate',
    noun: 'the new loan rate',
    key: 'nr',
    helper: 'Today’s rate for a new loan.',
  },
  { name: 'newTerm', kind: 'term', label: 'New loan term', noun: 'the new loan term', key: 'nt' },
  {
    name: 'hoa',
    kind: 'money',
    label: 'HOA dues per month',
    noun: 'the monthly HOA dues',
    key: 'h',
    helper: 'Leave empty if none.',
  },
  {
    name: 'taxes',
    kind: 'money',
    label: 'Property taxes per month',
    noun: 'the monthly property taxes',
    key: 'tx',
  },
  {
    name: 'insurance',
    kind: 'money',
    label: 'Home insurance per month',
    noun: 'the monthly home insurance',
    key: 'i',
  },
] as const satisfies readonly AssumptionFieldSpec[]

export const fieldSpec = Object.fromEntries(assumptionFields.map((f) => [f.name, f])) as Record<
  AssumptionField,
  AssumptionFieldSpec
>

/**
 * The inputs that must be given and above zero (docs/decisions.md#s-5), in form order; the gap
 * loan's too when there is a gap.
 */
export const requiredAssumptionFields = [
  'purchasePrice',
  'assumedBalance',
  'assumptionRate',
  'assumedTerm',
  'newRate',
  'newTerm',
] as const satisfies readonly AssumptionField[]

const required = new Set<AssumptionField>(requiredAssumptionFields)

/** Whether the form marks a field as always needed. */
export function isRequired(field: AssumptionField): boolean {
  return required.has(field)
}

type MoneyName = Extract<(typeof assumptionFields)[number], { kind: 'money' }>['name']
type TextName = Exclude<AssumptionField, MoneyName>

/** What the form holds: money as whole dollars, rates and terms as typed, and the whole-cost inputs. */
export type AssumptionFormValues = LoanFormValues & WholeCostFormValues

/** The twelve loan inputs of docs/decisions.md#s-9-loan-calculator as the form holds them. */
export type LoanFormValues = Record<MoneyName, number> & Record<TextName, string>

export const defaultFormValues: AssumptionFormValues = {
  purchasePrice: 0,
  downPayment: defaults.downPayment,
  assumedBalance: 0,
  assumptionRate: '',
  assumedTerm: String(defaults.assumedTermYears),
  gapRate: String(defaults.gapRatePercent),
  gapTerm: String(defaults.gapTermYears),
  newRate: '',
  newTerm: String(defaults.newTermYears),
  hoa: defaults.monthlyHoa,
  taxes: defaults.monthlyTaxes,
  insurance: defaults.monthlyInsurance,
  ...defaultWholeCostValues,
}

/** "Enter the purchase price.": a required field is empty or zero. */
export const missingMessage = (field: AssumptionField) => `Enter ${fieldSpec[field].noun}.`
export const RATE_MESSAGE = `Enter a rate from 0% to ${MAX_RATE_PERCENT}%.`
export const TERM_MESSAGE = `Enter whole years, from 1 to ${MAX_TERM_YEARS}.`

/** A typed number; NaN when blank or not a number. */
export function readNumber(text: string): number {
  return text.trim() === '' ? NaN : Number(text)
}

/** The form's values as numbers, to compare two forms; blanks stay NaN, told apart from 0. */
function toNumbers(values: LoanFormValues): AssumptionInput {
  const input = {} as AssumptionInput
  for (const { name, kind } of assumptionFields) {
    const value = values[name]
    input[name] = kind === 'money' ? Number(value) : readNumber(String(value))
  }
  return input
}

type FormErrors = Partial<Record<AssumptionField | WholeCostField, { message?: string }>>

/**
 * The sentence under the Calculate button, from the schema's field messages in form order:
 * "To calculate, enter the purchase price. Please check the gap loan rate."
 */
export function summarizeErrors(errors: FormErrors): string {
  const missing: string[] = []
  const invalid: string[] = []
  for (const { name, noun } of assumptionFields) {
    const message = errors[name]?.message
    if (message === missingMessage(name)) missing.push(noun)
    else if (message !== undefined) invalid.push(noun)
  }
  for (const [name, noun] of Object.entries(wholeCostNouns) as [WholeCostField, string][])
    if (errors[name]) invalid.push(noun)
  return [
    missing.length > 0 ? `To calculate, enter ${formatList(missing)}.` : '',
    invalid.length > 0 ? `Please check ${formatList(invalid)}.` : '',
  ]
    .filter(Boolean)
    .join(' ')
}

/** Two forms show the same figures when every value reads as the same number (or both blank). */
export function sameValues(a: AssumptionFormValues, b: AssumptionFormValues): boolean {
  const x = toNumbers(a)
  const y = toNumbers(b)
  return assumptionFields.every(({ name }) => Object.is(x[name], y[name])) && sameWholeCost(a, b)
}

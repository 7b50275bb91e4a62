import { ASSUMPTION_CALCULATOR_DEFAULTS as defaults, GAP_TYPICAL_RATE_TEXT } from '@/data/credits'
import {
  gapAmount,
  missingRequired,
  requiredAssumptionFields,
  type AssumptionField,
  type AssumptionInput,
} from '@/lib/money'
import { defaultWholeCostValues, sameWholeCost, type WholeCostFormValues } from './whole-cost-form'

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

const gapTypical = `Typically ${GAP_TYPICAL_RATE_TEXT}.`

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
    helper: gapTypical,
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

const required = new Set<AssumptionField>(requiredAssumptionFields)

/** Whether the form marks a field as always needed. */
export function isRequired(field: AssumptionField): boolean {
  return required.has(field)
}

type MoneyName = Extract<(typeof assumptionFields)[number], { kind: 'money' }>['name']
type TextName = Exclude<AssumptionField, MoneyName>

/** What the form holds: money as whole dollars, rates and terms as typed, and the whole-cost inputs. */
export type AssumptionFormValues = LoanFormValues & WholeCostFormValues

/** The twelve loan inputs of spec §9 as the form holds them. */
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

/** A typed number; NaN when blank or not a number. */
export function readNumber(text: string): number {
  return text.trim() === '' ? NaN : Number(text)
}

export function rateInRange(rate: number): boolean {
  return rate >= 0 && rate <= MAX_RATE_PERCENT
}

export function termInRange(years: number): boolean {
  return Number.isInteger(years) && years >= 0 && years <= MAX_TERM_YEARS
}

/** The form's values as numbers; blanks stay NaN so they can be told apart from 0. */
function toNumbers(values: LoanFormValues): AssumptionInput {
  const input = {} as AssumptionInput
  for (const { name, kind } of assumptionFields) {
    const value = values[name]
    input[name] = kind === 'money' ? Number(value) : readNumber(String(value))
  }
  return input
}

export interface Problem {
  field: AssumptionField
  /** "missing": the field needs a value; "invalid": the value is out of range. */
  kind: 'missing' | 'invalid'
  message: string
}

/** Every field that stops the calculation, in form order. */
export function findProblems(values: LoanFormValues): Problem[] {
  const input = toNumbers(values)
  const missing = new Set(missingRequired(input))
  // A blank gap rate is not 0%: ask for it when there is a gap to finance.
  if (gapAmount(input.purchasePrice, input.downPayment, input.assumedBalance) > 0) {
    if (Number.isNaN(input.gapRate)) missing.add('gapRate')
  }
  const problems: Problem[] = []
  for (const { name, kind, noun } of assumptionFields) {
    const value = input[name]
    const blank = Number.isNaN(value)
    if (missing.has(name) && (blank || value === 0)) {
      problems.push({ field: name, kind: 'missing', message: `Enter ${noun}.` })
    } else if (kind === 'rate' && !blank && !rateInRange(value)) {
      problems.push({
        field: name,
        kind: 'invalid',
        message: `Enter a rate from 0% to ${MAX_RATE_PERCENT}%.`,
      })
    } else if (kind === 'term' && (missing.has(name) || (!blank && !termInRange(value)))) {
      problems.push({
        field: name,
        kind: 'invalid',
        message: `Enter whole years, from 1 to ${MAX_TERM_YEARS}.`,
      })
    }
  }
  return problems
}

// Made on first use: the first Intl object costs a page tens of milliseconds (src/lib/number-format.ts).
let list: Intl.ListFormat | undefined
const listed = (words: string[]) =>
  (list ??= new Intl.ListFormat('en', { type: 'conjunction' })).format(words)

/** The sentence under the Calculate button: which fields need a value or a fix. */
export function summarizeProblems(problems: readonly Problem[]): string {
  const nouns = (kind: Problem['kind']) =>
    problems.filter((p) => p.kind === kind).map((p) => fieldSpec[p.field].noun)
  const missing = nouns('missing')
  const invalid = nouns('invalid')
  return [
    missing.length > 0 ? `To calculate, enter ${listed(missing)}.` : '',
    invalid.length > 0 ? `Please check ${listed(invalid)}.` : '',
  ]
    .filter(Boolean)
    .join(' ')
}

/** The calculator's input once every problem is solved; blanks left in optional fields are 0. */
export function toInput(values: LoanFormValues): AssumptionInput {
  const input = toNumbers(values)
  for (const { name } of assumptionFields) if (Number.isNaN(input[name])) input[name] = 0
  return input
}

/** Two forms show the same figures when every value reads as the same number (or both blank). */
export function sameValues(a: AssumptionFormValues, b: AssumptionFormValues): boolean {
  const x = toNumbers(a)
  const y = toNumbers(b)
  return assumptionFields.every(({ name }) => Object.is(x[name], y[name])) && sameWholeCost(a, b)
}

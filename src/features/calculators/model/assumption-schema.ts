import { zodResolver } from '@hookform/resolvers/zod'
import { z } from '@/lib/zod'
import { gapAmount, type AssumptionField, type AssumptionInput } from '@/lib/money'
import {
  assumptionFields,
  MAX_RATE_PERCENT,
  MAX_TERM_YEARS,
  missingMessage,
  RATE_MESSAGE,
  requiredAssumptionFields,
  TERM_MESSAGE,
} from './assumption-form'
import { wholeCostShape } from './whole-cost-schema'

// The assumption form's only rules. Rates and terms arrive as typed; blank reads as undefined,
// "not given", which a required field refuses and an optional one counts as 0.
const typed = z.string().transform((text) => (text.trim() === '' ? undefined : text))
const money = z.coerce.number<number>().min(0)
const rate = typed.pipe(
  z.coerce
    .number<string>({ error: RATE_MESSAGE })
    .min(0, RATE_MESSAGE)
    .max(MAX_RATE_PERCENT, RATE_MESSAGE)
    .optional(),
)
const term = typed.pipe(
  z.coerce
    .number<string>({ error: TERM_MESSAGE })
    .multipleOf(1, TERM_MESSAGE)
    .min(0, TERM_MESSAGE)
    .max(MAX_TERM_YEARS, TERM_MESSAGE)
    .optional(),
)
const byKind = { money, rate, term }

/** Each loan input's rule on its own; a shared link's values are read with these too. */
export const loanFieldSchemas = Object.fromEntries(
  assumptionFields.map(({ name, kind }) => [name, byKind[kind]]),
) as { [F in (typeof assumptionFields)[number] as F['name']]: (typeof byKind)[F['kind']] }

const loanShape = z.object(loanFieldSchemas)
type LoanValues = z.output<typeof loanShape>

/**
 * Required inputs (docs/decisions.md#s-5): empty or 0 asks for a value. The product rules
 * (#s-9-loan-calculator) leave a financed gap with no term undefined, so with a gap to finance
 * its term is needed too, and its rate (0% allowed).
 */
function requireInputs(values: LoanValues, ctx: z.RefinementCtx) {
  const { purchasePrice, downPayment, assumedBalance } = values
  const hasGap = gapAmount(purchasePrice, downPayment, assumedBalance) > 0
  const needed: AssumptionField[] = hasGap
    ? [...requiredAssumptionFields, 'gapTerm']
    : [...requiredAssumptionFields]
  const missing = (field: AssumptionField) => values[field] === undefined || values[field] === 0
  for (const { name } of assumptionFields) {
    const gapRate = hasGap && name === 'gapRate' && values.gapRate === undefined
    if ((needed.includes(name) && missing(name)) || gapRate)
      ctx.addIssue({ code: 'custom', path: [name], message: missingMessage(name) })
  }
}

/** The calculator's input: what was left blank in an optional field is 0. */
function toInput(values: LoanValues): AssumptionInput {
  const input = {} as AssumptionInput
  for (const { name } of assumptionFields) input[name] = values[name] ?? 0
  return input
}

// Checked even when another field is wrong, so every field gets its message at once.
const always = { when: () => true }

/** The loan inputs alone: what the results need (a shared link shows them even if a whole-cost input is wrong). */
export const loanSchema = loanShape.superRefine(requireInputs, always).transform(toInput)

/** The whole form: the loan inputs and the whole-cost inputs, yielding the calculator's input. */
export const assumptionSchema = loanShape
  .extend(wholeCostShape)
  .superRefine(requireInputs, always)
  .transform(toInput)

/** Whether a shared link's text is a value the form would take for this field. */
export function acceptsLinkValue(field: AssumptionField, text: string): boolean {
  return loanFieldSchemas[field].safeParse(text).success
}

/** The form's resolver; the calculator loads this module on first use (see lazyResolver). */
export const assumptionResolver = zodResolver(assumptionSchema)

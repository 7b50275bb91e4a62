import { z } from '@/lib/zod'
import type { WholeCostInput } from '@/lib/money'
import { MAX_TERM_YEARS } from './assumption-form'

const amount = (noun: string) => z.coerce.number<number>().min(0, `Enter ${noun} of $0 or more.`)
const yearsMessage = `Enter whole years, from 1 to ${MAX_TERM_YEARS}, or leave it empty.`

/** The only rules for the whole-cost inputs; the form, a shared link and the results all use it. */
export const wholeCostShape = {
  fundingFeeExempt: z.boolean(),
  vaUse: z.enum(['first', 'subsequent']),
  financeFundingFee: z.boolean(),
  processingFee: amount('a fee'),
  assumptionClosingCosts: amount('closing costs'),
  newClosingCosts: amount('closing costs'),
  // Empty means the longest term.
  horizonYears: z
    .string()
    .transform((text) => (text.trim() === '' ? undefined : text))
    .pipe(
      z.coerce
        .number<string>({ error: yearsMessage })
        .multipleOf(1, yearsMessage)
        .min(1, yearsMessage)
        .max(MAX_TERM_YEARS, yearsMessage)
        .optional(),
    ),
}

export const wholeCostSchema = z.object(wholeCostShape) satisfies z.ZodType<WholeCostInput>

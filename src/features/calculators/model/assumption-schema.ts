import { zodResolver } from '@hookform/resolvers/zod'
import { z } from '@/lib/zod'
import { findProblems, toInput } from './assumption-form'
import { wholeCostShape } from './whole-cost-schema'

/** The form's schema: names each field that needs a value, then yields the calculator's input. */
export const assumptionSchema = z
  .object({
    purchasePrice: z.number(),
    downPayment: z.number(),
    assumedBalance: z.number(),
    assumptionRate: z.string(),
    assumedTerm: z.string(),
    gapRate: z.string(),
    gapTerm: z.string(),
    newRate: z.string(),
    newTerm: z.string(),
    hoa: z.number(),
    taxes: z.number(),
    insurance: z.number(),
    ...wholeCostShape,
  })
  .superRefine(
    (values, ctx) => {
      for (const problem of findProblems(values)) {
        ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message })
      }
    },
    // Run even when a whole-cost input is wrong, so every field gets its message at once.
    { when: () => true },
  )
  .transform(toInput)

/** The form's resolver; the calculator loads this module on first use (see lazyResolver). */
export const assumptionResolver = zodResolver(assumptionSchema)

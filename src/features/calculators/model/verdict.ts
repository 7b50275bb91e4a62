import type { AssumptionComparison, WholeCost } from '@/lib/money'
import { formatCents } from '@/format'
import { yearsText } from './words'

type Side = 'assumption' | 'new' | 'same'

const name: Record<Exclude<Side, 'same'>, string> = {
  assumption: 'assuming the VA loan',
  new: 'the new loan',
}

function cheaperMonthly(c: AssumptionComparison): Side {
  const gap = formatCents(Math.abs(c.newTotal - c.assumptionTotal))
  if (gap === formatCents(0)) return 'same'
  return c.assumptionTotal < c.newTotal ? 'assumption' : 'new'
}

/**
 * The page's one verdict, from the whole cost over the horizon; when the first month's payments
 * (the figures before fees) point the other way, it says why the two differ.
 */
export function verdictText(c: AssumptionComparison, w: WholeCost): string {
  const years = yearsText(w.horizonYears)
  const amount = formatCents(Math.abs(w.difference))
  if (amount === formatCents(0)) {
    return `Over ${years}, both options cost the same in all: cash to close plus every loan payment.`
  }
  const cheaper = w.difference > 0 ? 'assumption' : 'new'
  const verdict = `Over ${years}, ${name[cheaper]} costs ${amount} less in all: cash to close plus every loan payment.`
  const monthly = cheaperMonthly(c)
  if (monthly === cheaper) return `${verdict} Its monthly payments are lower too.`
  const gap = formatCents(Math.abs(c.newTotal - c.assumptionTotal))
  const start =
    monthly === 'same'
      ? 'The monthly payments start out the same'
      : `Its monthly payments start ${gap} higher, before fees`
  return `${verdict} ${start}; the whole cost also counts the fees and cash at closing, and pays each loan only while it runs, so the two can differ.`
}

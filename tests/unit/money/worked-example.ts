import type { AssumptionInput } from '@/lib/money'

// The worked example of docs/decisions.md#d-08: 400,000 assumed at 3.5% plus a 200,000 gap at 9.5%,
// against 600,000 new at 7.5%, all over 30 years.
export const workedExample: AssumptionInput = {
  purchasePrice: 600_000,
  downPayment: 0,
  assumedBalance: 400_000,
  assumptionRate: 3.5,
  assumedTerm: 30,
  gapRate: 9.5,
  gapTerm: 30,
  newRate: 7.5,
  newTerm: 30,
  hoa: 0,
  taxes: 0,
  insurance: 0,
}

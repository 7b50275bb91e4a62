export { formatCents, formatDollars, parseDollars } from './format'
export { newConstructionCredit, veteranCredit } from './credits'
export {
  compareAssumption,
  gapAmount,
  missingRequired,
  monthlyPayment,
  requiredAssumptionFields,
  type AssumptionComparison,
  type AssumptionField,
  type AssumptionInput,
  type RequiredAssumptionField,
} from './loan'

export { formatCents, formatDollars, parseDollars } from './format'
export { newConstructionCredit, veteranCredit } from './credit-formulas'
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
export {
  longestTerm,
  newLoanFeePercent,
  wholeCost,
  type FundingFeeRates,
  type Phase,
  type VaUse,
  type WholeCost,
  type WholeCostInput,
} from './whole-cost'

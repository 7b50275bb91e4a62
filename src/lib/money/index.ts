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

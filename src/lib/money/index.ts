export { newConstructionCredit, veteranCredit } from './credit-formulas'
export {
  compareAssumption,
  gapAmount,
  monthlyPayment,
  type AssumptionComparison,
  type AssumptionField,
  type AssumptionInput,
} from './loan'
export {
  newLoanFeePercent,
  wholeCost,
  type FundingFeeRates,
  type Phase,
  type VaUse,
  type WholeCost,
  type WholeCostInput,
} from './whole-cost'

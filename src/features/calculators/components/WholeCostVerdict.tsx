import Alert from '@mui/material/Alert'
import { VA_FUNDING_FEE } from '@/data/va-funding-fee'
import { wholeCost, type AssumptionComparison, type AssumptionInput } from '@/lib/money'
import type { WholeCostFormValues } from '../model/whole-cost-form'
import { wholeCostSchema } from '../model/whole-cost-schema'
import { verdictText } from '../model/verdict'

export interface WholeCostVerdictProps {
  input: AssumptionInput
  comparison: AssumptionComparison
  values: WholeCostFormValues
}

/** The results' one verdict: which option costs less in all over the horizon, and why. */
export default function WholeCostVerdict({ input, comparison, values }: WholeCostVerdictProps) {
  const parsed = wholeCostSchema.safeParse(values)
  // The whole-cost section names the input to fix; without it there is no verdict to give.
  if (!parsed.success) return null
  const w = wholeCost(input, comparison, parsed.data, VA_FUNDING_FEE)
  return (
    <Alert severity="info" icon={false} sx={{ typography: 'body1', fontWeight: 500 }}>
      {verdictText(comparison, w)}
    </Alert>
  )
}

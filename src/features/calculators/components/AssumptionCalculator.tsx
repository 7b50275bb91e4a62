import { lazy, Suspense, useEffect, useState } from 'react'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useForm, useWatch } from 'react-hook-form'
import { useSearchParams } from 'react-router-dom'
import { CalculatorPanel, Section, whenIdle } from '@/design-system'
import { lazyResolver } from '@/lib/forms'
import { compareAssumption, type AssumptionComparison, type AssumptionInput } from '@/lib/money'
import {
  defaultFormValues,
  findProblems,
  sameValues,
  summarizeProblems,
  toInput,
  type AssumptionFormValues,
} from '../model/assumption-form'
import { hasScenario, valuesFromParams, valuesToParams } from '../model/assumption-url'
import { wholeCostFields, wholeCostNouns, type WholeCostFormValues } from '../model/whole-cost-form'
import { AssumptionFields } from './AssumptionFields'
import { AssumptionResults } from './AssumptionResults'

const validation = lazyResolver(() =>
  import('../model/assumption-schema').then((m) => m.assumptionResolver),
)

// The charts library is large: load it only once there are results to draw.
const AssumptionCharts = lazy(() => import('./AssumptionCharts'))
// The whole cost brings Zod and the charts: it loads with the results too.
const WholeCostSection = lazy(() => import('./WholeCostSection'))

interface Calculation {
  /** The form as it was when Calculate was pressed. */
  values: AssumptionFormValues
  input: AssumptionInput
  comparison: AssumptionComparison
}

function calculate(values: AssumptionFormValues): Calculation | null {
  if (findProblems(values).length > 0) return null
  const input = toInput(values)
  const comparison = compareAssumption(input)
  return comparison ? { values, input, comparison } : null
}

/** A shared link fills the form and, when it is complete, shows its results at once. */
function startFrom(params: URLSearchParams) {
  const values = valuesFromParams(params)
  return { values, calculation: hasScenario(params) ? calculate(values) : null }
}

/**
 * Assuming a VA loan plus a gap loan versus a new loan: inputs, Calculate, results and charts.
 * `fromLink` (default) starts from the numbers in the page's query string.
 */
export function AssumptionCalculator({ fromLink = true }: { fromLink?: boolean }) {
  const [params, setParams] = useSearchParams()
  const [start] = useState(() => startFrom(fromLink ? params : new URLSearchParams()))
  const [shown, setShown] = useState<Calculation | null>(start.calculation)
  const { control, handleSubmit, getValues, formState, trigger } = useForm<
    AssumptionFormValues,
    unknown,
    AssumptionInput
  >({ defaultValues: start.values, resolver: validation.resolver })

  // Zod arrives once the page has settled, before anyone can press Calculate.
  useEffect(() => whenIdle(validation.preload), [])
  // A shared link's results show at once; a whole-cost value it holds that the schema refuses
  // gets its message at the field then too, not only after Calculate.
  useEffect(() => {
    if (start.calculation) void trigger(wholeCostFields)
  }, [start.calculation, trigger])

  const current = { ...defaultFormValues, ...useWatch({ control }) } as AssumptionFormValues
  // Results are shown only for the inputs on screen; an edit hides them until Calculate.
  const fresh = shown !== null && sameValues(shown.values, current)
  const hasErrors = Object.keys(formState.errors).length > 0
  const wholeCostErrors = wholeCostFields.filter((name) => formState.errors[name])

  const onSubmit = handleSubmit(() => {
    const values = { ...getValues() }
    const calculation = calculate(values)
    setShown(calculation)
    if (calculation) setParams(valuesToParams(values), { replace: true, preventScrollReset: true })
  })

  let results = null
  if (shown && fresh)
    results = <AssumptionResults input={shown.input} comparison={shown.comparison} />
  else if (shown) {
    results = (
      <Typography color="text.secondary">
        You changed a number. Press Calculate to see the new results.
      </Typography>
    )
  }

  return (
    <Stack spacing={{ xs: 4, sm: 5 }} sx={{ mb: { xs: 4, sm: 5 } }}>
      <CalculatorPanel
        title="Assume a VA loan, or take a new one?"
        description="Fill in what you know; fields marked * are needed. Money is in whole dollars."
        onSubmit={onSubmit}
        results={results}
        message={
          hasErrors
            ? [summarizeProblems(findProblems(current)), checkText(wholeCostErrors)]
                .filter(Boolean)
                .join(' ')
            : undefined
        }
      >
        <AssumptionFields control={control} />
      </CalculatorPanel>
      {shown && fresh && (
        <Section
          title="The whole cost"
          description="Fees and cash at closing, then every loan payment until the horizon: what each option costs in all."
        >
          <Suspense fallback={<Skeleton variant="rounded" height={320} />}>
            <WholeCostSection
              input={shown.input}
              comparison={shown.comparison}
              values={pickWholeCost(shown.values)}
            />
          </Suspense>
        </Section>
      )}
      {shown && fresh && (
        <Section title="Your numbers as charts">
          <Suspense fallback={<Skeleton variant="rounded" height={320} />}>
            <AssumptionCharts input={shown.input} comparison={shown.comparison} />
          </Suspense>
        </Section>
      )}
    </Stack>
  )
}

function pickWholeCost(values: AssumptionFormValues): WholeCostFormValues {
  const { fundingFeeExempt, vaUse, financeFundingFee, processingFee } = values
  const { assumptionClosingCosts, newClosingCosts, horizonYears } = values
  return {
    fundingFeeExempt,
    vaUse,
    financeFundingFee,
    processingFee,
    assumptionClosingCosts,
    newClosingCosts,
    horizonYears,
  }
}

// Made on first use, like summarizeProblems' list (the first Intl object costs a page time).
let list: Intl.ListFormat | undefined

/** "Please check the years to compare." for whole-cost fields the schema refused. */
function checkText(fields: readonly (keyof WholeCostFormValues)[]): string {
  if (fields.length === 0) return ''
  list ??= new Intl.ListFormat('en', { type: 'conjunction' })
  return `Please check ${list.format(fields.map((name) => wholeCostNouns[name]))}.`
}

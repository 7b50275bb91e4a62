import { lazy, Suspense, use, useEffect, useState } from 'react'
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
  sameValues,
  summarizeErrors,
  type AssumptionFormValues,
} from '../model/assumption-form'
import { hasScenario, valuesFromParams, valuesToParams } from '../model/assumption-url'
import {
  loadAssumptionSchema,
  loadedAssumptionSchema,
  type AssumptionSchemaModule,
} from '../model/load-schema'
import { wholeCostFields, type WholeCostFormValues } from '../model/whole-cost-form'
import { AssumptionFields } from './AssumptionFields'
import { AssumptionResults } from './AssumptionResults'

const validation = lazyResolver(() => loadAssumptionSchema().then((m) => m.assumptionResolver))

// The charts library is large: load it only once there are results to draw.
const AssumptionCharts = lazy(() => import('./AssumptionCharts'))
// The whole cost brings Zod and the charts: it loads with the results too.
const WholeCostSection = lazy(() => import('./WholeCostSection'))
const WholeCostVerdict = lazy(() => import('./WholeCostVerdict'))

interface Calculation {
  /** The form as it was when Calculate was pressed. */
  values: AssumptionFormValues
  input: AssumptionInput
  comparison: AssumptionComparison
}

function calculate(values: AssumptionFormValues, input: AssumptionInput): Calculation {
  return { values, input, comparison: compareAssumption(input) }
}

/**
 * A shared link fills the form and, when its loan inputs pass the schema, shows its results at
 * once (a whole-cost value the schema refuses gets its message at the field instead).
 */
function startFrom(schema: AssumptionSchemaModule | undefined, params: URLSearchParams) {
  if (!schema) return { values: defaultFormValues, calculation: null }
  const values = valuesFromParams(params, schema.acceptsLinkValue)
  const loan = schema.loanSchema.safeParse(values)
  return { values, calculation: loan.success ? calculate(values, loan.data) : null }
}

/**
 * Assuming a VA loan plus a gap loan versus a new loan: inputs, Calculate, results and charts.
 * `fromLink` (default) starts from the numbers in the page's query string.
 */
export function AssumptionCalculator({ fromLink = true }: { fromLink?: boolean }) {
  const [params, setParams] = useSearchParams()
  const linked = fromLink && hasScenario(params)
  // The page waits for the schema before it shows a shared link; elsewhere (a story) this waits.
  const schema = linked ? (loadedAssumptionSchema() ?? use(loadAssumptionSchema())) : undefined
  const [start] = useState(() => startFrom(schema, params))
  const [shown, setShown] = useState<Calculation | null>(start.calculation)
  // Each Calculate shows fresh results and moves the visitor to them.
  const [runs, setRuns] = useState(0)
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

  const onSubmit = handleSubmit((input) => {
    const values = { ...getValues() }
    setShown(calculate(values, input))
    setRuns((n) => n + 1)
    setParams(valuesToParams(values), { replace: true, preventScrollReset: true })
  })

  let results = null
  if (shown && fresh)
    results = (
      <AssumptionResults
        key={runs}
        focus={runs > 0}
        input={shown.input}
        comparison={shown.comparison}
        verdict={
          <Suspense fallback={null}>
            <WholeCostVerdict
              input={shown.input}
              comparison={shown.comparison}
              values={pickWholeCost(shown.values)}
            />
          </Suspense>
        }
      />
    )
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
        message={hasErrors ? summarizeErrors(formState.errors) : undefined}
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

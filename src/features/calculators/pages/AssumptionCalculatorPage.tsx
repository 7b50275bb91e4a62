import { startTransition, useEffect, useState } from 'react'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { PageHeader, Section, useHydrated } from '@/design-system'
import { useSearchParams } from 'react-router-dom'
import { lazyBlock } from '@/lib/lazy-block'
import { hasScenario } from '../model/assumption-url'
import { loadAssumptionSchema, loadedAssumptionSchema } from '../model/load-schema'

// The form's code (react-hook-form, Zod, the inputs) loads after the page's; see lazyBlock.
const AssumptionCalculator = lazyBlock(() =>
  import('../components/AssumptionCalculator').then((m) => m.AssumptionCalculator),
)

const steps = [
  'Gap loan = purchase price − down payment − assumed balance (never below $0).',
  'Each payment is a fixed-rate mortgage payment of principal and interest; at 0% it is the amount divided by the months.',
  'Assumption total = assumed loan payment + gap loan payment + HOA + taxes + insurance.',
  'New loan total = the payment on (purchase price − down payment) at today’s rate + the same HOA, taxes and insurance.',
  'Monthly savings = new loan total − assumption total, shown as $0.00 when the new loan costs less.',
  'Lifetime savings = monthly savings × 12 × the years of the shorter loan term.',
  'The whole cost: cash to close = down payment + VA funding fee + processing fee + other closing costs to assume; down payment + the funding fee, unless it is financed, + other closing costs for a new loan.',
  'A financed funding fee is added to the new loan’s amount, and so to its payment.',
  'Total cost over the years you choose = cash to close + every loan payment within them. HOA, taxes and insurance are the same both ways and are left out.',
]

/** /calculators/assumption-cruncher: assume a VA loan plus gap financing, or take a new loan. */
export function AssumptionCalculatorPage() {
  const [params] = useSearchParams()
  // Whether the page was opened from a shared link; Calculate's own updates to the address later
  // must not count (they would remount the form and lose focus).
  const [openedFromLink] = useState(() => hasScenario(params))
  // The prerendered page has an empty form; a shared link's numbers fill it once the page is live
  // and the form's schema, which reads them, has arrived.
  const schemaReady = useSchemaReady(openedFromLink)
  const shared = useHydrated() && openedFromLink && schemaReady
  return (
    <>
      <PageHeader
        eyebrow="Calculators"
        title="VA loan assumption calculator"
        lead="Taking over a seller’s low-rate VA loan can cost less each month than a new loan, even with a second “gap” loan for the rest of the price. Enter your numbers and press Calculate to compare."
      />
      <AssumptionCalculator key={shared ? 'shared' : 'blank'} fromLink={shared} />
      <Section title="How the numbers are worked out">
        <Box component="ol" sx={{ pl: 3, m: 0, maxWidth: '70ch', display: 'grid', gap: 1 }}>
          {steps.map((step) => (
            <li key={step}>
              <Typography>{step}</Typography>
            </li>
          ))}
        </Box>
        <Typography color="text.secondary" sx={{ mt: 2, maxWidth: '70ch' }}>
          Every figure is worked out from the exact payments and rounded to the cent only when
          shown, so adding, subtracting or multiplying the rounded figures can differ by a cent or a
          few. These are estimates for comparing options; a lender’s quote gives the exact payment.
        </Typography>
      </Section>
    </>
  )
}

/** Whether the form's schema has loaded; starts loading it when `needed`. */
function useSchemaReady(needed: boolean): boolean {
  const [ready, setReady] = useState(() => loadedAssumptionSchema() !== undefined)
  useEffect(() => {
    if (!needed || ready) return
    let live = true
    // A transition: an urgent update above the lazy form would replace its HTML with the fallback.
    loadAssumptionSchema().then(
      () => {
        if (live) startTransition(() => setReady(true))
      },
      () => undefined, // the blank form stays; Calculate tries the load again
    )
    return () => {
      live = false
    }
  }, [needed, ready])
  return ready
}

export default AssumptionCalculatorPage

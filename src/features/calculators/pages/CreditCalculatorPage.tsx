import Link from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { PageHeader, Section, SourceNote } from '@/design-system'
import {
  CREDIT_FACTS,
  SLIDER_LARGE_STEP_MULTIPLIER,
  VETERAN_CREDIT_SLIDER,
} from '@/data/calculator-numbers'
import { factNote } from '@/lib/facts/note'
import { lazyBlock } from '@/lib/lazy-block'
import { formatDollars } from '@/format'
import { newConstructionRatePercent, veteranRateInWords } from '../model/credits-at-site-rates'
import { pageHref } from '@/lib/page-href'

const { step } = VETERAN_CREDIT_SLIDER

// The slider's code loads after the page's; see lazyBlock.
const CreditSliderBlock = lazyBlock(() =>
  import('../components/CreditSliderBlock').then((m) => m.CreditSliderBlock),
)

/** /calculators/credit: the veteran credit for a home price. */
export function CreditCalculatorPage() {
  return (
    <>
      <PageHeader
        eyebrow="Calculators"
        title="Veteran credit calculator"
        lead="Move the slider to your home’s price to see the Veteran Home Program credit for it."
      />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 4, mb: { xs: 4, sm: 5 } }}>
        <CreditSliderBlock />
      </Paper>
      <Section title="How the credit works">
        <Typography sx={{ maxWidth: '70ch' }}>
          The Veteran Home Program pays {veteranRateInWords}, shown in whole dollars. On a keyboard,
          the arrow keys move the price {formatDollars(step)} at a time; Page Up, Page Down or Shift
          with an arrow move it {formatDollars(step * SLIDER_LARGE_STEP_MULTIPLIER)}.
        </Typography>
        <SourceNote {...factNote(CREDIT_FACTS.veteranCredit)} spacing={0.5} />
        <Typography sx={{ maxWidth: '70ch', mt: 2 }}>
          Building new? A new build also earns {newConstructionRatePercent} of its price: see{' '}
          <Link href={pageHref('/housing/new-construction')}>new construction</Link> and the{' '}
          <Link href={pageHref('/programs')}>VHP programs</Link>. Thinking of taking over a seller’s
          VA loan? Try the{' '}
          <Link href={pageHref('/calculators/assumption-cruncher')}>assumption calculator</Link>.
        </Typography>
        <SourceNote {...factNote(CREDIT_FACTS.newConstructionCredit)} spacing={0.5} />
      </Section>
    </>
  )
}

export default CreditCalculatorPage

import { useEffect, useRef, type ReactNode } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import LinkIcon from '@mui/icons-material/Link'
import { useToast } from '@/design-system'
import { type AssumptionComparison, type AssumptionInput } from '@/lib/money'
import { formatCents } from '@/format'
import { loanTermsText as terms, yearsText } from '../model/words'
import { Figures } from './Figures'

export interface AssumptionResultsProps {
  input: AssumptionInput
  comparison: AssumptionComparison
  /** The one verdict, from the whole cost; shown first. */
  verdict?: ReactNode
  /** Move focus (and the page) to the results' heading when they appear: after Calculate. */
  focus?: boolean
}

/**
 * The comparison's figures to the cent: the verdict, the monthly payments before fees (the
 * spec's savings), then each option line by line.
 */
export function AssumptionResults({
  input,
  comparison: c,
  verdict,
  focus = false,
}: AssumptionResultsProps) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (!focus || !heading.current) return
    heading.current.focus({ preventScroll: true })
    heading.current.scrollIntoView({ block: 'start' })
  }, [focus])
  const shorterYears = Math.min(input.assumedTerm, input.newTerm)
  const extras = { label: 'HOA, taxes and insurance', value: c.extras }
  return (
    <Stack spacing={3}>
      <Typography
        ref={heading}
        variant="h3"
        tabIndex={-1}
        // Lands below the sticky header.
        sx={{ scrollMarginTop: 88, '&:focus': { outline: 'none' } }}
      >
        Results
      </Typography>
      {verdict}
      <Figures
        title="Monthly payments, before fees"
        figures={[
          { label: 'Monthly savings', value: c.monthlySavings, total: true },
          {
            label: `Lifetime savings over ${yearsText(shorterYears)}`,
            value: c.lifetimeSavings,
            total: true,
          },
        ]}
        note={savingsNote(c, shorterYears)}
      />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <Figures
          title="Assume the VA loan"
          boxed
          figures={[
            {
              label: 'Assumed loan payment',
              detail: `${formatCents(input.assumedBalance)} ${terms(input.assumptionRate, input.assumedTerm)}`,
              value: c.assumedPayment,
            },
            { label: 'Gap loan amount', value: c.gapAmount },
            {
              label: 'Gap loan payment',
              detail: c.gapAmount > 0 ? terms(input.gapRate, input.gapTerm) : 'No gap loan needed',
              value: c.gapPayment,
            },
            extras,
            { label: 'Assumption total', value: c.assumptionTotal, total: true },
          ]}
        />
        <Figures
          title="New loan at today’s rate"
          boxed
          figures={[
            { label: 'New loan amount', value: c.newLoanAmount },
            {
              label: 'New loan payment',
              detail: terms(input.newRate, input.newTerm),
              value: c.newPayment,
            },
            extras,
            { label: 'New loan total', value: c.newTotal, total: true },
          ]}
        />
      </Box>
      <ShareLink />
    </Stack>
  )
}

// The first month's payments only: no fees, no cash at closing, no loan ending early. The
// verdict above, from the whole cost, says which option costs less in all.
function savingsNote(c: AssumptionComparison, years: number): string {
  const before = 'Payments in the first month, before fees and cash at closing'
  if (c.monthlySavings > 0) {
    return `${before}: the new loan total minus the assumption total, times 12 months and ${yearsText(years)}, the shorter of the two terms.`
  }
  const newCostsLess = c.assumptionTotal - c.newTotal
  return formatCents(newCostsLess) === '$0.00'
    ? `${before}: both options cost the same each month.`
    : `${before}: the new loan costs ${formatCents(newCostsLess)} less a month, so the spec’s savings show as $0.00.`
}

function ShareLink() {
  const toast = useToast()
  async function copy() {
    try {
      await navigator.clipboard.writeText(window.location.href)
      toast.success('Link copied. Paste it to share these numbers.')
    } catch {
      toast.error('Could not copy the link. Copy it from the address bar instead.')
    }
  }
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        This page’s address now holds your numbers: bookmark it, or send it to someone.
      </Typography>
      <Button variant="outlined" startIcon={<LinkIcon aria-hidden />} onClick={copy}>
        Copy link to these numbers
      </Button>
    </Box>
  )
}

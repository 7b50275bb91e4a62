import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Stack from '@mui/material/Stack'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { useTheme } from '@mui/material/styles'
import { LineChart } from '@mui/x-charts/LineChart'
import { VA_FUNDING_FEE } from '@/data/va-funding-fee'
import {
  wholeCost,
  type AssumptionComparison,
  type AssumptionInput,
  type Phase,
  type WholeCost,
  type WholeCostInput,
} from '@/lib/money'
import { formatCents, formatPercentPoints } from '@/format'
import type { WholeCostFormValues } from '../model/whole-cost-form'
import { wholeCostSchema } from '../model/whole-cost-schema'
import { yearsText } from '../model/words'
import { axisMoney, ChartFigure, money } from './ChartFigure'
import { Figures } from './Figures'

export interface WholeCostSectionProps {
  input: AssumptionInput
  comparison: AssumptionComparison
  /** The whole-cost inputs as the form held them when Calculate was pressed. */
  values: WholeCostFormValues
}

/** Cash to close, the phases of the loans, and the cost of each option over the years. */
export default function WholeCostSection({ input, comparison, values }: WholeCostSectionProps) {
  const parsed = wholeCostSchema.safeParse(values)
  if (!parsed.success) {
    return (
      <Alert severity="warning">
        Some of the whole-cost inputs need a fix:{' '}
        {parsed.error.issues.map((i) => i.message).join(' ')}
      </Alert>
    )
  }
  const w = wholeCost(input, comparison, parsed.data, VA_FUNDING_FEE)
  return (
    <Stack spacing={3}>
      <Typography color="text.secondary" sx={{ maxWidth: '70ch' }}>
        {inputsText(parsed.data, w.horizonYears)}
      </Typography>
      <CashToClose input={input} w={w} costs={parsed.data} />
      <Phases w={w} extras={comparison.extras} />
      <Totals w={w} />
      <CumulativeChart w={w} />
    </Stack>
  )
}

/** The whole-cost inputs in one sentence, so a printout or a screenshot says what they were. */
function inputsText(costs: WholeCostInput, years: number): string {
  const fee = costs.fundingFeeExempt
    ? 'no VA funding fee (exempt)'
    : `the VA funding fee for ${costs.vaUse === 'first' ? 'a first' : 'a later'} use, the new loan’s fee ${costs.financeFundingFee ? 'financed' : 'paid at closing'}`
  return `Based on ${fee}; a processing fee of ${formatCents(costs.processingFee)}; other closing costs of ${formatCents(costs.assumptionClosingCosts)} to assume and ${formatCents(costs.newClosingCosts)} for a new loan; ${yearsText(years)}${costs.horizonYears === undefined ? ', the longest loan term' : ''}.`
}

const twoColumns = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
} as const

const rate = (percent: number) => formatPercentPoints(percent, 2)

function CashToClose({
  input,
  w,
  costs,
}: {
  input: AssumptionInput
  w: WholeCost
  costs: WholeCostInput
}) {
  const exempt = costs.fundingFeeExempt ? 'Exempt' : undefined
  const financed = costs.financeFundingFee
  const baseAmount = financed ? w.newLoanAmount - w.newFundingFee : w.newLoanAmount
  return (
    <Box sx={twoColumns}>
      <Figures
        title="Cash to close: assume the VA loan"
        boxed
        figures={[
          { label: 'Down payment', value: input.downPayment },
          {
            label: 'VA funding fee',
            detail: exempt ?? `${rate(VA_FUNDING_FEE.assumptionPercent)} of the assumed balance`,
            value: w.assumptionFundingFee,
          },
          { label: 'Processing fee', value: costs.processingFee },
          { label: 'Other closing costs', value: costs.assumptionClosingCosts },
          { label: 'Cash to close', value: w.assumptionCash, total: true },
        ]}
      />
      <Figures
        title="Cash to close: new loan"
        boxed
        figures={[
          { label: 'Down payment', value: input.downPayment },
          {
            label: 'VA funding fee',
            detail:
              exempt ??
              `${rate(w.newFeePercent)} of ${formatCents(baseAmount)}${financed ? `: ${formatCents(w.newFundingFee)}, added to the loan` : ''}`,
            value: financed ? 0 : w.newFundingFee,
          },
          { label: 'Other closing costs', value: costs.newClosingCosts },
          { label: 'Cash to close', value: w.newCash, total: true },
        ]}
        note={
          financed && w.newFundingFee > 0
            ? `With the fee financed, the new loan is ${formatCents(w.newLoanAmount)} and its payment ${formatCents(w.newPayment)} a month.`
            : undefined
        }
      />
    </Box>
  )
}

const loanWords: Record<'assumed' | 'gap', string> = { assumed: 'assumed loan', gap: 'gap loan' }

function phaseYears(p: Phase): string {
  return p.fromYear === p.toYear ? `Year ${p.fromYear}` : `Years ${p.fromYear}–${p.toYear}`
}

function assumptionLoansText(p: Phase): string {
  if (p.assumptionLoans.length === 0) return 'no loan left'
  const words = p.assumptionLoans.map((loan) => loanWords[loan])
  const text = words.join(' + ')
  return words.length === 1 ? `${text} only` : text
}

// On a phone the table is narrow: the years and the amounts keep to one line, the words wrap.
const NO_WRAP = { whiteSpace: 'nowrap' } as const
const MONEY = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const

function Phases({ w, extras }: { w: WholeCost; extras: number }) {
  return (
    <Box>
      <Typography variant="h3" sx={{ mb: 1 }}>
        Monthly loan payments, phase by phase
      </Typography>
      <TableContainer>
        <Table
          size="small"
          aria-label="Monthly loan payments, phase by phase"
          // Narrower cells on a phone, so the four columns fit 375 px without scrolling.
          sx={{ '& .MuiTableCell-root': { px: { xs: 0.75, sm: 2 } } }}
        >
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                Years
              </TableCell>
              <TableCell component="th" scope="col">
                Assume: loans running
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                Assume: per month
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                New loan: per month
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {w.phases.map((p) => (
              <TableRow key={p.fromYear}>
                <TableCell component="th" scope="row" sx={NO_WRAP}>
                  {phaseYears(p)}
                </TableCell>
                <TableCell>{assumptionLoansText(p)}</TableCell>
                <TableCell align="right" sx={MONEY}>
                  {formatCents(p.assumptionPayment)}
                </TableCell>
                <TableCell align="right" sx={MONEY}>
                  {p.newLoanRunning ? (
                    formatCents(p.newPayment)
                  ) : (
                    <>
                      {formatCents(0)}{' '}
                      <Box component="span" sx={{ whiteSpace: 'normal' }}>
                        (paid off)
                      </Box>
                    </>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        HOA, taxes and insurance, {formatCents(extras)} a month, are the same both ways and are left
        out of the whole cost.
      </Typography>
    </Box>
  )
}

function Totals({ w }: { w: WholeCost }) {
  const years = yearsText(w.horizonYears)
  const saving = Math.abs(w.difference)
  const same = formatCents(saving) === formatCents(0)
  const cheaper = w.difference > 0 ? 'assuming' : 'the new loan'
  const name = (side: 'assumption' | 'new') => (side === 'assumption' ? 'assuming' : 'the new loan')
  const changes =
    w.changes.length > 0
      ? w.changes.map((c) => `In year ${c.year}, ${name(c.cheaper)} becomes the cheaper option.`)
      : ['The cheaper option does not change over these years.']
  const parts = 'Cash to close + loan payments'
  return (
    <Figures
      title={`Total cost over ${years}`}
      figures={[
        { label: 'Assume the VA loan', detail: parts, value: w.assumptionTotal, total: true },
        { label: 'New loan', detail: parts, value: w.newTotal, total: true },
        { label: same ? 'Difference' : `Difference: ${cheaper} costs less`, value: saving },
      ]}
      note={[same ? `Over ${years} both cost the same.` : '', ...changes].filter(Boolean).join(' ')}
    />
  )
}

function CumulativeChart({ w }: { w: WholeCost }) {
  const { palette } = useTheme()
  const years = w.assumptionByYear.map((_, year) => year)
  const last = w.horizonYears
  const marks = years.filter((y) => y === 0 || y % 5 === 0 || y === last)
  const summary = `Cumulative cost, assuming then new loan: ${marks
    .map(
      (y) =>
        `${y === 0 ? 'at closing' : `after ${yearsText(y)}`} ${formatCents(w.assumptionByYear[y] ?? 0)} and ${formatCents(w.newByYear[y] ?? 0)}`,
    )
    .join('; ')}.`
  return (
    <ChartFigure title="Cumulative cost by year" summary={summary}>
      <LineChart
        height={300}
        disableKeyboardNavigation
        xAxis={[{ data: years, label: 'Years', tickMinStep: 1 }]}
        yAxis={[{ valueFormatter: axisMoney, width: 64 }]}
        series={[
          {
            label: 'Assume + gap',
            data: w.assumptionByYear,
            showMark: false,
            color: palette.primary.main,
            valueFormatter: money,
          },
          {
            label: 'New loan',
            data: w.newByYear,
            showMark: false,
            color: palette.accent.main,
            valueFormatter: money,
          },
        ]}
      />
    </ChartFigure>
  )
}

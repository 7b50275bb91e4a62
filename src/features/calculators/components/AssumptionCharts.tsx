import Box from '@mui/material/Box'
import { useTheme } from '@mui/material/styles'
import { BarChart } from '@mui/x-charts/BarChart'
import { LineChart } from '@mui/x-charts/LineChart'
import { formatCents } from '@/format'
import { type AssumptionComparison, type AssumptionInput } from '@/lib/money'
import { yearsText } from '../model/words'
import { axisMoney, ChartFigure as Chart, money } from './ChartFigure'

export interface AssumptionChartsProps {
  input: AssumptionInput
  comparison: AssumptionComparison
}

/** The two monthly totals as stacked bars, and the savings adding up year by year. */
export default function AssumptionCharts({ input, comparison: c }: AssumptionChartsProps) {
  const { palette } = useTheme()
  const parts = [
    { label: 'Loan payment', data: [c.assumedPayment, c.newPayment], color: palette.primary.main },
    { label: 'Gap loan payment', data: [c.gapPayment, 0], color: palette.accent.main },
    { label: 'HOA', data: [input.hoa, input.hoa], color: palette.secondary.main },
    { label: 'Property taxes', data: [input.taxes, input.taxes], color: palette.warning.main },
    { label: 'Insurance', data: [input.insurance, input.insurance], color: palette.info.main },
  ].filter((part) => part.data.some((value) => value > 0))

  const years = c.savingsByYear.map((_, i) => i + 1)
  const milestones = years.filter((y) => y === 1 || y % 10 === 0 || y === years.length)

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      <Chart
        title="Monthly cost, side by side"
        summary={`Assuming costs ${formatCents(c.assumptionTotal)} a month (${formatCents(c.assumedPayment)} assumed loan, ${formatCents(c.gapPayment)} gap loan, ${formatCents(c.extras)} HOA, taxes and insurance). A new loan costs ${formatCents(c.newTotal)} a month (${formatCents(c.newPayment)} loan, ${formatCents(c.extras)} HOA, taxes and insurance).`}
      >
        <BarChart
          height={300}
          disableKeyboardNavigation
          xAxis={[{ scaleType: 'band', data: ['Assume + gap', 'New loan'] }]}
          yAxis={[{ valueFormatter: axisMoney, width: 56 }]}
          series={parts.map((part) => ({ ...part, stack: 'total', valueFormatter: money }))}
        />
      </Chart>
      {c.monthlySavings > 0 && (
        <Chart
          title="Savings adding up"
          summary={`Saving ${formatCents(c.monthlySavings)} a month adds up to ${milestones
            .map((y) => `${formatCents(c.savingsByYear[y - 1] ?? 0)} after ${yearsText(y)}`)
            .join(', ')}.`}
        >
          <LineChart
            height={300}
            disableKeyboardNavigation
            xAxis={[{ data: [0, ...years], label: 'Years', tickMinStep: 1 }]}
            yAxis={[{ valueFormatter: axisMoney, width: 56 }]}
            series={[
              {
                label: 'Total saved',
                data: [0, ...c.savingsByYear],
                area: true,
                showMark: false,
                color: palette.secondary.main,
                valueFormatter: money,
              },
            ]}
          />
        </Chart>
      )}
    </Box>
  )
}

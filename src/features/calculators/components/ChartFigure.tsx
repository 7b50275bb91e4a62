import { useId, type ReactNode } from 'react'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { formatCents } from '@/format'

const compact = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
})
/** "$1.2M": short amounts for a chart axis. */
export const axisMoney = (value: number) => compact.format(value)
/** A chart value to the cent, for tooltips. */
export const money = (value: number | null) => (value === null ? '' : formatCents(value))

/** A chart with its summary as the caption: the text alternative for people who cannot see it. */
export function ChartFigure({
  title,
  summary,
  children,
}: {
  title: string
  summary: string
  children: ReactNode
}) {
  const titleId = useId()
  return (
    <Box component="figure" aria-labelledby={titleId} sx={{ m: 0, minWidth: 0 }}>
      <figcaption>
        <Typography id={titleId} component="span" sx={{ display: 'block', fontWeight: 700 }}>
          {title}
        </Typography>
        <Typography
          component="span"
          variant="body2"
          color="text.secondary"
          sx={{ display: 'block' }}
        >
          {summary}
        </Typography>
      </figcaption>
      <Box aria-hidden sx={{ mt: 1 }}>
        {children}
      </Box>
    </Box>
  )
}

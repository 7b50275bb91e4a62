import { useId, type ReactNode } from 'react'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { VisuallyHidden } from '@/design-system'
import { formatCents, formatCompactDollars } from '@/format'

/** "$1.2M": short amounts for a chart axis. */
export const axisMoney = (value: number) => formatCompactDollars(value)
/** A chart value to the cent, for tooltips. */
export const money = (value: number | null) => (value === null ? '' : formatCents(value))

/**
 * A chart with its title as the caption. The summary, the chart's text alternative, is read by
 * screen readers with the caption; on screen the figures above the charts already say it.
 */
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
  const summaryId = useId()
  return (
    <Box
      component="figure"
      aria-labelledby={titleId}
      aria-describedby={summaryId}
      sx={{ m: 0, minWidth: 0 }}
    >
      <figcaption>
        <Typography id={titleId} component="span" sx={{ display: 'block', fontWeight: 700 }}>
          {title}
        </Typography>
        <span id={summaryId}>
          <VisuallyHidden>{` ${summary}`}</VisuallyHidden>
        </span>
      </figcaption>
      <Box aria-hidden sx={{ mt: 1 }}>
        {children}
      </Box>
    </Box>
  )
}

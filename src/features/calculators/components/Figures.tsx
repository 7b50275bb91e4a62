import { useId } from 'react'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { formatCents } from '@/format'

export interface Figure {
  label: string
  detail?: string
  value: number
  total?: boolean
}

/** Labelled amounts to the cent, totals in bold; `boxed` draws a card around them. */
export function Figures(props: {
  title: string
  figures: Figure[]
  note?: string
  boxed?: boolean
}) {
  const titleId = useId()
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      sx={props.boxed ? { p: 2, borderRadius: 3, border: 1, borderColor: 'divider' } : undefined}
    >
      <Typography id={titleId} variant="h3" sx={{ mb: 1 }}>
        {props.title}
      </Typography>
      <Box component="dl" sx={{ m: 0 }}>
        {props.figures.map((figure) => (
          <Box
            key={figure.label}
            sx={{
              display: 'flex',
              justifyContent: 'space-between',
              alignItems: 'baseline',
              gap: 2,
              py: 1,
              borderTop: figure.total ? 2 : 1,
              borderColor: figure.total ? 'text.primary' : 'divider',
            }}
          >
            <Box component="dt" sx={{ fontWeight: figure.total ? 700 : 400 }}>
              {figure.label}
              {figure.detail && (
                <Typography
                  component="span"
                  variant="body2"
                  color="text.secondary"
                  sx={{ display: 'block' }}
                >
                  {figure.detail}
                </Typography>
              )}
            </Box>
            <Box
              component="dd"
              sx={{
                m: 0,
                whiteSpace: 'nowrap',
                fontVariantNumeric: 'tabular-nums',
                typography: figure.total ? 'h3' : 'body1',
                fontWeight: figure.total ? 700 : 500,
              }}
            >
              {formatCents(figure.value)}
            </Box>
          </Box>
        ))}
      </Box>
      {props.note && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {props.note}
        </Typography>
      )}
    </Box>
  )
}

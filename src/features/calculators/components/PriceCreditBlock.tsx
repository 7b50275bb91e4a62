import { useState, type ReactNode } from 'react'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { PriceSlider } from '@/design-system'
import { SLIDER_LARGE_STEP_MULTIPLIER, type PriceSliderRange } from '@/data/calculator-numbers'
import { formatDollars } from '@/format'

export interface CreditFigure {
  label: string
  amount: number
  /** Shown larger: the figure the others add up to. */
  total?: boolean
}

export interface PriceCreditBlockProps {
  /** The slider's label, e.g. "Home price"; unique on the page. */
  label: string
  range: PriceSliderRange
  /** The credits for a price, in the order they are shown. */
  figures: (price: number) => CreditFigure[]
  /** How the credits are worked out, in words. */
  rate: ReactNode
  /** The starting price; the range's default when left out. */
  defaultPrice?: number
}

/** A price slider with the credits for that price beside it (below it when narrow). */
export function PriceCreditBlock({
  label,
  range,
  figures,
  rate,
  defaultPrice,
}: PriceCreditBlockProps) {
  const [price, setPrice] = useState(defaultPrice ?? range.defaultValue)
  return (
    <Box sx={{ containerType: 'inline-size' }}>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          alignItems: 'center',
          '@container (min-width: 560px)': { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' },
        }}
      >
        <PriceSlider
          label={label}
          value={price}
          onChange={setPrice}
          min={range.min}
          max={range.max}
          step={range.step}
          largeStep={range.step * SLIDER_LARGE_STEP_MULTIPLIER}
        />
        <Box
          component="dl"
          aria-live="polite"
          aria-atomic="true"
          sx={{ m: 0, display: 'grid', gap: 1.5 }}
        >
          {figures(price).map((figure) => (
            <Box
              key={figure.label}
              sx={{
                px: 2,
                py: 1.5,
                borderRadius: 2,
                bgcolor: figure.total ? 'primary.main' : 'sand.main',
                color: figure.total ? 'primary.contrastText' : 'sand.contrastText',
              }}
            >
              <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
                {figure.label}
              </Typography>
              <Typography
                component="dd"
                sx={{ m: 0, typography: 'h2', fontVariantNumeric: 'tabular-nums' }}
              >
                {formatDollars(figure.amount)}
              </Typography>
            </Box>
          ))}
        </Box>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {rate}
      </Typography>
    </Box>
  )
}

import { useId } from 'react'
import Box from '@mui/material/Box'
import Slider from '@mui/material/Slider'
import Typography from '@mui/material/Typography'
import { formatDollars as usd } from '@/format'

export interface PriceSliderProps {
  label: string
  value: number
  onChange: (value: number) => void
  min: number
  max: number
  step: number
  /** What Shift+arrows and Page Up/Down move, in dollars (a multiple of `step`). */
  largeStep: number
}

/** A price picker: arrows move one step; Shift+arrows and Page Up/Down move `largeStep`. */
export function PriceSlider({
  label,
  value,
  onChange,
  min,
  max,
  step,
  largeStep,
}: PriceSliderProps) {
  const labelId = useId()
  return (
    <Box>
      <Box
        sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2 }}
      >
        <Typography id={labelId} component="span" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        <Typography component="output" aria-live="off" sx={{ typography: 'h3', fontWeight: 700 }}>
          {usd(value)}
        </Typography>
      </Box>
      <Slider
        value={value}
        min={min}
        max={max}
        step={step}
        shiftStep={largeStep}
        onChange={(_event, next) => onChange(Array.isArray(next) ? (next[0] ?? min) : next)}
        getAriaValueText={(v) => usd(v)}
        aria-labelledby={labelId}
        sx={{ mt: 1, '& .MuiSlider-thumb': { width: 28, height: 28 } }}
      />
      <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
        <Typography variant="body2" color="text.secondary">
          {usd(min)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {usd(max)}
        </Typography>
      </Box>
    </Box>
  )
}

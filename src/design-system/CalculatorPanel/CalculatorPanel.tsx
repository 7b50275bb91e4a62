import { useId, type FormEventHandler, type ReactNode } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CalculateIcon from '@mui/icons-material/Calculate'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'

export interface CalculatorPanelProps {
  title: string
  description?: ReactNode
  /** The form fields. */
  children: ReactNode
  /** Called when the form is submitted (Calculate or Enter). */
  onSubmit: FormEventHandler<HTMLFormElement>
  calculateLabel?: string
  /** The results; null until there are some, so the area stays empty. */
  results: ReactNode | null
  /** Shown under the button, e.g. which field needs a value. */
  message?: ReactNode
  busy?: boolean
}

/** A calculator: inputs, one Calculate action, and a results area announced to screen readers. */
export function CalculatorPanel({
  title,
  description,
  children,
  onSubmit,
  calculateLabel = 'Calculate',
  results,
  message,
  busy = false,
}: CalculatorPanelProps) {
  const titleId = useId()
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 4 }}>
      <Typography id={titleId} variant="h2" sx={{ mb: description ? 1 : 2 }}>
        {title}
      </Typography>
      {description && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {description}
        </Typography>
      )}
      <Box component="form" noValidate aria-labelledby={titleId} onSubmit={onSubmit}>
        {children}
        <Button
          type="submit"
          color="accent"
          variant="contained"
          size="large"
          startIcon={<CalculateIcon aria-hidden />}
          disabled={busy}
          sx={{ mt: 3, width: { xs: '100%', sm: 'auto' } }}
        >
          {calculateLabel}
        </Button>
        {message && (
          <Box role="alert" sx={{ mt: 2, color: 'error.main', typography: 'body2' }}>
            {message}
          </Box>
        )}
      </Box>
      <Box
        role="region"
        aria-live="polite"
        aria-label={`${title} results`}
        sx={{ mt: results ? 3 : 0 }}
      >
        {results}
      </Box>
    </Paper>
  )
}

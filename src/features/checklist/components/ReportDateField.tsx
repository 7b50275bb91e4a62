import { useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { TextInput } from '@/design-system'
import { toDayNumber, type CalendarDate } from '../timeline'

export interface ReportDateFieldProps {
  value: CalendarDate | null
  onChange: (date: CalendarDate | null) => void
  disabled?: boolean
}

/** The report date, as the browser's own accessible date picker. */
export function ReportDateField({ value, onChange, disabled }: ReportDateFieldProps) {
  // What is being typed stays in the field even while it is not yet a whole date.
  const [draft, setDraft] = useState<string | null>(null)
  const shown = draft ?? value ?? ''
  const invalid = draft !== null && draft !== '' && toDayNumber(draft) === null
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <TextInput
        type="date"
        label="Your report date"
        value={shown}
        disabled={disabled}
        onChange={(event) => {
          const next = event.target.value
          setDraft(next)
          if (next === '') return
          if (toDayNumber(next) !== null) {
            setDraft(null)
            onChange(next)
          }
        }}
        error={invalid}
        helperText={
          invalid
            ? 'Enter a whole date, like 06/15/2027.'
            : 'The day you report to your new unit in Hawaii.'
        }
        shrinkLabel
        inputProps={{ min: '2000-01-01', max: '2100-12-31' }}
        sx={{ maxWidth: 280 }}
      />
      {value && (
        <Button
          variant="text"
          disabled={disabled}
          onClick={() => {
            setDraft(null)
            onChange(null)
          }}
          sx={{ mt: 0.5 }}
          className="no-print"
        >
          Clear date
        </Button>
      )}
    </Box>
  )
}

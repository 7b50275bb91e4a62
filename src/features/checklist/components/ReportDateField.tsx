import { useEffect, useRef, useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { TextInput } from '@/design-system'
import { localToday, type CalendarDate } from '@/lib/dates/calendar-date'
import { planDateProblem, planDateRange, WHOLE_DATE } from '@/lib/dates/plan-date-rule'

export interface ReportDateFieldProps {
  value: CalendarDate | null
  onChange: (date: CalendarDate | null) => void
  disabled?: boolean
}

export interface PlanDateFieldProps extends ReportDateFieldProps {
  /** The visible label, which names the field. */
  label: string
  /** What the date is, under the field while nothing is wrong. */
  helper: string
  /** The clear button's words; its accessible name when `clearName` is given. */
  clearText?: string
  clearName?: string
  /** A rule of this field beyond the plan's date range: why the date cannot be saved, or null. */
  moreProblem?: (date: CalendarDate) => string | null
}

/** How long typing may pause before a whole date is saved. */
const PAUSE_MS = 1200

/** The report date: the date the whole plan counts from. */
export function ReportDateField(props: ReportDateFieldProps) {
  return (
    <PlanDateField
      {...props}
      label="Your report date"
      helper="The day you report to your new unit in Hawaii."
    />
  )
}

/**
 * A date of the plan, as the browser's own accessible date picker. The browser reports each
 * partial year as it is typed (0002, 0020, 0202, 2027), so a date is saved only once it is
 * whole and in range, on leaving the field or after a pause; until then what is typed stays in
 * the field, and a date that cannot be saved says why (docs/decisions.md#d-29-1).
 */
export function PlanDateField({
  value,
  onChange,
  disabled,
  label,
  helper,
  clearText = 'Clear date',
  clearName,
  moreProblem,
}: PlanDateFieldProps) {
  const [draft, setDraft] = useState<string | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const today = localToday()
  const range = planDateRange(today)
  const shown = draft ?? value ?? ''

  const problemWith = (text: string) =>
    planDateProblem(text, today) ?? (text === '' ? null : (moreProblem?.(text) ?? null))

  // A whole, allowed date still waiting for its pause when the field goes (signing out draws
  // the other plan's field) is kept, not dropped with the timer.
  const flush = useRef<() => void>(() => {})
  useEffect(() => {
    flush.current = () => {
      if (draft !== null && draft !== '' && problemWith(draft) === null && draft !== value)
        onChange(draft)
    }
  })
  useEffect(
    () => () => {
      clearTimeout(timer.current)
      flush.current()
    },
    [],
  )

  function commit(text: string) {
    clearTimeout(timer.current)
    const why = problemWith(text)
    setProblem(why)
    if (why) return
    setDraft(null)
    if (text !== (value ?? '')) onChange(text === '' ? null : text)
  }

  return (
    <Box
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}
      className="no-print"
    >
      <TextInput
        type="date"
        label={label}
        value={shown}
        disabled={disabled}
        onChange={(event) => {
          const next = event.target.value
          setDraft(next)
          setProblem(null)
          clearTimeout(timer.current)
          // After a pause a whole, allowed date is saved, and anything else says why; a partial
          // year (0202) is never saved. Not at once: setting the value while a part is typed
          // would restart that part (day 2, then 6, would give 06, not 26). An empty field
          // waits for the blur.
          if (next !== '') timer.current = setTimeout(() => commit(next), PAUSE_MS)
        }}
        onBlur={(event) => {
          // Some parts typed, not all: the browser's value is empty, not a cleared date.
          if ((event.target as HTMLInputElement).validity?.badInput) {
            clearTimeout(timer.current)
            setProblem(WHOLE_DATE)
          } else if (draft !== null) commit(draft)
        }}
        error={problem !== null}
        helperText={problem ?? helper}
        shrinkLabel
        inputProps={{ min: range.min, max: range.max }}
        sx={{ maxWidth: 280 }}
      />
      {value && (
        <Button
          variant="text"
          disabled={disabled}
          onClick={() => {
            clearTimeout(timer.current)
            setDraft(null)
            setProblem(null)
            onChange(null)
          }}
          sx={{ mt: 0.5 }}
          className="no-print"
          aria-label={clearName}
        >
          {clearText}
        </Button>
      )}
    </Box>
  )
}

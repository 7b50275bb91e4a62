import { useState, type FocusEventHandler, type Ref } from 'react'
import InputAdornment from '@mui/material/InputAdornment'
import { TextInput } from '../TextInput'
import { groupDigits, hasNoDigits, parseDollars } from '@/format'

export interface MoneyFieldProps {
  label: string
  value: number
  onChange: (value: number) => void
  onBlur?: FocusEventHandler<HTMLInputElement>
  name?: string
  helperText?: string
  error?: boolean
  required?: boolean
  disabled?: boolean
  inputRef?: Ref<HTMLInputElement>
  /** Show an empty field rather than "0" when the value is zero. */
  emptyWhenZero?: boolean
}

/** A dollar amount: strips anything but digits as you type and shows it as "600,000". */
export function MoneyField({
  label,
  value,
  onChange,
  onBlur,
  name,
  helperText,
  error,
  required,
  disabled,
  inputRef,
  emptyWhenZero = false,
}: MoneyFieldProps) {
  // Keep "" while the field is cleared so typing does not fight a forced "0".
  const [cleared, setCleared] = useState(false)
  const shown = value === 0 && (emptyWhenZero || cleared) ? '' : groupDigits(value)
  return (
    <TextInput
      label={label}
      name={name}
      value={shown}
      onChange={(event) => {
        setCleared(hasNoDigits(event.target.value))
        onChange(parseDollars(event.target.value))
      }}
      onBlur={onBlur}
      helperText={helperText}
      error={error}
      required={required}
      disabled={disabled}
      inputRef={inputRef}
      startAdornment={<InputAdornment position="start">$</InputAdornment>}
      inputProps={{ inputMode: 'numeric', autoComplete: 'off' }}
    />
  )
}

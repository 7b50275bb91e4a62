import { useState, type FocusEventHandler, type Ref } from 'react'
import InputAdornment from '@mui/material/InputAdornment'
import { TextInput } from '../TextInput'
import { groupDigits } from '../utils'

/** Whole dollars from whatever was typed: every non-digit is dropped ("$600,000abc" → 600000). */
export function digitsToDollars(text: string): number {
  const digits = text.replace(/\D/g, '').slice(0, 12)
  return digits === '' ? 0 : Number(digits)
}

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
        setCleared(event.target.value.replace(/\D/g, '') === '')
        onChange(digitsToDollars(event.target.value))
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

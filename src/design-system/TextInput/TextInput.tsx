import {
  useId,
  type FocusEventHandler,
  type ChangeEventHandler,
  type ReactNode,
  type Ref,
} from 'react'
import type { SxProps, Theme } from '@mui/material/styles'
import FormControl from '@mui/material/FormControl'
import FormHelperText from '@mui/material/FormHelperText'
import type { InputBaseComponentProps } from '@mui/material/InputBase'
import InputLabel from '@mui/material/InputLabel'
import NativeSelect from '@mui/material/NativeSelect'
import OutlinedInput from '@mui/material/OutlinedInput'

type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

export interface TextInputProps {
  label: ReactNode
  /** Under the field: a hint, or the error message when `error` is set. */
  helperText?: ReactNode
  error?: boolean
  required?: boolean
  disabled?: boolean
  id?: string
  name?: string
  type?: string
  value?: unknown
  defaultValue?: unknown
  autoComplete?: string
  placeholder?: string
  multiline?: boolean
  minRows?: number
  /** Keeps the label above the field even when empty (dates, selects). */
  shrinkLabel?: boolean
  /** A native <select> of the `<option>` children: the phone's own picker. */
  select?: boolean
  children?: ReactNode
  startAdornment?: ReactNode
  endAdornment?: ReactNode
  /** Attributes of the <input> itself (inputMode, min, step, …). */
  inputProps?: InputBaseComponentProps
  inputRef?: Ref<FieldElement>
  onChange?: ChangeEventHandler<FieldElement>
  onBlur?: FocusEventHandler<FieldElement>
  onFocus?: FocusEventHandler<FieldElement>
  fullWidth?: boolean
  sx?: SxProps<Theme>
}

/**
 * An outlined text field: label, input and helper text wired for screen readers, as MUI's
 * TextField renders it. Composed from its parts because TextField also imports the menu
 * Select (Popover, Modal, MenuList): 20 KB more for every page with a form.
 */
export function TextInput({
  label,
  helperText,
  error = false,
  required = false,
  disabled = false,
  id: idProp,
  shrinkLabel,
  select = false,
  children,
  fullWidth = true,
  sx,
  inputProps,
  ...input
}: TextInputProps) {
  const generatedId = useId()
  const id = idProp ?? generatedId
  const helperTextId = helperText ? `${id}-helper-text` : undefined
  // MUI passes rows={undefined} over the autosizing textarea's rows={minRows}, so the
  // prerendered textarea was two rows high and jumped to minRows when the page hydrated.
  const sized =
    input.multiline && input.minRows ? { rows: input.minRows, ...inputProps } : inputProps
  const field = (
    <OutlinedInput
      id={id}
      label={label}
      notched={shrinkLabel}
      aria-describedby={helperTextId}
      inputProps={sized}
      {...input}
    />
  )
  return (
    <FormControl
      className="MuiTextField-root"
      fullWidth={fullWidth}
      error={error}
      required={required}
      disabled={disabled}
      sx={sx}
    >
      <InputLabel htmlFor={id} id={`${id}-label`} shrink={shrinkLabel}>
        {label}
      </InputLabel>
      {select ? <NativeSelect input={field}>{children}</NativeSelect> : field}
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  )
}

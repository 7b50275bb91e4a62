import type { UseFormRegisterReturn } from 'react-hook-form'

/** react-hook-form's register() for an MUI TextField: its ref belongs on the input element. */
export function muiField({ ref, ...rest }: UseFormRegisterReturn) {
  return { inputRef: ref, ...rest }
}

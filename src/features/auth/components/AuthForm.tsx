import type { FormEventHandler, ReactNode } from 'react'
import Button, { type ButtonProps } from '@mui/material/Button'
import Stack from '@mui/material/Stack'

export interface AuthFormProps {
  /** The form's accessible name ("Sign in"). */
  label: string
  onSubmit: FormEventHandler<HTMLFormElement>
  /** Loads the form's schema as focus enters it (lazyResolver's preload). */
  preload: () => void
  submitting: boolean
  /** The submit button's words, and its words while the request runs. */
  submitText: string
  busyText: string
  /** 'page': a full-width large button (sign-in page); 'account': a narrow form, button at the start. */
  layout?: 'page' | 'account'
  color?: ButtonProps['color']
  children: ReactNode
  /** Below the submit button (e.g. "Forgot password?"). */
  after?: ReactNode
}

/** The frame every account form shares: no browser validation, the schema loads on focus. */
export function AuthForm({
  label,
  onSubmit,
  preload,
  submitting,
  submitText,
  busyText,
  layout = 'page',
  color,
  children,
  after,
}: AuthFormProps) {
  const account = layout === 'account'
  return (
    <Stack
      component="form"
      noValidate
      onFocus={preload}
      onSubmit={onSubmit}
      spacing={2.5}
      aria-label={label}
      sx={account ? { maxWidth: 480 } : undefined}
    >
      {children}
      <Button
        type="submit"
        variant="contained"
        color={color}
        size={account ? undefined : 'large'}
        disabled={submitting}
        sx={account ? { alignSelf: 'start' } : undefined}
      >
        {submitting ? busyText : submitText}
      </Button>
      {after}
    </Stack>
  )
}

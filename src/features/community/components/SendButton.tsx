import type { ReactNode } from 'react'
import Button from '@mui/material/Button'

export interface SendButtonProps {
  /** A send is under way: the button says so and takes no second press. */
  sending: boolean
  /** Nothing to send yet (e.g. the required text is blank). */
  disabled?: boolean
  children: ReactNode
}

/** The forms' submit button: "Sending…" while a send is under way. */
export function SendButton({ sending, disabled = false, children }: SendButtonProps) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      disabled={sending || disabled}
      sx={{ alignSelf: { sm: 'flex-start' } }}
    >
      {sending ? 'Sending…' : children}
    </Button>
  )
}

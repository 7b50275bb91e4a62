import { useState } from 'react'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { lazyResolver } from '@/lib/forms'
import { requestPasswordReset } from '../api/account'
import type { EmailValues } from '../schemas'
import { AuthForm } from './AuthForm'
import { EmailField } from './EmailField'
import { useAuthForm } from './useAuthForm'

const validation = lazyResolver(() => import('../schemas').then((m) => m.emailResolver))

export const RESET_SENT_MESSAGE =
  'If an account exists for that address, we have sent a link to reset the password. It works once, within one hour.'

/** Asks for the address and sends a reset link; the answer is the same for every address. */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const [sent, setSent] = useState(false)
  const { register, errors, frame, fail } = useAuthForm<EmailValues>({
    validation,
    defaultValues: { email: '' },
    onValid: async ({ email }) => {
      const result = await requestPasswordReset(email)
      if (result.ok) setSent(true)
      else fail(result)
    },
  })

  return (
    <AuthForm
      {...frame}
      label="Reset your password"
      submitText={sent ? 'Send another link' : 'Send reset link'}
      busyText="Sending…"
      after={
        <Button variant="text" onClick={onBack}>
          Back to sign in
        </Button>
      }
    >
      <Typography variant="body1">
        Enter the email address of your account and we will send you a link to choose a new
        password.
      </Typography>
      <EmailField registration={register('email')} error={errors.email} />
      {sent && (
        <Alert severity="success" role="status">
          {RESET_SENT_MESSAGE}
        </Alert>
      )}
    </AuthForm>
  )
}

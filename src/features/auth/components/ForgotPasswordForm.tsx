import { useState } from 'react'
import { useForm } from 'react-hook-form'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { TextInput, useToast } from '@/design-system'
import { lazyResolver, muiField } from '@/lib/forms'
import { requestPasswordReset } from '../api/account'
import type { EmailValues } from '../schemas'

const validation = lazyResolver(() => import('../schemas').then((m) => m.emailResolver))

export const RESET_SENT_MESSAGE =
  'If an account exists for that address, we have sent a link to reset the password. It works once, within one hour.'

/** Asks for the address and sends a reset link; the answer is the same for every address. */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const toast = useToast()
  const [sent, setSent] = useState(false)
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<EmailValues>({ resolver: validation.resolver, defaultValues: { email: '' } })

  const onSubmit = handleSubmit(async ({ email }) => {
    const result = await requestPasswordReset(email)
    if (!result.ok) {
      toast.error(result.message)
      return
    }
    setSent(true)
  })

  return (
    <Stack
      component="form"
      noValidate
      onFocus={validation.preload}
      onSubmit={onSubmit}
      spacing={2.5}
      aria-label="Reset your password"
    >
      <Typography variant="body1">
        Enter the email address of your account and we will send you a link to choose a new
        password.
      </Typography>
      <TextInput
        label="Email"
        type="email"
        required
        autoComplete="email"
        error={Boolean(errors.email)}
        helperText={errors.email?.message}
        {...muiField(register('email'))}
      />
      {sent && (
        <Alert severity="success" role="status">
          {RESET_SENT_MESSAGE}
        </Alert>
      )}
      <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
        {isSubmitting ? 'Sending…' : sent ? 'Send another link' : 'Send reset link'}
      </Button>
      <Button variant="text" onClick={onBack}>
        Back to sign in
      </Button>
    </Stack>
  )
}

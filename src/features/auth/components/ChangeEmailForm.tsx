import { useState } from 'react'
import Alert from '@mui/material/Alert'
import { lazyResolver } from '@/lib/forms'
import { changeEmail } from '../api/account'
import type { EmailValues } from '../schemas'
import { AuthForm } from './AuthForm'
import { EmailField } from './EmailField'
import { useAuthForm } from './useAuthForm'

const validation = lazyResolver(() => import('../schemas').then((m) => m.emailResolver))

/** A new address: it changes once the link sent there is opened. */
export function ChangeEmailForm() {
  const [sentTo, setSentTo] = useState<string | null>(null)
  const { register, errors, frame, fail } = useAuthForm<EmailValues>({
    validation,
    defaultValues: { email: '' },
    onValid: async ({ email }) => {
      const result = await changeEmail(email)
      if (result.ok) setSentTo(email)
      else fail(result)
    },
  })

  return (
    <AuthForm
      {...frame}
      label="Change email"
      layout="account"
      submitText="Change email"
      busyText="Sending…"
    >
      <EmailField label="New email" registration={register('email')} error={errors.email} />
      {sentTo && (
        <Alert severity="success" role="status">
          We sent a confirmation link to {sentTo}. Your address changes when you open it. We also
          told your current address about the change.
        </Alert>
      )}
    </AuthForm>
  )
}

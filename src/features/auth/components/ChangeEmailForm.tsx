import { useState } from 'react'
import Alert from '@mui/material/Alert'
import { lazyResolver, schemaField } from '@/lib/forms'
import { changeEmail } from '../api/account'
import type { ChangeEmailValues } from '../schemas'
import { AuthForm } from './AuthForm'
import { EmailField } from './EmailField'
import { PasswordField } from './PasswordField'
import { useAuthForm } from './useAuthForm'

const validation = lazyResolver(() => import('../schemas').then((m) => m.changeEmailResolver))

/** A new address and the current password: it changes once the links sent to both are opened. */
export function ChangeEmailForm() {
  const [sentTo, setSentTo] = useState<string | null>(null)
  const { register, errors, frame, fail } = useAuthForm<ChangeEmailValues>({
    validation,
    defaultValues: { email: '', currentPassword: '' },
    onValid: async ({ email, currentPassword }, form) => {
      const result = await changeEmail(email, currentPassword)
      if (!result.ok) {
        fail(result)
        return
      }
      form.reset()
      setSentTo(email)
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
      <PasswordField
        label="Current password"
        required
        autoComplete="current-password"
        {...schemaField(register('currentPassword'), errors.currentPassword)}
      />
      {sentTo && (
        <Alert severity="success" role="status">
          We sent a confirmation link to {sentTo} and one to your current address. Your address
          changes when both links are opened.
        </Alert>
      )}
    </AuthForm>
  )
}

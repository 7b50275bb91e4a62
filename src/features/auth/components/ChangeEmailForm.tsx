import { useState } from 'react'
import { useForm } from 'react-hook-form'
import Alert from '@mui/material/Alert'
import { useToast } from '@/design-system'
import { lazyResolver } from '@/lib/forms'
import { changeEmail } from '../api/account'
import type { EmailValues } from '../schemas'
import { AuthForm } from './AuthForm'
import { EmailField } from './EmailField'

const validation = lazyResolver(() => import('../schemas').then((m) => m.emailResolver))

/** A new address: it changes once the link sent there is opened. */
export function ChangeEmailForm() {
  const toast = useToast()
  const [sentTo, setSentTo] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<EmailValues>({ resolver: validation.resolver, defaultValues: { email: '' } })

  const onSubmit = handleSubmit(async ({ email }) => {
    const result = await changeEmail(email)
    if (result.ok) return setSentTo(email)
    if (result.field) setError(result.field, { message: result.message })
    else toast.error(result.message)
  })

  return (
    <AuthForm
      label="Change email"
      layout="account"
      onSubmit={onSubmit}
      preload={validation.preload}
      submitting={isSubmitting}
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

import { useState } from 'react'
import { useForm } from 'react-hook-form'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { TextInput, useToast } from '@/design-system'
import { lazyResolver, muiField } from '@/lib/forms'
import { changeEmail } from '../api/account'
import type { EmailValues } from '../schemas'

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
    <Stack
      component="form"
      noValidate
      onFocus={validation.preload}
      onSubmit={onSubmit}
      spacing={2.5}
      aria-label="Change email"
      sx={{ maxWidth: 480 }}
    >
      <TextInput
        label="New email"
        type="email"
        required
        autoComplete="email"
        error={Boolean(errors.email)}
        helperText={errors.email?.message}
        {...muiField(register('email'))}
      />
      {sentTo && (
        <Alert severity="success" role="status">
          We sent a confirmation link to {sentTo}. Your address changes when you open it. We also
          told your current address about the change.
        </Alert>
      )}
      <Button type="submit" variant="contained" disabled={isSubmitting} sx={{ alignSelf: 'start' }}>
        {isSubmitting ? 'Sending…' : 'Change email'}
      </Button>
    </Stack>
  )
}

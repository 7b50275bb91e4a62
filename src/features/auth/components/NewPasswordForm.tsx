import { useForm, useWatch } from 'react-hook-form'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { lazyResolver } from '@/lib/forms'
import { useToast } from '@/design-system'
import { setNewPassword } from '../api/account'
import type { NewPasswordValues } from '../schemas'
import { NewPasswordField } from './NewPasswordField'

const validation = lazyResolver(() => import('../schemas').then((m) => m.newPasswordResolver))

/** The new password after a recovery link; `onDone` runs once it is saved. */
export function NewPasswordForm({ onDone }: { onDone: () => void }) {
  const toast = useToast()
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordValues>({
    resolver: validation.resolver,
    defaultValues: { password: '' },
  })
  const password = useWatch({ control, name: 'password' })

  const onSubmit = handleSubmit(async (values) => {
    const result = await setNewPassword(values.password)
    if (result.ok) return onDone()
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
      aria-label="Choose a new password"
    >
      <NewPasswordField
        label="New password"
        id="new-password-problems"
        registration={register('password')}
        value={password}
        error={errors.password?.message}
      />
      <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
        {isSubmitting ? 'Saving…' : 'Save new password'}
      </Button>
    </Stack>
  )
}

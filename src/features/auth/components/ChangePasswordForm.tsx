import { useForm, useWatch } from 'react-hook-form'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { useToast } from '@/design-system'
import { lazyResolver, muiField } from '@/lib/forms'
import { changePassword } from '../api/account'
import type { ChangePasswordValues } from '../schemas'
import { NewPasswordField } from './NewPasswordField'
import { PasswordField } from './PasswordField'

const validation = lazyResolver(() => import('../schemas').then((m) => m.changePasswordResolver))

/** The current password and a new one; a wrong current password is a field error. */
export function ChangePasswordForm() {
  const toast = useToast()
  const {
    register,
    handleSubmit,
    control,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordValues>({
    resolver: validation.resolver,
    defaultValues: { currentPassword: '', password: '' },
  })
  const password = useWatch({ control, name: 'password' })

  const onSubmit = handleSubmit(async (values) => {
    const result = await changePassword(values.currentPassword, values.password)
    if (result.ok) {
      reset()
      toast.success('Your password has been changed. Other devices are signed out.')
      return
    }
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
      aria-label="Change password"
      sx={{ maxWidth: 480 }}
    >
      <PasswordField
        label="Current password"
        required
        autoComplete="current-password"
        error={Boolean(errors.currentPassword)}
        helperText={errors.currentPassword?.message}
        {...muiField(register('currentPassword'))}
      />
      <NewPasswordField
        label="New password"
        id="change-password-problems"
        registration={register('password')}
        value={password}
        error={errors.password?.message}
      />
      <Button type="submit" variant="contained" disabled={isSubmitting} sx={{ alignSelf: 'start' }}>
        {isSubmitting ? 'Saving…' : 'Change password'}
      </Button>
    </Stack>
  )
}

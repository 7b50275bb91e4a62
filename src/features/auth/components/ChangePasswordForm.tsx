import { useForm } from 'react-hook-form'
import { useToast } from '@/design-system'
import { lazyResolver, muiField } from '@/lib/forms'
import { changePassword } from '../api/account'
import type { ChangePasswordValues } from '../schemas'
import { AuthForm } from './AuthForm'
import { NewPasswordField } from './NewPasswordField'
import { PasswordField } from './PasswordField'

const validation = lazyResolver(() => import('../schemas').then((m) => m.changePasswordResolver))

/** The current password and a new one; a wrong current password is a field error. */
export function ChangePasswordForm() {
  const toast = useToast()
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordValues>({
    resolver: validation.resolver,
    criteriaMode: 'all',
    defaultValues: { currentPassword: '', password: '' },
  })

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
    <AuthForm
      label="Change password"
      layout="account"
      onSubmit={onSubmit}
      preload={validation.preload}
      submitting={isSubmitting}
      submitText="Change password"
      busyText="Saving…"
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
        error={errors.password}
      />
    </AuthForm>
  )
}

import { lazyResolver, schemaField } from '@/lib/forms'
import { changePassword } from '../api/account'
import type { ChangePasswordValues } from '../schemas'
import { AuthForm } from './AuthForm'
import { NewPasswordField } from './NewPasswordField'
import { PasswordField } from './PasswordField'
import { useAuthForm } from './useAuthForm'

const validation = lazyResolver(() => import('../schemas').then((m) => m.changePasswordResolver))

/** The current password and a new one; a wrong current password is a field error. */
export function ChangePasswordForm() {
  const { register, errors, frame, fail, toast } = useAuthForm<ChangePasswordValues>({
    validation,
    defaultValues: { currentPassword: '', password: '' },
    onValid: async (values, form) => {
      const result = await changePassword(values.currentPassword, values.password)
      if (!result.ok) {
        fail(result)
        return
      }
      form.reset()
      toast.success('Your password has been changed. Other devices are signed out.')
    },
  })

  return (
    <AuthForm
      {...frame}
      label="Change password"
      layout="account"
      submitText="Change password"
      busyText="Saving…"
    >
      <PasswordField
        label="Current password"
        required
        autoComplete="current-password"
        {...schemaField(register('currentPassword'), errors.currentPassword)}
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

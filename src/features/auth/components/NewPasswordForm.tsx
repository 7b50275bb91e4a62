import { lazyResolver } from '@/lib/forms'
import { setNewPassword } from '../api/account'
import type { NewPasswordValues } from '../schemas'
import { AuthForm } from './AuthForm'
import { NewPasswordField } from './NewPasswordField'
import { useAuthForm } from './useAuthForm'

const validation = lazyResolver(() => import('../schemas').then((m) => m.newPasswordResolver))

/** The new password after a recovery link; `onDone` runs once it is saved. */
export function NewPasswordForm({ onDone }: { onDone: () => void }) {
  const { register, errors, frame, fail } = useAuthForm<NewPasswordValues>({
    validation,
    defaultValues: { password: '' },
    onValid: async (values) => {
      const result = await setNewPassword(values.password)
      if (result.ok) onDone()
      else fail(result)
    },
  })

  return (
    <AuthForm
      {...frame}
      label="Choose a new password"
      submitText="Save new password"
      busyText="Saving…"
    >
      <NewPasswordField
        label="New password"
        id="new-password-problems"
        registration={register('password')}
        error={errors.password}
      />
    </AuthForm>
  )
}

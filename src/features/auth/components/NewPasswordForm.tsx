import { useForm } from 'react-hook-form'
import { lazyResolver } from '@/lib/forms'
import { useToast } from '@/design-system'
import { setNewPassword } from '../api/account'
import type { NewPasswordValues } from '../schemas'
import { AuthForm } from './AuthForm'
import { NewPasswordField } from './NewPasswordField'

const validation = lazyResolver(() => import('../schemas').then((m) => m.newPasswordResolver))

/** The new password after a recovery link; `onDone` runs once it is saved. */
export function NewPasswordForm({ onDone }: { onDone: () => void }) {
  const toast = useToast()
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordValues>({
    resolver: validation.resolver,
    criteriaMode: 'all',
    defaultValues: { password: '' },
  })

  const onSubmit = handleSubmit(async (values) => {
    const result = await setNewPassword(values.password)
    if (result.ok) return onDone()
    if (result.field) setError(result.field, { message: result.message })
    else toast.error(result.message)
  })

  return (
    <AuthForm
      label="Choose a new password"
      onSubmit={onSubmit}
      preload={validation.preload}
      submitting={isSubmitting}
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

import { useForm } from 'react-hook-form'
import { TextInput, useToast } from '@/design-system'
import { lazyResolver, muiField } from '@/lib/forms'
import { deleteMyAccount } from '../api/account'
import type { DeleteAccountValues } from '../schemas'
import { AuthForm } from './AuthForm'

const validation = lazyResolver(() => import('../schemas').then((m) => m.deleteAccountResolver))

/** Deletes the account once the visitor types DELETE; `onDeleted` runs after. */
export function DeleteAccountForm({ onDeleted }: { onDeleted: () => void }) {
  const toast = useToast()
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<DeleteAccountValues>({
    resolver: validation.resolver,
    defaultValues: { confirm: '' },
  })

  const onSubmit = handleSubmit(async () => {
    const result = await deleteMyAccount()
    if (!result.ok) return toast.error(result.message)
    toast.success('Your account and everything saved with it have been deleted.')
    onDeleted()
  })

  return (
    <AuthForm
      label="Delete account"
      layout="account"
      color="error"
      onSubmit={onSubmit}
      preload={validation.preload}
      submitting={isSubmitting}
      submitText="Delete my account"
      busyText="Deleting…"
    >
      <TextInput
        label="Type DELETE to confirm"
        required
        autoComplete="off"
        error={Boolean(errors.confirm)}
        helperText={errors.confirm?.message}
        {...muiField(register('confirm'))}
      />
    </AuthForm>
  )
}

import { TextInput } from '@/design-system'
import { lazyResolver, schemaField } from '@/lib/forms'
import { deleteMyAccount } from '../api/account'
import type { DeleteAccountValues } from '../schemas'
import { AuthForm } from './AuthForm'
import { useAuthForm } from './useAuthForm'

const validation = lazyResolver(() => import('../schemas').then((m) => m.deleteAccountResolver))

/** Deletes the account once the visitor types DELETE; `onDeleted` runs after. */
export function DeleteAccountForm({ onDeleted }: { onDeleted: () => void }) {
  const { register, errors, frame, fail, toast } = useAuthForm<DeleteAccountValues>({
    validation,
    defaultValues: { confirm: '' },
    onValid: async () => {
      const result = await deleteMyAccount()
      if (!result.ok) {
        fail(result)
        return
      }
      toast.success('Your account and everything saved with it have been deleted.')
      onDeleted()
    },
  })

  return (
    <AuthForm
      {...frame}
      label="Delete account"
      layout="account"
      color="error"
      submitText="Delete my account"
      busyText="Deleting…"
    >
      <TextInput
        label="Type DELETE to confirm"
        required
        autoComplete="off"
        {...schemaField(register('confirm'), errors.confirm)}
      />
    </AuthForm>
  )
}

import { useNavigate } from 'react-router-dom'
import Button from '@mui/material/Button'
import { lazyResolver, schemaField } from '@/lib/forms'
import { signIn } from '../api/auth'
import type { SignInValues } from '../schemas'
import { AuthForm } from './AuthForm'
import { EmailField } from './EmailField'
import { PasswordField } from './PasswordField'
import { useAuthForm } from './useAuthForm'

const validation = lazyResolver(() => import('../schemas').then((m) => m.signInResolver))
/**
 * Email and password; success goes to `next` (home by default), any failure says "Invalid email
 * or password." "Forgot password?" calls `onForgot`.
 */
export function SignInForm({ next = '/', onForgot }: { next?: string; onForgot?: () => void }) {
  const navigate = useNavigate()
  const { register, errors, frame, fail, toast } = useAuthForm<SignInValues>({
    validation,
    defaultValues: { email: '', password: '' },
    onValid: async ({ email, password }) => {
      const result = await signIn(email, password)
      if (!result.ok) {
        fail(result)
        return
      }
      toast.success('Signed in successfully!')
      navigate(next)
    },
  })

  return (
    <AuthForm
      {...frame}
      label="Sign in"
      submitText="Sign in"
      busyText="Signing in…"
      after={
        onForgot && (
          <Button variant="text" onClick={onForgot} sx={{ alignSelf: 'center' }}>
            Forgot password?
          </Button>
        )
      }
    >
      <EmailField registration={register('email')} error={errors.email} />
      <PasswordField
        label="Password"
        required
        autoComplete="current-password"
        {...schemaField(register('password'), errors.password)}
      />
    </AuthForm>
  )
}

import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router-dom'
import Button from '@mui/material/Button'
import { useToast } from '@/design-system'
import { lazyResolver, muiField } from '@/lib/forms'
import { signIn } from '../api/auth'
import type { SignInValues } from '../schemas'
import { AuthForm } from './AuthForm'
import { EmailField } from './EmailField'
import { PasswordField } from './PasswordField'

const validation = lazyResolver(() => import('../schemas').then((m) => m.signInResolver))
/**
 * Email and password; success goes to `next` (home by default), any failure says "Invalid email
 * or password." "Forgot password?" calls `onForgot`.
 */
export function SignInForm({ next = '/', onForgot }: { next?: string; onForgot?: () => void }) {
  const toast = useToast()
  const navigate = useNavigate()
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignInValues>({
    resolver: validation.resolver,
    defaultValues: { email: '', password: '' },
  })

  const onSubmit = handleSubmit(async ({ email, password }) => {
    const result = await signIn(email, password)
    if (!result.ok) {
      toast.error(result.message)
      return
    }
    toast.success('Signed in successfully!')
    navigate(next)
  })

  return (
    <AuthForm
      label="Sign in"
      onSubmit={onSubmit}
      preload={validation.preload}
      submitting={isSubmitting}
      submitText="Sign In"
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
        error={Boolean(errors.password)}
        helperText={errors.password?.message}
        {...muiField(register('password'))}
      />
    </AuthForm>
  )
}

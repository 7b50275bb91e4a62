import { lazyResolver } from '@/lib/forms'
import { signUp } from '../api/auth'
import type { SignUpValues } from '../schemas'
import { AuthForm } from './AuthForm'
import { EmailField } from './EmailField'
import { NewPasswordField } from './NewPasswordField'
import { useAuthForm } from './useAuthForm'

const validation = lazyResolver(() => import('../schemas').then((m) => m.signUpResolver))
/** Email and a strong password; the rules it breaks are listed under the field. */
export function SignUpForm() {
  const { register, errors, frame, fail, toast } = useAuthForm<SignUpValues>({
    validation,
    defaultValues: { email: '', password: '' },
    onValid: async ({ email, password }, form) => {
      const result = await signUp(email, password)
      if (!result.ok) {
        fail(result)
        return
      }
      // docs/decisions.md#d-22 as amended: the toast says what happened.
      if (result.signedIn) {
        toast.success('Account created! You are signed in.')
      } else {
        toast.success('Account created! Please check your email to verify your account.')
        form.reset()
      }
    },
    onInvalid: (invalid) => {
      if (invalid.password) toast.error('Password does not meet requirements')
    },
  })

  return (
    <AuthForm
      {...frame}
      label="Sign up"
      submitText="Sign up"
      busyText="Creating your account…"
      color="accent"
    >
      <EmailField registration={register('email')} error={errors.email} />
      <NewPasswordField
        label="Password"
        id="password-problems"
        registration={register('password')}
        error={errors.password}
      />
    </AuthForm>
  )
}

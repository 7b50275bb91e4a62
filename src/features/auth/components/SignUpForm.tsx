import { useForm } from 'react-hook-form'
import { useToast } from '@/design-system'
import { lazyResolver } from '@/lib/forms'
import { signUp } from '../api/auth'
import type { SignUpValues } from '../schemas'
import { AuthForm } from './AuthForm'
import { EmailField } from './EmailField'
import { NewPasswordField } from './NewPasswordField'

const validation = lazyResolver(() => import('../schemas').then((m) => m.signUpResolver))
/** Email and a strong password; the rules it breaks are listed under the field. */
export function SignUpForm() {
  const toast = useToast()
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<SignUpValues>({
    resolver: validation.resolver,
    criteriaMode: 'all',
    defaultValues: { email: '', password: '' },
  })

  const onSubmit = handleSubmit(
    async ({ email, password }) => {
      const result = await signUp(email, password)
      if (!result.ok) {
        toast.error(result.message)
        return
      }
      toast.success('Account created! Please check your email to verify your account.')
      if (!result.signedIn) reset()
    },
    (invalid) => {
      if (invalid.password) toast.error('Password does not meet requirements')
    },
  )

  return (
    <AuthForm
      label="Sign up"
      onSubmit={onSubmit}
      preload={validation.preload}
      submitting={isSubmitting}
      submitText="Sign Up"
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

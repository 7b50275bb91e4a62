import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router-dom'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { TextInput, useToast } from '@/design-system'
import { lazyResolver, muiField } from '@/lib/forms'
import { signIn } from '../api/auth'
import type { SignInValues } from '../schemas'
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
    <Stack
      component="form"
      noValidate
      onFocus={validation.preload}
      onSubmit={onSubmit}
      spacing={2.5}
      aria-label="Sign in"
    >
      <TextInput
        label="Email"
        type="email"
        required
        autoComplete="email"
        error={Boolean(errors.email)}
        helperText={errors.email?.message}
        {...muiField(register('email'))}
      />
      <PasswordField
        label="Password"
        required
        autoComplete="current-password"
        error={Boolean(errors.password)}
        helperText={errors.password?.message}
        {...muiField(register('password'))}
      />
      <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
        {isSubmitting ? 'Signing in…' : 'Sign In'}
      </Button>
      {onForgot && (
        <Button variant="text" onClick={onForgot} sx={{ alignSelf: 'center' }}>
          Forgot password?
        </Button>
      )}
    </Stack>
  )
}

import { useForm, useWatch } from 'react-hook-form'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { TextInput, useToast } from '@/design-system'
import { lazyResolver, muiField } from '@/lib/forms'
import { signUp } from '../api/auth'
import { passwordProblems } from '../password'
import type { SignUpValues } from '../schemas'
import { PasswordField } from './PasswordField'

const validation = lazyResolver(() => import('../schemas').then((m) => m.signUpResolver))
/** Email and a strong password; the rules it breaks are listed under the field. */
export function SignUpForm() {
  const toast = useToast()
  const {
    register,
    handleSubmit,
    control,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<SignUpValues>({
    resolver: validation.resolver,
    defaultValues: { email: '', password: '' },
  })

  const password = useWatch({ control, name: 'password' })
  const problems = errors.password ? passwordProblems(password) : []

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
    <Stack
      component="form"
      noValidate
      onFocus={validation.preload}
      onSubmit={onSubmit}
      spacing={2.5}
      aria-label="Sign up"
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
      <Box>
        <PasswordField
          label="Password"
          required
          autoComplete="new-password"
          minLength={8}
          error={problems.length > 0}
          helperText={
            problems.length > 0
              ? undefined
              : 'At least 8 characters, with a lowercase letter, an uppercase letter and a number.'
          }
          {...muiField(register('password'))}
          describedBy={problems.length > 0 ? 'password-problems' : undefined}
        />
        {problems.length > 0 && (
          <Box
            component="ul"
            id="password-problems"
            sx={{ color: 'error.main', typography: 'body2', mt: 1, mb: 0, pl: 3 }}
          >
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </Box>
        )}
      </Box>
      <Button type="submit" variant="contained" color="accent" size="large" disabled={isSubmitting}>
        {isSubmitting ? 'Creating your account…' : 'Sign Up'}
      </Button>
    </Stack>
  )
}

import Box from '@mui/material/Box'
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form'
import { fieldMessages, muiField } from '@/lib/forms'
import { PASSWORD_HINT, PASSWORD_MIN_LENGTH } from '../password'
import { PasswordField } from './PasswordField'

interface Props {
  label: string
  registration: UseFormRegisterReturn
  /** The field's error: each sign-up rule the schema found broken, or a server message. */
  error?: FieldError
  id: string
}

/**
 * A new password under the sign-up rules: the rules it breaks are listed under the field. The
 * form validates with `criteriaMode: 'all'` so the schema reports every broken rule.
 */
export function NewPasswordField({ label, registration, error, id }: Props) {
  const problems = fieldMessages(error)
  return (
    <Box>
      <PasswordField
        label={label}
        required
        autoComplete="new-password"
        minLength={PASSWORD_MIN_LENGTH}
        error={problems.length > 0}
        helperText={problems.length > 0 ? undefined : PASSWORD_HINT}
        {...muiField(registration)}
        describedBy={problems.length > 0 ? id : undefined}
      />
      {problems.length > 0 && (
        <Box
          component="ul"
          id={id}
          sx={{ color: 'error.main', typography: 'body2', mt: 1, mb: 0, pl: 3 }}
        >
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </Box>
      )}
    </Box>
  )
}

import Box from '@mui/material/Box'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { muiField } from '@/lib/forms'
import { passwordProblems } from '../password'
import { PasswordField } from './PasswordField'

interface Props {
  label: string
  registration: UseFormRegisterReturn
  /** The value typed so far, to list the rules it breaks. */
  value: string
  /** Set once validation failed; a server message (e.g. same password) when it has one. */
  error?: string
  id: string
}

/** A new password under the sign-up rules: the rules it breaks are listed under the field. */
export function NewPasswordField({ label, registration, value, error, id }: Props) {
  const broken = error ? passwordProblems(value) : []
  const problems = broken.length > 0 ? broken : error ? [error] : []
  return (
    <Box>
      <PasswordField
        label={label}
        required
        autoComplete="new-password"
        minLength={8}
        error={problems.length > 0}
        helperText={
          problems.length > 0
            ? undefined
            : 'At least 8 characters, with a lowercase letter, an uppercase letter and a number.'
        }
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

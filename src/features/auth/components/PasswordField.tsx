import { useState } from 'react'
import IconButton from '@mui/material/IconButton'
import InputAdornment from '@mui/material/InputAdornment'
import Visibility from '@mui/icons-material/Visibility'
import VisibilityOff from '@mui/icons-material/VisibilityOff'
import { TextInput, type TextInputProps } from '@/design-system'

type Props = Omit<TextInputProps, 'type' | 'autoComplete'> & {
  autoComplete: 'current-password' | 'new-password'
  minLength?: number
  /** The id of a list of problems shown under the field. */
  describedBy?: string
}

/** A password input with a show/hide button and the autocomplete password managers need. */
export function PasswordField({ autoComplete, minLength, describedBy, ...props }: Props) {
  const [visible, setVisible] = useState(false)
  return (
    <TextInput
      {...props}
      type={visible ? 'text' : 'password'}
      inputProps={{
        autoComplete,
        minLength,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      }}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            aria-label={visible ? 'Hide password' : 'Show password'}
            aria-pressed={visible}
            onClick={() => setVisible((v) => !v)}
            edge="end"
          >
            {visible ? <VisibilityOff /> : <Visibility />}
          </IconButton>
        </InputAdornment>
      }
    />
  )
}

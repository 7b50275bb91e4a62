import { useState, type ComponentProps } from 'react'
import IconButton from '@mui/material/IconButton'
import InputAdornment from '@mui/material/InputAdornment'
import TextField from '@mui/material/TextField'
import Visibility from '@mui/icons-material/Visibility'
import VisibilityOff from '@mui/icons-material/VisibilityOff'

type Props = Omit<ComponentProps<typeof TextField>, 'type'> & {
  autoComplete: 'current-password' | 'new-password'
  minLength?: number
  /** The id of a list of problems shown under the field. */
  describedBy?: string
}

/** A password input with a show/hide button and the autocomplete password managers need. */
export function PasswordField({ autoComplete, minLength, describedBy, ...props }: Props) {
  const [visible, setVisible] = useState(false)
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{
        htmlInput: {
          autoComplete,
          minLength,
          ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        },
        input: {
          endAdornment: (
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
          ),
        },
      }}
    />
  )
}

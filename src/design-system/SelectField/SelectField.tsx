import { useId, type ReactNode } from 'react'
import Box from '@mui/material/Box'
import { styled } from '@mui/material/styles'

export interface SelectFieldProps {
  /** The visible label above the list. */
  label: string
  /** The chosen option's value. */
  value: string
  /** Called with the new option's value when the person picks one. */
  onChange: (value: string) => void
  /** The `<option>`s (and `<optgroup>`s) to choose from. */
  children: ReactNode
  /** The field's name, as a form would send it. */
  name?: string
  /** A short hint under the list. */
  hint?: ReactNode
}

// A native <select> drawn like the outlined fields: the phone's own picker and the keyboard's
// own choosing (arrow keys, type-ahead), without MUI's input parts (8.5 KB of a page's first load).
const Select = styled('select')(({ theme }) => ({
  ...theme.typography.body1,
  width: '100%',
  minHeight: 48,
  padding: theme.spacing(1.25, 4, 1.25, 1.5),
  color: theme.palette.text.primary,
  backgroundColor: theme.palette.background.paper,
  border: `1px solid ${theme.palette.grey[500]}`,
  borderRadius: theme.shape.borderRadius,
  appearance: 'none',
  backgroundImage: `linear-gradient(45deg, transparent 50%, currentColor 50%), linear-gradient(135deg, currentColor 50%, transparent 50%)`,
  backgroundPosition: 'calc(100% - 18px) 50%, calc(100% - 13px) 50%',
  backgroundSize: '5px 5px',
  backgroundRepeat: 'no-repeat',
  cursor: 'pointer',
  '&:hover': { borderColor: theme.palette.text.primary },
  '&:focus-visible': {
    outline: `2px solid ${theme.palette.primary.main}`,
    outlineOffset: 1,
    borderColor: theme.palette.primary.main,
  },
}))

/** A labelled native select for a short list of choices; the label names it for screen readers. */
export function SelectField({ label, value, onChange, children, name, hint }: SelectFieldProps) {
  const id = useId()
  const hintId = hint ? `${id}-hint` : undefined
  return (
    <Box sx={{ display: 'grid', gap: 0.75 }}>
      <Box component="label" htmlFor={id} sx={{ typography: 'body2', fontWeight: 600 }}>
        {label}
      </Box>
      <Select
        id={id}
        name={name}
        value={value}
        aria-describedby={hintId}
        onChange={(event) => onChange(event.target.value)}
        // Its options are a control's words, not the page's: kept out of search excerpts.
        data-pagefind-ignore="all"
      >
        {children}
      </Select>
      {hint && (
        <Box id={hintId} sx={{ typography: 'body2', color: 'text.secondary' }}>
          {hint}
        </Box>
      )}
    </Box>
  )
}

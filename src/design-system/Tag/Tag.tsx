import type { ReactNode } from 'react'
import { styled } from '@mui/material/styles'

export type TagTone = 'success' | 'info' | 'accent' | 'secondary' | 'warning' | 'neutral'

export interface TagProps {
  label: ReactNode
  /** The colour: a filled tag in that colour, or its outline. */
  tone?: TagTone
  variant?: 'filled' | 'outlined'
  /** An icon before the label, hidden from screen readers. */
  icon?: ReactNode
}

interface RootProps {
  tone: TagTone
  variant: 'filled' | 'outlined'
}

// Drawn like MUI's small Chip, as one styled span: the Chip module cost every page that shows a
// card with badges 2.5 KB of its 150 KB first load, for text that is never clicked.
const Root = styled('span', {
  shouldForwardProp: (prop) => prop !== 'tone' && prop !== 'variant',
})<RootProps>(({ theme, tone, variant }) => {
  const palette = tone === 'neutral' ? undefined : theme.palette[tone]
  const filled = variant === 'filled'
  return {
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.spacing(0.5),
    minHeight: 24,
    padding: theme.spacing(0.25, 1),
    borderRadius: 12,
    border: '1px solid',
    fontFamily: theme.typography.fontFamily,
    fontSize: theme.typography.pxToRem(13),
    lineHeight: 1.3,
    maxWidth: '100%',
    verticalAlign: 'middle',
    borderColor: palette ? palette.main : theme.palette.grey[400],
    backgroundColor: filled ? (palette?.main ?? theme.palette.action.selected) : 'transparent',
    color: filled
      ? (palette?.contrastText ?? theme.palette.text.primary)
      : (palette?.main ?? theme.palette.text.primary),
    '& > svg': { fontSize: 18, flexShrink: 0, marginLeft: -2 },
  }
})

/** A short label on a card or a step: a status, a kind, a timing. Not a button. */
export function Tag({ label, tone = 'neutral', variant = 'outlined', icon }: TagProps) {
  return (
    <Root tone={tone} variant={variant}>
      {icon}
      <span>{label}</span>
    </Root>
  )
}

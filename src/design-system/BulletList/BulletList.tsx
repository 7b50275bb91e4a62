import type { ReactNode } from 'react'
import Box from '@mui/material/Box'

export interface BulletListProps {
  /** Short points: text, or text with a link or a source note under it. */
  items: readonly ReactNode[]
  /** Numbered (an ordered list) instead of bullets. */
  numbered?: boolean
  /** Space between the items, in theme spacing units. */
  spacing?: number
  /**
   * Plain sentences that stand as body text of their own (primary colour, body1 type), spaced
   * evenly, rather than taking the type of the card or section around them.
   */
  plain?: boolean
}

/** A bulleted (or numbered) list of short points: tips, perks, questions, guidelines. */
export function BulletList({
  items,
  numbered = false,
  spacing = 1,
  plain = false,
}: BulletListProps) {
  return (
    <Box
      component={numbered ? 'ol' : 'ul'}
      sx={{
        m: 0,
        pl: 3,
        ...(plain
          ? { display: 'grid', gap: spacing, color: 'text.primary', typography: 'body1' }
          : { '& > li': { mb: spacing }, '& > li:last-of-type': { mb: 0 } }),
      }}
    >
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </Box>
  )
}

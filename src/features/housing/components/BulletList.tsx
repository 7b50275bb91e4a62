import type { ReactNode } from 'react'
import Box from '@mui/material/Box'

export interface BulletListProps {
  items: readonly ReactNode[]
  /** Numbered (an ordered list) instead of bullets. */
  numbered?: boolean
}

/** A plain list of short points, in body text. */
export function BulletList({ items, numbered = false }: BulletListProps) {
  return (
    <Box
      component={numbered ? 'ol' : 'ul'}
      sx={{ m: 0, pl: 3, '& > li': { mb: 0.75 }, '& > li:last-of-type': { mb: 0 } }}
    >
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </Box>
  )
}

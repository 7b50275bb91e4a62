import type { ReactNode } from 'react'
import Box from '@mui/material/Box'

/** A plain list of short items (tips, questions, perks) with comfortable spacing. */
export function BulletList({ items }: { items: readonly ReactNode[] }) {
  return (
    <Box component="ul" sx={{ m: 0, pl: 3, '& > li': { mb: 1 }, '& > li:last-of-type': { mb: 0 } }}>
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </Box>
  )
}

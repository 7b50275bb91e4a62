import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { headingId } from '../utils/heading-id'

export interface SectionProps {
  title: string
  /** A sentence under the heading. */
  description?: ReactNode
  /**
   * The heading's id, so a link can open the page at it ("/sources#report"); by default a
   * readable one made from the title ("step-by-step").
   */
  id?: string
  children: ReactNode
}

/** A titled part of a page (an h2 and its content), labelled for landmarks navigation. */
export function Section({ title, description, id: anchor, children }: SectionProps) {
  const id = anchor ?? headingId(title)
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: { xs: 4, sm: 5 } }}>
      {/* Lands below the sticky header (72 px) with some room. */}
      <Typography id={id} variant="h2" sx={{ mb: description ? 1 : 2, scrollMarginTop: 88 }}>
        {title}
      </Typography>
      {description && (
        <Typography color="text.secondary" sx={{ mb: 2, maxWidth: '70ch' }}>
          {description}
        </Typography>
      )}
      {children}
    </Box>
  )
}

export interface CardGridProps {
  children: ReactNode
  /** The most columns on a wide screen. */
  columns?: 2 | 3 | 4
}

/** Cards in a responsive grid: one column on a phone, up to `columns` on a wide screen. */
export function CardGrid({ children, columns = 3 }: CardGridProps) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: '1fr',
          sm: 'repeat(2, minmax(0, 1fr))',
          lg: `repeat(${columns}, minmax(0, 1fr))`,
        },
      }}
    >
      {children}
    </Box>
  )
}

import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'

export interface PageHeaderProps {
  title: string
  /** One or two sentences under the title: what the page is for. */
  lead?: ReactNode
  /** A small line above the title, e.g. the section of the site. */
  eyebrow?: string
  /** Buttons shown under the lead. */
  actions?: ReactNode
}

/** The top of every page: the page's only h1, its purpose, and its main actions. */
export function PageHeader({ title, lead, eyebrow, actions }: PageHeaderProps) {
  return (
    <Box component="header" sx={{ mb: { xs: 3, sm: 4 } }}>
      {eyebrow && (
        <Typography variant="overline" color="secondary" sx={{ fontWeight: 700 }}>
          {eyebrow}
        </Typography>
      )}
      <Typography variant="h1" sx={{ mb: lead ? 1.5 : 0 }}>
        {title}
      </Typography>
      {lead && (
        <Typography
          component="div"
          variant="body1"
          color="text.secondary"
          sx={{ maxWidth: '70ch' }}
        >
          {lead}
        </Typography>
      )}
      {actions && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 2.5 }}>
          {actions}
        </Stack>
      )}
    </Box>
  )
}

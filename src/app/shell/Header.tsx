import type { ReactNode } from 'react'
import AppBar from '@mui/material/AppBar'
import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Toolbar from '@mui/material/Toolbar'
import Typography from '@mui/material/Typography'
import { SidebarTrigger } from '@/design-system'
import { SITE_NAME, SITE_TAGLINE } from '../routes'
import { SearchButton } from './SearchButton'
import { pageHref } from '@/lib/page-href'

export const HEADER_HEIGHT = 72

function Logo() {
  return (
    <svg width="36" height="36" viewBox="0 0 64 64" aria-hidden focusable="false">
      <rect width="64" height="64" rx="14" fill="#ffffff" fillOpacity="0.12" />
      <path d="M10 44c8-6 14-6 22 0s14 6 22 0v8H10z" fill="#5fb3b0" />
      <path d="M32 12l4 10h10l-8 6 3 10-9-6-9 6 3-10-8-6h10z" fill="#f0886f" />
    </svg>
  )
}

/** The top bar: menu button, logo and tagline, and the visitor's sign-in state. */
export function Header({ account }: { account: ReactNode }) {
  return (
    <AppBar
      position="sticky"
      color="primary"
      elevation={0}
      sx={{ zIndex: (t) => t.zIndex.drawer + 1 }}
    >
      <Toolbar sx={{ height: HEADER_HEIGHT, gap: { xs: 1, sm: 1.5 }, px: { xs: 1, sm: 2 } }}>
        <SidebarTrigger />
        <Link
          href={pageHref('/')}
          color="inherit"
          underline="none"
          sx={{ display: 'flex', alignItems: 'center', gap: 1.25, minWidth: 0, flexGrow: 1 }}
        >
          <Box component="span" sx={{ display: 'flex', flexShrink: 0 }}>
            <Logo />
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography
              component="span"
              sx={{
                display: 'block',
                fontWeight: 700,
                fontSize: { xs: '1rem', sm: '1.1rem' },
                lineHeight: 1.2,
                // The name stays whole on a phone: it may wrap to two lines, never shrink away.
                overflowWrap: 'normal',
              }}
            >
              {SITE_NAME}
            </Typography>
            <Typography
              component="span"
              sx={{
                // Below a tablet's width the name alone says what the site is.
                display: { xs: 'none', md: 'block' },
                fontSize: '0.8rem',
                lineHeight: 1.3,
                opacity: 0.9,
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
              }}
            >
              {SITE_TAGLINE}
            </Typography>
          </Box>
        </Link>
        <SearchButton />
        <Box sx={{ flexShrink: 0, display: 'flex', alignItems: 'center', minHeight: 44 }}>
          {account}
        </Box>
      </Toolbar>
    </AppBar>
  )
}

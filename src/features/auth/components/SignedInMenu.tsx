import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import type { User } from '@supabase/supabase-js'
import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Divider from '@mui/material/Divider'
import IconButton from '@mui/material/IconButton'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import Typography from '@mui/material/Typography'
import { useToast } from '@/design-system'
import { signOut } from '../api/auth'
import { pageHref } from '@/lib/page-href'

function UserAvatar({ email, avatarUrl }: { email: string; avatarUrl?: string }) {
  return (
    <Avatar
      src={avatarUrl}
      alt={`Signed in as ${email}`}
      role="img"
      aria-label={`Signed in as ${email}`}
      sx={{ width: 36, height: 36, bgcolor: 'secondary.main' }}
    >
      {email.charAt(0).toUpperCase()}
    </Avatar>
  )
}

// On a phone the header has room for one control: the avatar opens a menu with the rest.
const wide = { display: { xs: 'none', sm: 'flex' } } as const
const narrow = { display: { xs: 'flex', sm: 'none' } } as const

/**
 * The header's account corner when signed in: avatar, email, Account and Sign out; on a phone
 * the avatar alone, opening a menu with the email, Account and Sign out.
 */
export default function SignedInMenu({ user }: { user: User }) {
  const navigate = useNavigate()
  const toast = useToast()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const email = user.email ?? ''
  const avatarUrl = user.user_metadata?.avatar_url as string | undefined
  const onSignOut = async () => {
    setAnchor(null)
    if (!(await signOut())) return
    toast.success('Signed out successfully')
    navigate(pageHref('/auth'))
  }
  return (
    <>
      <Box sx={{ ...wide, alignItems: 'center', gap: 1 }}>
        <UserAvatar email={email} avatarUrl={avatarUrl} />
        <Typography
          variant="body2"
          sx={{
            display: { xs: 'none', md: 'block' },
            maxWidth: 220,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
          title={email}
        >
          {email}
        </Typography>
        <Button href={pageHref('/account')} color="inherit">
          Account
        </Button>
        <Button variant="outlined" color="inherit" onClick={onSignOut}>
          Sign out
        </Button>
      </Box>
      <Box sx={narrow}>
        <IconButton
          aria-label="Account menu"
          aria-haspopup="menu"
          aria-expanded={anchor ? 'true' : undefined}
          aria-controls={anchor ? 'account-menu' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
          sx={{ p: 0.5, width: 44, height: 44 }}
        >
          <UserAvatar email={email} avatarUrl={avatarUrl} />
        </IconButton>
        <Menu
          id="account-menu"
          anchorEl={anchor}
          open={Boolean(anchor)}
          onClose={() => setAnchor(null)}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
          slotProps={{ paper: { sx: { maxWidth: 'calc(100vw - 16px)' } } }}
        >
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ px: 2, py: 1, overflowWrap: 'anywhere' }}
          >
            Signed in as {email}
          </Typography>
          <Divider />
          <MenuItem
            onClick={() => {
              setAnchor(null)
              navigate(pageHref('/account'))
            }}
          >
            Account
          </MenuItem>
          <MenuItem onClick={onSignOut}>Sign out</MenuItem>
        </Menu>
      </Box>
    </>
  )
}

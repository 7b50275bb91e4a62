import { useNavigate } from 'react-router-dom'
import type { User } from '@supabase/supabase-js'
import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts'
import { useToast } from '@/design-system'
import { signOut } from '../api/auth'

/** The header's account corner when signed in: avatar, email, Account and Sign Out. */
export default function SignedInMenu({ user }: { user: User }) {
  const navigate = useNavigate()
  const toast = useToast()
  const email = user.email ?? ''
  const avatarUrl = user.user_metadata?.avatar_url as string | undefined
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Avatar
        src={avatarUrl}
        alt={`Signed in as ${email}`}
        role="img"
        aria-label={`Signed in as ${email}`}
        sx={{ width: 36, height: 36, bgcolor: 'secondary.main' }}
      >
        {email.charAt(0).toUpperCase()}
      </Avatar>
      <Typography
        variant="body2"
        sx={{
          display: { xs: 'none', md: 'block' },
          maxWidth: 220,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
        }}
        title={email}
      >
        {email}
      </Typography>
      {/* An icon on a phone, where the header has little room. */}
      <Button href="/account" color="inherit" aria-label="Account" sx={{ minWidth: 44 }}>
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          Account
        </Box>
        <ManageAccountsIcon sx={{ display: { xs: 'inline-block', sm: 'none' } }} />
      </Button>
      <Button
        variant="outlined"
        color="inherit"
        onClick={async () => {
          if (!(await signOut())) return
          toast.success('Signed out successfully')
          navigate('/auth')
        }}
      >
        Sign Out
      </Button>
    </Box>
  )
}

import { useNavigate } from 'react-router-dom'
import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import { useToast } from '@/design-system'
import { useSession } from '@/lib/supabase'
import { signOut } from '../api/auth'

/** The header's account corner: a placeholder while loading, Login, or avatar + email + Sign Out. */
export function AccountMenu() {
  const session = useSession()
  const navigate = useNavigate()
  const toast = useToast()

  if (session.status === 'loading') {
    return (
      <Skeleton
        variant="rounded"
        width={88}
        height={44}
        aria-label="Checking sign-in"
        sx={{ bgcolor: 'rgba(255,255,255,0.2)', borderRadius: 999 }}
      />
    )
  }
  if (session.status === 'signedOut') {
    return (
      <Button href="/auth" variant="outlined" color="inherit">
        Login
      </Button>
    )
  }

  const email = session.user.email ?? ''
  const avatarUrl = session.user.user_metadata?.avatar_url as string | undefined
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
      <Button
        variant="outlined"
        color="inherit"
        onClick={async () => {
          await signOut()
          toast.success('Signed out successfully')
          navigate('/auth')
        }}
      >
        Sign Out
      </Button>
    </Box>
  )
}

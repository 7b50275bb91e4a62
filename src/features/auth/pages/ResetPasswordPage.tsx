import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { PageHeader, useHydrated, useToast } from '@/design-system'
import { lazyBlock } from '@/lib/lazy-block'
import { useSession } from '@/lib/supabase'
import { pageHref } from '@/lib/page-href'

const NewPasswordForm = lazyBlock(() =>
  import('../components/NewPasswordForm').then((m) => m.NewPasswordForm),
)

/** Whether the address carries a failed link (expired, used or forged) back from /verify. */
function linkFailed(): boolean {
  if (typeof window === 'undefined') return false
  return /[#&](error|error_code)=/.test(window.location.hash)
}

/** Where the password-reset link lands: choose a new password, or ask for a new link. */
export function ResetPasswordPage() {
  const session = useSession()
  const navigate = useNavigate()
  const toast = useToast()
  // Read on arrival: the client clears the address's fragment when it takes the session.
  const [failed] = useState(linkFailed)
  // The prerendered page shows "Checking your link…" until it is live.
  const hydrated = useHydrated()
  const expired = hydrated && (failed || session.status === 'signedOut')
  return (
    <Box sx={{ maxWidth: 480, mx: 'auto' }}>
      <PageHeader
        title="Reset your password"
        lead="Choose a new password for your account. It follows the same rules as at sign-up."
      />
      <Paper variant="outlined" sx={{ borderRadius: 4, p: { xs: 2, sm: 3 } }}>
        {expired ? (
          <Box role="alert">
            <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
              This link has expired or was already used
            </Typography>
            <Typography sx={{ mb: 2 }}>
              A reset link works once, within one hour. Ask for a new one and use the newest email.
            </Typography>
            <Button variant="contained" href={pageHref('/auth?tab=forgot')}>
              Ask for a new link
            </Button>
          </Box>
        ) : hydrated && session.status === 'signedIn' ? (
          <NewPasswordForm
            onDone={() => {
              toast.success('Your password has been changed. You are signed in.')
              navigate(pageHref('/'))
            }}
          />
        ) : (
          <Typography role="status">Checking your link…</Typography>
        )}
      </Paper>
    </Box>
  )
}

export default ResetPasswordPage

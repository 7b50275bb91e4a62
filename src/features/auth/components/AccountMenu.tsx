import { lazy, Suspense } from 'react'
import Button from '@mui/material/Button'
import Skeleton from '@mui/material/Skeleton'
import { useSession } from '@/lib/supabase'
import { pageHref } from '@/lib/page-href'

// Most visitors are signed out: the signed-in corner (avatar, Sign out) loads for those who are not.
const SignedInMenu = lazy(() => import('./SignedInMenu'))

/** The header's account corner: a placeholder while loading, "Sign in", or avatar + email + "Sign out". */
export function AccountMenu() {
  const session = useSession()

  const checking = (
    <Skeleton
      variant="rounded"
      width={88}
      height={44}
      aria-label="Checking sign-in"
      sx={{ bgcolor: 'rgba(255,255,255,0.2)', borderRadius: 999 }}
    />
  )
  if (session.status === 'loading') return checking
  if (session.status === 'signedOut') {
    return (
      <Button href={pageHref('/auth')} variant="outlined" color="inherit">
        Sign in
      </Button>
    )
  }

  return (
    <Suspense fallback={checking}>
      <SignedInMenu user={session.user} />
    </Suspense>
  )
}

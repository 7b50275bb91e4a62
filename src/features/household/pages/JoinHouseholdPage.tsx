import { useEffect, useState, useSyncExternalStore } from 'react'
import { useNavigate } from 'react-router-dom'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { PageHeader, useToast } from '@/design-system'
import { pageHref } from '@/lib/page-href'
import { QueryProvider } from '@/lib/query'
import { useSession } from '@/lib/supabase'
import { useQueryClient } from '@tanstack/react-query'
import { joinHousehold, refetchPlan, useHousehold } from '../api/household'
import { isToken, pendingInvite } from '../invite-link'

/** One answer for every link that cannot be used, as the database gives (no hint which). */
export const UNUSABLE = 'This invite link cannot be used. Ask for a new one.'
const BACK_HERE = encodeURIComponent('/household/join')

/** The token of the link opened (null for a malformed one), else the one kept for this tab. */
function currentToken(): string | null {
  const fromLink = window.location.hash.slice(1)
  if (!fromLink) return pendingInvite.get()
  return isToken(fromLink) ? fromLink : null
}

const noSubscription = () => () => {}

/**
 * The invite link's token (undefined while prerendered): the fragment is then taken out of the
 * address bar and kept for this tab while the visitor signs in or up.
 */
function useInviteToken(): string | null | undefined {
  const token = useSyncExternalStore(noSubscription, currentToken, () => undefined)
  useEffect(() => {
    // Not while hydrating (the prerendered page's snapshot has no token yet).
    if (token === undefined || !window.location.hash) return
    if (token) pendingInvite.set(token)
    else pendingInvite.clear()
    window.history.replaceState(window.history.state, '', window.location.pathname)
  }, [token])
  return token
}

/** /household/join#<token>: sign in or up, then join with one press. */
export function JoinHouseholdPage() {
  const session = useSession()
  const token = useInviteToken()
  return (
    <>
      <PageHeader
        title="Join a household"
        lead="Share one Hawaii PCS checklist with the person who sent you this link."
      />
      <Box sx={{ maxWidth: '70ch' }}>
        {token === undefined || session.status === 'loading' ? (
          <Typography role="status">Checking your invite link…</Typography>
        ) : token === null ? (
          <Alert severity="error">{UNUSABLE}</Alert>
        ) : session.status === 'signedOut' ? (
          <SignInFirst />
        ) : (
          <QueryProvider>
            <JoinForm userId={session.user.id} token={token} />
          </QueryProvider>
        )}
      </Box>
    </>
  )
}

function SignInFirst() {
  return (
    <>
      <Typography sx={{ mb: 2 }}>
        Sign in or create a free account first. You come back here to join, and nothing is shared
        until you press “Join household”.
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button variant="contained" href={pageHref(`/auth?tab=signup&next=${BACK_HERE}`)}>
          Sign up
        </Button>
        <Button variant="outlined" href={pageHref(`/auth?next=${BACK_HERE}`)}>
          Sign in
        </Button>
      </Box>
    </>
  )
}

function JoinForm({ userId, token }: { userId: string; token: string }) {
  const household = useHousehold(userId)
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const toast = useToast()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()
  const current = household.data?.membership

  async function join() {
    setBusy(true)
    setError(undefined)
    const result = await joinHousehold(token)
    setBusy(false)
    if (!result.ok) {
      if (result.message === UNUSABLE) pendingInvite.clear()
      return setError(result.message)
    }
    pendingInvite.clear()
    await refetchPlan(queryClient)
    toast.success('You joined the household. Your checklist is now shared.')
    navigate(pageHref('/pcs-toolkit/hawaii-checklist'))
  }

  return (
    <>
      {current ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          You are in another household now. Joining this one leaves it: you keep a copy of its
          checklist, and your ticks join this household’s (where both of you changed an item, the
          later change stays).
          {current.role === 'owner' &&
            (household.data?.members.length ?? 0) > 1 &&
            ' You own it, so first make another member its owner on your account page.'}
        </Alert>
      ) : (
        <Typography sx={{ mb: 2 }}>
          Your checklist ticks join the household’s; where both of you changed an item, the later
          change stays. Everyone in the household sees who ticked what.
        </Typography>
      )}
      {error && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <Button
        variant="contained"
        disabled={busy || household.isPending}
        onClick={() => void join()}
      >
        Join household
      </Button>
    </>
  )
}

export default JoinHouseholdPage

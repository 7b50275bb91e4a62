import type { ReactNode } from 'react'
import { Navigate, useNavigate } from 'react-router-dom'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { PageHeader, Section, useHydrated } from '@/design-system'
import { lazyBlock } from '@/lib/lazy-block'
import { useSession } from '@/lib/supabase'
import { pageHref } from '@/lib/page-href'

const ChangePasswordForm = lazyBlock(() =>
  import('../components/ChangePasswordForm').then((m) => m.ChangePasswordForm),
)
const ChangeEmailForm = lazyBlock(() =>
  import('../components/ChangeEmailForm').then((m) => m.ChangeEmailForm),
)
const DeleteAccountForm = lazyBlock(() =>
  import('../components/DeleteAccountForm').then((m) => m.DeleteAccountForm),
)
const DownloadDataButton = lazyBlock(() =>
  import('../components/AccountActions').then((m) => m.DownloadDataButton),
)
const SignOutEverywhereButton = lazyBlock(() =>
  import('../components/AccountActions').then((m) => m.SignOutEverywhereButton),
)

export interface AccountPageProps {
  /** The household's section (another feature's block, given by src/app). */
  household?: ReactNode
}

/** The signed-in visitor's account; a signed-out visitor goes to sign in and comes back. */
export function AccountPage({ household }: AccountPageProps) {
  const session = useSession()
  const navigate = useNavigate()
  const hydrated = useHydrated()

  if (hydrated && session.status === 'signedOut') {
    return <Navigate to={pageHref('/auth?next=%2Faccount')} replace />
  }
  const email = session.status === 'signedIn' ? session.user.email : undefined
  return (
    <>
      <PageHeader
        title="Your account"
        lead={email ? `Signed in as ${email}.` : 'Checking sign-in…'}
      />
      {session.status === 'signedIn' && (
        <Box sx={{ maxWidth: '70ch' }}>
          {household && (
            <Section
              title="Household"
              id="household"
              description="Share one checklist with your spouse or another adult in your household: each of you ticks, and both see who did what."
            >
              {household}
            </Section>
          )}
          <Section title="Change password" description="Other devices are signed out after it.">
            <ChangePasswordForm />
          </Section>
          <Section
            title="Change email"
            description="We send a link to the new address; the change happens when you open it."
          >
            <ChangeEmailForm />
          </Section>
          <Section
            title="Sign out everywhere"
            description="Ends your sessions on every phone and computer, this one included."
          >
            <SignOutEverywhereButton onDone={() => navigate(pageHref('/auth'))} />
          </Section>
          <Section
            title="Download my data"
            description="A JSON file with your profile, your report date, your checklist and your household's, with the time of each tick."
          >
            <DownloadDataButton />
          </Section>
          <Section
            title="Delete my account"
            description="Removes your account and everything saved with it. This cannot be undone."
          >
            <Typography sx={{ mb: 2 }}>
              Your checklist progress and report date are deleted with it, and you leave your
              household; your ticks on its checklist stay there, marked as a former member's.
            </Typography>
            <DeleteAccountForm onDeleted={() => navigate(pageHref('/'))} />
          </Section>
        </Box>
      )}
    </>
  )
}

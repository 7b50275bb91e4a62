import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useToast } from '@/design-system'
import type { Member } from '@/lib/household'
import { QueryProvider } from '@/lib/query'
import { useSession } from '@/lib/supabase'
import {
  createInvite,
  leaveHousehold,
  refetchPlan,
  removeMember,
  revokeInvite,
  transferOwnership,
  useHousehold,
  type Result,
} from '../api/household'
import { inviteLink } from '../invite-link'
import { HouseholdView } from './HouseholdView'

/** The account page's household section, for the signed-in visitor. */
export function HouseholdSection() {
  const session = useSession()
  if (session.status !== 'signedIn') return null
  return (
    <QueryProvider>
      <SignedInHousehold userId={session.user.id} />
    </QueryProvider>
  )
}

function SignedInHousehold({ userId }: { userId: string }) {
  const toast = useToast()
  const queryClient = useQueryClient()
  const household = useHousehold(userId)
  const [busy, setBusy] = useState(false)
  const [actionError, setActionError] = useState<string>()
  const [link, setLink] = useState<string | null>(null)

  /** Runs one action; on success everything membership changes is read again. */
  async function act<T>(action: () => Promise<Result<T>>, done: (value: T) => void) {
    setBusy(true)
    setActionError(undefined)
    const result = await action()
    setBusy(false)
    if (!result.ok) return setActionError(result.message)
    done(result.value)
    await refetchPlan(queryClient)
  }

  return (
    <HouseholdView
      me={userId}
      household={household.data}
      loadError={household.isError ? household.error.message : undefined}
      onRetry={() => void household.refetch()}
      actionError={actionError}
      busy={busy}
      link={link}
      canShare={typeof navigator !== 'undefined' && 'share' in navigator}
      onCreateInvite={() =>
        void act(createInvite, (token) => setLink(inviteLink(window.location.origin, token)))
      }
      onCopy={() => {
        if (!link) return
        navigator.clipboard.writeText(link).then(
          () => toast.success('Invite link copied'),
          () => toast.error('Could not copy: select the link and copy it yourself.'),
        )
      }}
      onShare={() => {
        if (link)
          void navigator.share({ title: 'Join our Hawaii PCS plan', url: link }).catch(() => {})
      }}
      onRevoke={(invite) =>
        void act(
          () => revokeInvite(invite),
          () => toast.success('Link revoked'),
        )
      }
      onRemove={(member: Member) =>
        void act(
          () => removeMember(member.userId),
          () => toast.success(`${member.email} was removed and keeps a copy of the checklist.`),
        )
      }
      onTransfer={(member: Member) =>
        void act(
          () => transferOwnership(member.userId),
          () => toast.success(`${member.email} now owns the household.`),
        )
      }
      onLeave={() =>
        void act(leaveHousehold, () => {
          setLink(null)
          toast.success('You left the household. Your checklist is a copy of its list as it was.')
        })
      }
    />
  )
}

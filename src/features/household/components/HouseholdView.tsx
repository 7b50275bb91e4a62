import { useState } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Tag, TextInput } from '@/design-system'
import { formatLocalDay } from '@/format'
import type { Member } from '@/lib/household'
import type { Household } from '../api/household'

/** At most this many members (the database says so too). */
export const MAX_MEMBERS = 6

export interface HouseholdViewProps {
  /** The signed-in user's id. */
  me: string
  household?: Household
  /** Could not be read: the message, and a retry. */
  loadError?: string
  onRetry: () => void
  /** An action's failure, said in words a person can act on. */
  actionError?: string
  /** An action is on its way: the buttons wait. */
  busy: boolean
  /** The invite link made just now (its token is shown once: only its hash is kept). */
  link: string | null
  /** The browser can hand the link to another app (navigator.share). */
  canShare: boolean
  onCreateInvite: () => void
  onCopy: () => void
  onShare: () => void
  onRevoke: (invite: string) => void
  onRemove: (member: Member) => void
  onTransfer: (member: Member) => void
  onLeave: () => void
}

type Confirm =
  { kind: 'remove' | 'transfer'; member: Member } | { kind: 'leave'; alone: boolean } | null

const MAIL_SUBJECT = 'Join our Hawaii PCS plan'

function mailHref(link: string): string {
  const body = `Open this link to share our Hawaii PCS checklist (it works once, for 7 days):\n\n${link}`
  return `mailto:?subject=${encodeURIComponent(MAIL_SUBJECT)}&body=${encodeURIComponent(body)}`
}

/** The account page's household: its members, invite links, and leaving. */
export function HouseholdView(props: HouseholdViewProps) {
  const { me, household, loadError, onRetry, actionError, busy, link } = props
  const [confirm, setConfirm] = useState<Confirm>(null)
  // The question stays drawn while the dialog closes, so it keeps its name to the end.
  const [open, setOpen] = useState(false)
  const ask = (next: NonNullable<Confirm>) => {
    setConfirm(next)
    setOpen(true)
  }

  if (loadError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            Try again
          </Button>
        }
      >
        Your household could not be loaded. {loadError}
      </Alert>
    )
  }
  if (!household) {
    return <Typography role="status">Loading your household…</Typography>
  }

  const { membership, members, invites } = household
  const owner = membership?.role === 'owner'
  const full = members.length >= MAX_MEMBERS

  function run() {
    if (!confirm) return
    if (confirm.kind === 'leave') props.onLeave()
    else if (confirm.kind === 'remove') props.onRemove(confirm.member)
    else props.onTransfer(confirm.member)
    setOpen(false)
  }

  return (
    <Stack spacing={2}>
      {actionError && (
        <Alert severity="error" role="alert">
          {actionError}
        </Alert>
      )}
      {membership ? (
        <Box component="ul" aria-label="Members" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {members.map((member) => (
            <Box
              component="li"
              key={member.userId}
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                gap: 1,
                py: 1,
                borderBottom: 1,
                borderColor: 'divider',
              }}
            >
              <Typography sx={{ overflowWrap: 'anywhere', flexGrow: 1 }}>
                {member.email}
                {member.userId === me && ' (you)'}
              </Typography>
              {member.role === 'owner' && <Tag label="Owner" />}
              {owner && member.userId !== me && (
                <Box sx={{ display: 'flex', gap: 1 }}>
                  <Button
                    size="small"
                    disabled={busy}
                    onClick={() => ask({ kind: 'transfer', member })}
                    aria-label={`Make ${member.email} the owner`}
                  >
                    Make owner
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    disabled={busy}
                    onClick={() => ask({ kind: 'remove', member })}
                    aria-label={`Remove ${member.email}`}
                  >
                    Remove
                  </Button>
                </Box>
              )}
            </Box>
          ))}
        </Box>
      ) : (
        <Typography>
          You are not in a household. Make an invite link and send it to the person you move with:
          they open it, sign in or sign up, and join.
        </Typography>
      )}

      {link && (
        <Box>
          <TextInput
            label="Invite link"
            value={link}
            fullWidth
            inputProps={{ readOnly: true, onFocus: (event) => event.currentTarget.select() }}
            helperText="It works once, for 7 days. Anyone with it can join, so send it only to your household."
          />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
            <Button variant="contained" onClick={props.onCopy}>
              Copy link
            </Button>
            {props.canShare && (
              <Button variant="outlined" onClick={props.onShare}>
                Share…
              </Button>
            )}
            <Button variant="outlined" href={mailHref(link)}>
              Send by email
            </Button>
          </Box>
        </Box>
      )}

      <Box>
        <Button
          variant={link ? 'outlined' : 'contained'}
          disabled={busy || full}
          onClick={props.onCreateInvite}
        >
          {link ? 'Create another invite link' : 'Create invite link'}
        </Button>
        {full && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            A household has at most {MAX_MEMBERS} members.
          </Typography>
        )}
      </Box>

      {invites.length > 0 && (
        <Box>
          <Typography variant="h3" sx={{ mb: 1 }}>
            Open invite links
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {invites.map((invite) => {
              const made = formatLocalDay(new Date(invite.createdAt))
              const until = formatLocalDay(new Date(invite.expiresAt))
              return (
                <Box
                  component="li"
                  key={invite.id}
                  sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, py: 0.5 }}
                >
                  <Typography sx={{ flexGrow: 1 }}>
                    Made {made}, works until {until}
                  </Typography>
                  <Button
                    size="small"
                    disabled={busy}
                    onClick={() => props.onRevoke(invite.id)}
                    aria-label={`Revoke the link made ${made}`}
                  >
                    Revoke
                  </Button>
                </Box>
              )
            })}
          </Box>
        </Box>
      )}

      {membership && (
        <Box>
          <Button
            variant="outlined"
            color="error"
            disabled={busy}
            onClick={() => ask({ kind: 'leave', alone: members.length <= 1 })}
          >
            Leave household
          </Button>
          {owner && members.length > 1 && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              You own this household: make another member its owner before you leave.
            </Typography>
          )}
        </Box>
      )}

      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby="household-confirm"
        slotProps={{ transition: { onExited: () => setConfirm(null) } }}
      >
        {confirm && (
          <>
            <DialogTitle id="household-confirm">{confirmTitle(confirm)}</DialogTitle>
            <DialogContent>
              <DialogContentText>{confirmText(confirm)}</DialogContentText>
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setOpen(false)}>Cancel</Button>
              <Button
                variant="contained"
                color={confirm.kind === 'transfer' ? 'primary' : 'error'}
                onClick={run}
              >
                {confirmTitle(confirm).replace(/\?$/, '')}
              </Button>
            </DialogActions>
          </>
        )}
      </Dialog>
    </Stack>
  )
}

function confirmTitle(confirm: NonNullable<Confirm>): string {
  if (confirm.kind === 'leave') return 'Leave household?'
  return confirm.kind === 'remove' ? 'Remove member?' : 'Make owner?'
}

function confirmText(confirm: NonNullable<Confirm>): string {
  if (confirm.kind === 'leave') {
    return confirm.alone
      ? 'You are its only member, so the household ends. You keep its checklist as your own.'
      : 'You keep a copy of the household’s checklist as it is now, as your own. The others no longer see your changes.'
  }
  if (confirm.kind === 'remove') {
    return `${confirm.member.email} keeps a copy of the checklist as it is now and no longer sees the household’s.`
  }
  return `${confirm.member.email} becomes the owner: they can remove members. You stay a member.`
}

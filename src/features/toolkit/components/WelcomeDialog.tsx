import { useEffect, useId, useState } from 'react'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import { welcomeDialog } from '@/data/home'
import { claimFirstVisit } from '../welcome-flag'

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage
  } catch {
    return undefined
  }
}

/** Open on the first visit only. Storage is read in an effect: the page is prerendered. */
export function useFirstVisitWelcome(): [open: boolean, close: () => void] {
  const [open, setOpen] = useState(false)
  useEffect(() => {
    // Hydration-safe: the prerendered HTML cannot know the flag, so it is read after mount.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (claimFirstVisit(browserStorage())) setOpen(true)
  }, [])
  return [open, () => setOpen(false)]
}

export interface WelcomeDialogProps {
  open: boolean
  /** "Let's Get Started": the only way to close it (no backdrop click, no Escape). */
  onStart: () => void
}

/** The first-visit greeting: what the site is, and one button to begin. */
export function WelcomeDialog({ open, onStart }: WelcomeDialogProps) {
  const titleId = useId()
  const bodyId = useId()
  return (
    <Dialog open={open} aria-labelledby={titleId} aria-describedby={bodyId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId} variant="h2" component="h2">
        {welcomeDialog.title}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={bodyId}>{welcomeDialog.body}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3 }}>
        <Button variant="contained" color="accent" onClick={onStart}>
          {welcomeDialog.buttonLabel}
        </Button>
      </DialogActions>
    </Dialog>
  )
}

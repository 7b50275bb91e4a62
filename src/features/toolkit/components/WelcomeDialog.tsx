import { useId } from 'react'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import { ToastAnnouncer } from '@/design-system'
import { welcomeDialog } from '@/data/home'

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
        <ToastAnnouncer />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3 }}>
        <Button variant="contained" color="accent" onClick={onStart}>
          {welcomeDialog.buttonLabel}
        </Button>
      </DialogActions>
    </Dialog>
  )
}

import Alert from '@mui/material/Alert'

/** Stays under a form after a failed send (the toast goes away; this does not). */
export function NotSentNote({ what }: { what: 'message' | 'suggestion' | 'report' }) {
  return (
    // No live role: the error toast already announced it; this is for the eyes that missed it.
    <Alert severity="error" role="none">
      {`Your ${what} was not sent yet. Everything you wrote is still here: check your connection and send it again.`}
    </Alert>
  )
}

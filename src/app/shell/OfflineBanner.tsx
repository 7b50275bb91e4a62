import Alert from '@mui/material/Alert'
import { useOnline } from '@/lib/online'

/** Says so when the connection drops: what still works, and what waits for signal. */
export function OfflineBanner({ top = 0 }: { top?: number }) {
  const online = useOnline()
  if (online) return null
  return (
    <Alert
      severity="warning"
      role="status"
      sx={{ borderRadius: 0, justifyContent: 'center', position: 'sticky', top, zIndex: 1 }}
    >
      You are offline. Pages you opened before still work; signing in, saving your checklist and
      sending messages need a connection.
    </Alert>
  )
}

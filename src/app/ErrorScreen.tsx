import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { pageHref } from '@/lib/page-href'

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message
  return typeof error === 'string' ? error : 'Unknown error'
}

/**
 * Shown when a page fails to load or render: what went wrong and a way back. Offline, a part of
 * the site not saved on this device cannot load: that is said calmly, without the raw error.
 */
export function ErrorScreen({ error }: { error: unknown }) {
  const offline = typeof navigator !== 'undefined' && !navigator.onLine
  return (
    <Box role="alert" sx={{ maxWidth: 720, mx: 'auto', p: { xs: 2, sm: 4 } }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {offline ? 'You are offline' : 'Unexpected Application Error!'}
      </Typography>
      {!offline && (
        <Alert severity="error" sx={{ mb: 3, overflowWrap: 'anywhere' }}>
          {messageOf(error)}
        </Alert>
      )}
      <Typography sx={{ mb: 3 }}>
        {offline
          ? 'This part of the site is not saved on this device yet; it opens once you are back online. Your checklist and the pages saved before still work.'
          : 'Your saved checklist is safe. Reload the page to try again, or go back to the home page.'}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button variant="contained" onClick={() => window.location.reload()}>
          Reload the page
        </Button>
        <Button variant="outlined" href={pageHref('/')} onClick={() => window.location.assign('/')}>
          Go to the home page
        </Button>
      </Stack>
    </Box>
  )
}

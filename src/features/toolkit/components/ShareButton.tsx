import Button from '@mui/material/Button'
import ShareIcon from '@mui/icons-material/Share'
import { useToast } from '@/design-system'
import { shareOrCopy, welcomeShareContent } from '../share'

/** Share this page: the phone's share sheet, or copy the text and link to the clipboard. */
export function ShareButton() {
  const toast = useToast()

  async function share() {
    const outcome = await shareOrCopy(welcomeShareContent(window.location.href), navigator)
    if (outcome === 'shared') toast.success('Shared successfully!')
    else if (outcome === 'copied') toast.success('Link copied to clipboard!')
    else if (outcome === 'failed') {
      toast.error('Could not share or copy the link. Copy it from the address bar instead.')
    }
  }

  return (
    <Button variant="outlined" startIcon={<ShareIcon aria-hidden />} onClick={() => void share()}>
      Share
    </Button>
  )
}

import Box from '@mui/material/Box'
import { parseVideoUrl } from '../video-embed'
import { VideoPreview } from './VideoPreview'

/** The welcome video configured in src/data/home.ts (WELCOME_VIDEO_URL). */
export function WelcomeVideo({ url }: { url: string }) {
  return (
    <Box sx={{ maxWidth: 800 }}>
      <VideoPreview embed={parseVideoUrl(url)} />
    </Box>
  )
}

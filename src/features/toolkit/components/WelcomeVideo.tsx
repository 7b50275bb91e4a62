import { useState } from 'react'
import Box from '@mui/material/Box'
import Stack from '@mui/material/Stack'
import { TextInput } from '@/design-system'
import { parseVideoUrl } from '../video-embed'
import { ShareButton } from './ShareButton'
import { VideoPreview } from './VideoPreview'

/** The welcome video: a field for its address, the player, and a share button. */
export function WelcomeVideo() {
  const [videoUrl, setVideoUrl] = useState('')
  return (
    <Box sx={{ maxWidth: 800 }}>
      <TextInput
        label="Welcome video URL"
        type="url"
        autoComplete="off"
        placeholder="https://www.youtube.com/watch?v=…"
        value={videoUrl}
        onChange={(event) => setVideoUrl(event.target.value)}
        helperText="A YouTube or Vimeo link, or a direct link to an .mp4, .webm or .ogg file."
      />
      <Box sx={{ mt: 2 }}>
        <VideoPreview embed={parseVideoUrl(videoUrl)} />
      </Box>
      <Stack direction="row" sx={{ mt: 2 }}>
        <ShareButton />
      </Stack>
    </Box>
  )
}

import { useState } from 'react'
import Box from '@mui/material/Box'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { PageHeader, Section, TextInput } from '@/design-system'
import { founderContactDefaults, missionText } from '@/data/home'
import { FounderCard } from '../components/FounderCard'
import { ShareButton } from '../components/ShareButton'
import { VideoPreview } from '../components/VideoPreview'
import { parseVideoUrl } from '../video-embed'

export function WelcomePage() {
  const [videoUrl, setVideoUrl] = useState('')
  return (
    <>
      <PageHeader
        title="Welcome"
        lead="Aloha! Watch our welcome video, read why we built Hawaii PCS Planner, and see how to reach your VHP sponsor."
      />

      <Section title="Welcome video">
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
      </Section>

      <Section title="Our mission">
        <Box sx={{ maxWidth: '70ch' }}>
          {missionText.map((paragraph) => (
            <Typography key={paragraph} sx={{ mb: 2 }}>
              {paragraph}
            </Typography>
          ))}
        </Box>
      </Section>

      <Section title="About the Founder">
        <Box sx={{ maxWidth: 640 }}>
          <FounderCard initial={founderContactDefaults} />
        </Box>
      </Section>
    </>
  )
}

export default WelcomePage

import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import VideocamOffIcon from '@mui/icons-material/VideocamOff'
import type { VideoEmbed } from '../video-embed'

const frame = {
  position: 'relative',
  width: '100%',
  aspectRatio: '16 / 9',
  borderRadius: 3,
  overflow: 'hidden',
  bgcolor: 'sand.main',
} as const

const videoStyle = {
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  background: '#000',
} as const

function Message({ title, hint }: { title: string; hint?: string }) {
  return (
    <Box sx={{ ...frame, display: 'grid', placeItems: 'center', textAlign: 'center', p: 2 }}>
      <div>
        <VideocamOffIcon aria-hidden sx={{ fontSize: 40, color: 'text.secondary' }} />
        <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
        {hint && (
          <Typography variant="body2" color="text.secondary">
            {hint}
          </Typography>
        )}
      </div>
    </Box>
  )
}

/** The welcome video: a YouTube/Vimeo player, a video file, or a plain message why not. */
export function VideoPreview({ embed }: { embed: VideoEmbed }) {
  switch (embed.kind) {
    case 'empty':
      return <Message title="No video URL provided yet" />
    case 'unsupported':
      return (
        <Message
          title="Unable to embed this video"
          hint="Please check the URL format. Supported: YouTube, Vimeo, direct video files."
        />
      )
    case 'iframe':
      return (
        <Box sx={frame}>
          <Box
            component="iframe"
            src={embed.src}
            title={`Welcome video (${embed.provider})`}
            allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            loading="lazy"
            sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
          />
        </Box>
      )
    case 'file':
      return (
        <Box sx={frame}>
          {/* eslint-disable-next-line jsx-a11y/media-has-caption -- any pasted file; there are no captions to add */}
          <video controls preload="metadata" aria-label="Welcome video" style={videoStyle}>
            <source src={embed.src} type={embed.mimeType} />
          </video>
        </Box>
      )
  }
}

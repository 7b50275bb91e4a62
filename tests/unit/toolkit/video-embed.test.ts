import { describe, expect, it } from 'vitest'
import { parseVideoUrl } from '@/features/toolkit/video-embed'

const ID = 'dQw4w9WgXcQ'
const youTubeEmbed = {
  kind: 'iframe',
  provider: 'YouTube',
  src: `https://www.youtube.com/embed/${ID}`,
}

describe('parseVideoUrl', () => {
  it.each(['', '   ', '\n'])('says nothing is provided for %j', (input) => {
    expect(parseVideoUrl(input)).toEqual({ kind: 'empty' })
  })

  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?v=${ID}&t=42s`,
    `https://m.youtube.com/watch?feature=share&v=${ID}`,
    `http://www.youtube.com/watch?v=${ID}`,
    `https://youtu.be/${ID}`,
    `https://youtu.be/${ID}?si=abc`,
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube.com/shorts/${ID}`,
    `https://www.youtube.com/v/${ID}`,
    `  https://www.youtube.com/watch?v=${ID}  `,
    `HTTPS://WWW.YOUTUBE.COM/watch?v=${ID}`,
  ])('embeds the YouTube link %s', (input) => {
    expect(parseVideoUrl(input)).toEqual(youTubeEmbed)
  })

  it.each([
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://www.vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://vimeo.com/76979871/3f2a1b', 'https://player.vimeo.com/video/76979871?h=3f2a1b'],
    [
      'https://player.vimeo.com/video/76979871?h=3f2a1b',
      'https://player.vimeo.com/video/76979871?h=3f2a1b',
    ],
  ])('embeds the Vimeo link %s as %s', (input, src) => {
    expect(parseVideoUrl(input)).toEqual({ kind: 'iframe', provider: 'Vimeo', src })
  })

  it.each([
    ['https://example.com/welcome.mp4', 'video/mp4'],
    ['https://cdn.example.com/a/b/welcome.WEBM', 'video/webm'],
    ['http://example.com/welcome.ogg?download=1', 'video/ogg'],
  ])('plays the file %s in a video element', (input, mimeType) => {
    expect(parseVideoUrl(input)).toEqual({ kind: 'file', src: new URL(input).href, mimeType })
  })

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)//.mp4',
    'data:video/mp4;base64,AAAA',
    'data:text/html,<script>alert(1)</script>',
    'file:///etc/passwd.mp4',
    'vbscript:msgbox(1)',
    'ftp://example.com/welcome.mp4',
    `//www.youtube.com/watch?v=${ID}`,
    `www.youtube.com/watch?v=${ID}`,
    `https://youtube.com.evil.com/watch?v=${ID}`,
    `https://evil.com/youtube.com/watch?v=${ID}`,
    `https://notyoutube.com/watch?v=${ID}`,
    `https://youtu.be.evil.com/${ID}`,
    `https://www.youtube.com@evil.com/watch?v=${ID}`,
    `https://user:pass@www.youtube.com/watch?v=${ID}`,
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ"><script>',
    'https://www.youtube.com/watch',
    'https://www.youtube.com/channel/UC123',
    'https://vimeo.com/abc',
    'https://vimeo.com/12ab34',
    'https://player.vimeo.com/video/abc',
    'https://vimeo.com.evil.com/76979871',
    'https://vimeo.com/76979871/not-a-hash!',
    'https://example.com/welcome.mov',
    'https://example.com/mp4',
    'not a url',
  ])('refuses %s', (input) => {
    expect(parseVideoUrl(input)).toEqual({ kind: 'unsupported' })
  })
})

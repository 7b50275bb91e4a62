// Turns a pasted welcome-video URL into something safe to embed (http/https only:
// docs/decisions.md#d-28).

export type VideoEmbed =
  | { kind: 'empty' }
  | { kind: 'iframe'; provider: 'YouTube' | 'Vimeo'; src: string }
  | { kind: 'file'; src: string; mimeType: 'video/mp4' | 'video/webm' | 'video/ogg' }
  | { kind: 'unsupported' }

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com'])
const YOUTU_BE_HOSTS = new Set(['youtu.be', 'www.youtu.be'])
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com'])
const VIMEO_PLAYER_HOST = 'player.vimeo.com'

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/
const VIMEO_ID = /^\d+$/
const VIMEO_HASH = /^[0-9a-f]+$/i
const FILE_TYPES = { mp4: 'video/mp4', webm: 'video/webm', ogg: 'video/ogg' } as const

function pathSegments(url: URL): string[] {
  return url.pathname.split('/').filter(Boolean)
}

function youTubeId(url: URL): string | undefined {
  const parts = pathSegments(url)
  if (YOUTU_BE_HOSTS.has(url.hostname)) return parts.length === 1 ? parts[0] : undefined
  if (!YOUTUBE_HOSTS.has(url.hostname)) return undefined
  if (parts.length === 1 && parts[0] === 'watch') return url.searchParams.get('v') ?? undefined
  if (parts.length === 2 && ['embed', 'shorts', 'v'].includes(parts[0] ?? '')) return parts[1]
  return undefined
}

function vimeoSrc(url: URL): string | undefined {
  const parts = pathSegments(url)
  let id: string | undefined
  let hash: string | undefined
  if (url.hostname === VIMEO_PLAYER_HOST && parts[0] === 'video' && parts.length === 2) {
    id = parts[1]
    hash = url.searchParams.get('h') ?? undefined
  } else if (VIMEO_HOSTS.has(url.hostname) && parts.length >= 1 && parts.length <= 2) {
    // vimeo.com/123 or, for an unlisted video, vimeo.com/123/abcdef (the privacy hash).
    id = parts[0]
    hash = parts[1]
  }
  if (!id || !VIMEO_ID.test(id)) return undefined
  if (hash !== undefined && !VIMEO_HASH.test(hash)) return undefined
  return `https://player.vimeo.com/video/${id}${hash ? `?h=${hash}` : ''}`
}

function fileType(url: URL): (typeof FILE_TYPES)[keyof typeof FILE_TYPES] | undefined {
  const extension = /\.([a-z0-9]+)$/i.exec(url.pathname)?.[1]?.toLowerCase()
  return extension && extension in FILE_TYPES
    ? FILE_TYPES[extension as keyof typeof FILE_TYPES]
    : undefined
}

/** What the preview should show for a URL: a YouTube/Vimeo player, a video file, or nothing. */
export function parseVideoUrl(input: string): VideoEmbed {
  const text = input.trim()
  if (!text) return { kind: 'empty' }
  let url: URL
  try {
    // No base URL: relative and protocol-relative ("//host/…") addresses are refused.
    url = new URL(text)
  } catch {
    return { kind: 'unsupported' }
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'unsupported' }
  if (url.username || url.password) return { kind: 'unsupported' }

  const youTube = youTubeId(url)
  if (youTube !== undefined) {
    return YOUTUBE_ID.test(youTube)
      ? { kind: 'iframe', provider: 'YouTube', src: `https://www.youtube.com/embed/${youTube}` }
      : { kind: 'unsupported' }
  }
  const vimeo = vimeoSrc(url)
  if (vimeo) return { kind: 'iframe', provider: 'Vimeo', src: vimeo }

  const mimeType = fileType(url)
  if (mimeType) return { kind: 'file', src: url.href, mimeType }
  return { kind: 'unsupported' }
}

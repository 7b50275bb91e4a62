// Pagefind's excerpts are page text with the matched words between <mark> tags. They are shown
// as text, never as HTML: only the marks are kept.

export interface ExcerptPart {
  text: string
  mark: boolean
}

const entities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
}
const decode = (text: string) => text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (e) => entities[e]!)

/** The excerpt as plain and marked runs, in order; any other tag is dropped. */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = []
  const pattern = /<mark>([\s\S]*?)<\/mark>/g
  let last = 0
  for (const match of excerpt.matchAll(pattern)) {
    if (match.index > last) parts.push({ text: excerpt.slice(last, match.index), mark: false })
    parts.push({ text: match[1]!, mark: true })
    last = match.index + match[0].length
  }
  if (last < excerpt.length) parts.push({ text: excerpt.slice(last), mark: false })
  return parts
    .map((part) => ({ ...part, text: decode(part.text.replace(/<[^>]*>/g, '')) }))
    .filter((part) => part.text.length > 0)
}

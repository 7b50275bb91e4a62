// Text helpers for scripts/search-index.ts, apart so unit tests can import them.

/** Words shorter than this are not corrected for typos (too many near neighbours). */
export const MIN_TYPO_WORD = 5

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/**
 * The page with its keywords as Pagefind metadata under its h1, for the index only: a query
 * matches them (the client weighs them, see site-search.ts) but excerpts never show them.
 */
export function withKeywords(html: string, keywords: readonly string[]): string {
  if (keywords.length === 0) return html
  // Commas separate metadata fields in the attribute, so the keywords are joined by spaces.
  const value = escape(keywords.join(' ').replace(/,/g, ' ')).replace(/"/g, '&quot;')
  return html.replace('</h1>', `</h1><span hidden data-pagefind-meta="keywords:${value}"></span>`)
}

/** The visible text of a page's <main>, tags removed. */
export function htmlText(html: string): string {
  const main = /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? ''
  return main
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
}

/** The distinct lower-case words of at least MIN_TYPO_WORD letters, sorted. */
export function vocabulary(texts: readonly string[]): string[] {
  const words = new Set<string>()
  for (const text of texts)
    for (const word of text.toLowerCase().match(/[a-z]+/g) ?? [])
      if (word.length >= MIN_TYPO_WORD) words.add(word)
  return [...words].sort()
}

/**
 * The page without the ids React generates (useId: "_R_4lail_") on its headings: Pagefind links
 * a section by its heading's id, and those change between builds. Headings with a readable id
 * (Section's, from the heading text) keep it.
 */
export function withoutGeneratedIds(html: string): string {
  return html.replace(/(<h[1-6]\b[^>]*?)\s+id="_[^"]*_"/g, '$1')
}

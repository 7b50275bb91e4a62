// Pagefind matches a word by its beginning ("oha" finds "Ohana", "cola" finds longer words) and
// ranks scattered words like a phrase. These rules sit on top of its score.

/** Words shorter than this (BAH, OHA, COLA, TLA) must appear whole, not as a word's beginning. */
export const MIN_PREFIX_WORD = 5

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const whole = (words: string) =>
  new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(words)}(?=$|[^\\p{L}\\p{N}])`, 'iu')

const wordsOf = (query: string) => query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []

/** The words stand whole in the text; a plural also counts as its singular ("pets", "pet"). */
function holds(words: string, text: string): boolean {
  return whole(words).test(text) || (/s$/.test(words) && whole(words.slice(0, -1)).test(text))
}

/** True when every short word of the query appears in the text as a whole word. */
export function shortWordsWhole(query: string, text: string): boolean {
  return wordsOf(query)
    .filter((word) => word.length < MIN_PREFIX_WORD)
    .every((word) => holds(word, text))
}

/**
 * True when the text answers the query closely: the words together as a phrase, for a query of
 * several words or a short one; any single longer word counts (Pagefind found it).
 */
export function closeMatch(query: string, text: string): boolean {
  const words = wordsOf(query)
  if (words.length === 1 && words[0]!.length >= MIN_PREFIX_WORD) return true
  return holds(words.join(' '), text.replace(/\s+/g, ' '))
}

export interface Candidate {
  score: number
  /** The page's text, title and keywords. */
  text: string
  /** The queries (typed, or its synonyms and typo fixes) that found it. */
  queries: readonly string[]
}

/**
 * The candidates worth showing, best first: those no query found only by a short word's
 * beginning; close matches (a phrase, a whole short word) before the rest; then by score.
 */
export function rankCandidates<T extends Candidate>(candidates: readonly T[]): T[] {
  const close = (c: T) => (c.queries.some((q) => closeMatch(q, c.text)) ? 1 : 0)
  return candidates
    .filter((c) => c.queries.some((q) => shortWordsWhole(q, c.text)))
    .sort((a, b) => close(b) - close(a) || b.score - a.score)
}

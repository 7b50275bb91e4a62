// What a typed query becomes before it reaches the index: cleaned, and widened with the
// shorthand a family uses (TLA ↔ temporary lodging allowance) and a fix for one typo.
import type { SearchSynonym } from '@/data/search-terms'

/** Longer pastes are cut here: no page needs more words to be found. */
export const MAX_QUERY_LENGTH = 80
/** Words shorter than this are not corrected (too many near neighbours). Same as the build's. */
const MIN_TYPO_WORD = 5
/** At most this many queries are run for one typed query. */
const MAX_VARIANTS = 6

/** Trimmed, single-spaced and cut to MAX_QUERY_LENGTH; empty when it has no letter or digit. */
export function cleanQuery(raw: string): string {
  const text = raw.replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH).trim()
  return /[\p{L}\p{N}]/u.test(text) ? text : ''
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const wordPattern = (phrase: string) =>
  new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(phrase)}(?=$|[^\\p{L}\\p{N}])`, 'iu')

/** The query with each short form spelled out, and each spelled-out form shortened. */
export function synonymVariants(query: string, synonyms: readonly SearchSynonym[]): string[] {
  const variants: string[] = []
  for (const { short, meaning } of synonyms) {
    for (const [from, to] of [
      ...meaning.map((m) => [short, m] as const),
      ...meaning.map((m) => [m, short] as const),
    ]) {
      const pattern = wordPattern(from)
      if (pattern.test(query)) variants.push(query.replace(pattern, (_, lead: string) => lead + to))
    }
  }
  return variants
}

/** True when a and b differ by one letter added, removed, changed or two swapped. */
export function oneEditApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false
  let start = 0
  while (start < a.length && a[start] === b[start]) start++
  if (a.length === b.length) {
    if (a.slice(start + 1) === b.slice(start + 1)) return true // one changed
    return (
      a[start] === b[start + 1] &&
      a[start + 1] === b[start] &&
      a.slice(start + 2) === b.slice(start + 2)
    )
  }
  const [long, short] = a.length > b.length ? [a, b] : [b, a]
  return long.slice(start + 1) === short.slice(start)
}

/**
 * The query with each misspelt longer word replaced by the site's word one edit away. A word
 * that begins a site word is left alone: the index finds words by their beginning.
 */
export function typoVariants(query: string, vocabulary: readonly string[]): string[] {
  let fixed = query
  for (const word of new Set(query.toLowerCase().match(/[a-z]+/g) ?? [])) {
    if (word.length < MIN_TYPO_WORD || vocabulary.some((known) => known.startsWith(word))) continue
    const fix = vocabulary.find((candidate) => oneEditApart(word, candidate))
    if (fix) fixed = fixed.replace(new RegExp(`\\b${word}\\b`, 'gi'), fix)
  }
  return fixed === query ? [] : [fixed]
}

/** Every query to run for what was typed, the typed one first; none when it is empty. */
export function queryVariants(
  raw: string,
  synonyms: readonly SearchSynonym[],
  vocabulary: readonly string[],
): string[] {
  const query = cleanQuery(raw)
  if (!query) return []
  const all = [query, ...synonymVariants(query, synonyms), ...typoVariants(query, vocabulary)]
  return [...new Set(all.map((q) => q.toLowerCase()))].slice(0, MAX_VARIANTS)
}

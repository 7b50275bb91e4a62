// The fields that name a fact, in order of preference: an explicit id wins.
const NAME_FIELDS = ['id', 'title', 'label', 'name', 'service', 'question', 'text'] as const

/**
 * The words a person would call a fact by ("Direct release fee"): its title or label before an
 * id, which may be a slug. For screen readers' names of its report link.
 */
export function factLabel(fact: object): string | undefined {
  const record = fact as Record<string, unknown>
  for (const field of NAME_FIELDS.slice(1)) {
    const value = record[field]
    if (typeof value === 'string' && value.trim()) return value.trim()
  }
  return factName(fact)
}

/** The words that name a fact ("Direct release fee"), if it has any. */
export function factName(fact: object): string | undefined {
  const record = fact as Record<string, unknown>
  for (const field of NAME_FIELDS) {
    const value = record[field]
    if (typeof value === 'string' && value.trim()) return value.trim()
  }
  return undefined
}

/** "Direct release: $185!" → "direct-release-185". */
export function slug(words: string, max = 96): string {
  const s = words
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return s.slice(0, max).replace(/-+$/, '')
}

/**
 * A fact's id in the register and in reports: its name as a slug, so it stays the same from one
 * build to the next while the fact is the same. A fact with no name of its own is named where it
 * is listed (`fallback`, its place in the data); the facts check refuses two facts with one id
 * and different statements.
 */
export function factId(fact: object, fallback?: string): string | undefined {
  const name = factName(fact)
  if (name) return slug(name)
  return fallback ? slug(fallback) : undefined
}

/** The page where a problem with a fact is reported, that fact chosen. */
export function reportHref(fact: object): string {
  const id = factId(fact)
  return id ? `/sources?fact=${encodeURIComponent(id)}#report` : '/sources#report'
}

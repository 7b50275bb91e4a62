import type { SourceKind } from '@/data/types'
import { factId, factName, slug } from './fact-id'

/** One fact of the public register (/sources, sources.json, sources.csv). */
export interface FactRecord {
  /** Stable from build to build while the fact keeps its name; see factId. */
  readonly id: string
  /** The routes that show it. */
  readonly pages: readonly string[]
  /** What the fact says, in short. */
  readonly statement: string
  readonly source: string
  readonly kind: SourceKind | null
  /** The source's own date as it shows it. */
  readonly sourceDate: string | null
  /** The ISO date someone read the source. */
  readonly checkedOn: string | null
  /** From this ISO date the fact is due for review, however recently it was read. */
  readonly reviewFrom?: string
}

/** Two facts with one name and one source that say different things. */
export interface FactConflict {
  readonly id: string
  readonly statements: readonly [string, string]
  readonly pages: readonly string[]
}

/** A page and the data modules whose facts it shows. */
export interface RegisterPage {
  readonly path: string
  readonly data: readonly object[]
}

// After the name, the field that carries the fact's value, in order of preference.
const VALUE_FIELDS = [
  'amount',
  'when',
  'display',
  'phone',
  'value',
  'rule',
  'detail',
  'description',
  'hint',
  'text',
  'notes',
  'note',
  'url',
] as const
const MAX_STATEMENT = 240

function isSourced(value: object): value is { source: string } {
  return typeof (value as { source?: unknown }).source === 'string'
}

function shorten(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length <= MAX_STATEMENT ? flat : `${flat.slice(0, MAX_STATEMENT - 1).trimEnd()}…`
}

function valueField(fact: object, name: string | undefined): string | undefined {
  const record = fact as Record<string, unknown>
  return VALUE_FIELDS.find((field) => {
    const v = record[field]
    return (typeof v === 'string' && v.trim() && v !== name) || typeof v === 'number'
  })
}

/** "Direct release fee: $185", or the fact's place in the data when it has no name. */
export function describeFact(fact: object, place: string): string {
  const name = factName(fact)
  const field = valueField(fact, name)
  const value = field === undefined ? undefined : (fact as Record<string, unknown>)[field]
  const parts = [name ?? place, value === undefined ? undefined : String(value)]
  return shorten(parts.filter(Boolean).join(': '))
}

interface Found {
  fact: { source: string } & Record<string, unknown>
  place: string
  parent: string
  page: string
  /** A fact named like the fact it belongs to (a card's phone) is named by its field too. */
  alias?: string
}

function walk(
  value: unknown,
  at: { place: string; parent: string; key?: string },
  page: string,
  out: Found[],
) {
  const { place, parent, key } = at
  if (Array.isArray(value)) {
    value.forEach((item, i) => walk(item, { place: `${place} ${i + 1}`, parent }, page, out))
    return
  }
  if (value === null || typeof value !== 'object') return
  const name = factName(value)
  if (isSourced(value)) {
    const alias = name !== undefined && name === parent && key ? `${name} ${key}` : undefined
    out.push({ fact: value as Found['fact'], place, parent, page, alias })
  }
  for (const [childKey, child] of Object.entries(value)) {
    walk(child, { place: `${place} ${childKey}`, parent: name ?? parent, key: childKey }, page, out)
  }
}

/**
 * Every fact the pages show: each object with a `source` in their data, once, with the pages
 * that show it. A name used by two different facts gets its parent's name in front
 * ("schofield-barracks--housing-office"); one name, one source and two statements is a conflict.
 */
export function buildRegister(pages: readonly RegisterPage[]): {
  facts: FactRecord[]
  conflicts: FactConflict[]
} {
  const found: Found[] = []
  for (const page of pages) {
    for (const module of page.data) {
      for (const [name, value] of Object.entries(module))
        walk(value, { place: name, parent: '' }, page.path, found)
    }
  }
  const byObject = new Map<object, { found: Found; pages: Set<string> }>()
  for (const f of found) {
    const seen = byObject.get(f.fact)
    if (seen) seen.pages.add(f.page)
    else byObject.set(f.fact, { found: f, pages: new Set([f.page]) })
  }

  const records = new Map<string, FactRecord>()
  const conflicts: FactConflict[] = []
  const fields = new Map<string, string | undefined>()
  for (const { found: f, pages: shownOn } of byObject.values()) {
    const statement = describeFact(f.fact, f.place)
    const record = {
      pages: [...shownOn],
      statement,
      source: f.fact.source,
      kind: (f.fact.sourceKind as SourceKind | undefined) ?? null,
      sourceDate: (f.fact.sourceDate as string | undefined) ?? null,
      checkedOn: (f.fact.checkedOn as string | undefined) ?? null,
      ...(typeof f.fact.reviewFrom === 'string' ? { reviewFrom: f.fact.reviewFrom } : {}),
    }
    const base = f.alias ? slug(f.alias) : (factId(f.fact, f.place) ?? slug(f.place))
    const field = valueField(f.fact, factName(f.fact))
    const same = records.get(base)
    if (!same) {
      records.set(base, { id: base, ...record })
      fields.set(base, field)
      continue
    }
    const named = factName(f.fact) !== undefined
    if (same.source === record.source && named && fields.get(base) === field) {
      if (same.statement === statement) {
        records.set(base, { ...same, pages: [...new Set([...same.pages, ...record.pages])] })
      } else {
        conflicts.push({ id: base, statements: [same.statement, statement], pages: record.pages })
      }
      continue
    }
    // Another fact by the same name: a phone beside a description, or another place's office.
    const stem =
      same.source === record.source && named
        ? `${base}-${field ?? 'fact'}`
        : `${slug(f.parent || f.page)}--${base}`
    let id = stem
    for (let n = 2; records.has(id); n++) id = `${stem}-${n}`
    records.set(id, { id, ...record })
    fields.set(id, field)
  }
  const facts = [...records.values()].sort(
    (a, b) => (a.pages[0] ?? '').localeCompare(b.pages[0] ?? '') || a.id.localeCompare(b.id),
  )
  return { facts, conflicts }
}

/** The register as CSV (RFC 4180: every field quoted, quotes doubled, CRLF line ends). */
export function registerCsv(facts: readonly FactRecord[]): string {
  const header = ['id', 'pages', 'statement', 'source', 'kind', 'source_date', 'read_on']
  const rows = facts.map((f) => [
    f.id,
    f.pages.join(' '),
    f.statement,
    f.source,
    f.kind ?? '',
    f.sourceDate ?? '',
    f.checkedOn ?? '',
  ])
  return [header, ...rows]
    .map((row) => row.map((cell) => `"${cell.replace(/"/g, '""')}"`).join(','))
    .join('\r\n')
    .concat('\r\n')
}

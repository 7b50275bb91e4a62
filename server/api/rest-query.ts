/**
 * Turns a PostgREST request (the subset supabase-js uses) into one SQL statement. Identifiers are
 * checked against the table's real columns and quoted; every value is a bound parameter.
 */
import { z } from 'zod'
import { restError } from './errors.ts'
import type { TableInfo } from './schema.ts'

export type QueryParams = Record<string, string | string[] | undefined>

export interface Prefer {
  return: 'minimal' | 'representation'
  resolution?: 'merge-duplicates' | 'ignore-duplicates'
  count: boolean
}

export interface Plan {
  text: string
  values: (string | null)[]
  /** The statement answers `body` (a JSON array as text) and `n` (its length). */
  returnsBody: boolean
}

/** Supabase's default `max_rows`. */
export const MAX_ROWS = 1000
const MAX_FILTERS = 50
const MAX_IN_VALUES = 200
/**
 * like/ilike scan every row they may see and cost grows with the pattern (audit H-4: a
 * 15,000-character ilike froze PGlite for 10 s). The site sends none; these bound anyone else.
 */
export const MAX_PATTERN_LENGTH = 64
export const MAX_PATTERNS = 2
const MAX_SELECT_ITEMS = 100
// `apikey` may come as a query parameter (supabase-js can send it there); it is not a filter.
const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'on_conflict', 'columns', 'apikey'])
const ALIAS = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`
const target = (table: TableInfo) => `"public".${quote(table.name)}`

class Params {
  readonly values: (string | null)[] = []
  patterns = 0
  bind(value: string | null): string {
    this.values.push(value)
    return `$${this.values.length}`
  }
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[value.length - 1] : value
}

function column(table: TableInfo, name: string): string {
  if (!table.columns.has(name)) {
    throw restError(400, '42703', `column ${table.name}.${name} does not exist`)
  }
  return name
}

export function parsePrefer(header: string | string[] | undefined): Prefer {
  const prefer: Prefer = { return: 'minimal', count: false }
  const raw = Array.isArray(header) ? header.join(',') : (header ?? '')
  for (const part of raw.split(',')) {
    const [key, value] = part
      .trim()
      .split('=')
      .map((s) => s.trim())
    if (key === 'return' && value === 'representation') prefer.return = 'representation'
    if (key === 'resolution' && (value === 'merge-duplicates' || value === 'ignore-duplicates')) {
      prefer.resolution = value
    }
    if (key === 'count' && (value === 'exact' || value === 'planned' || value === 'estimated')) {
      prefer.count = true
    }
  }
  return prefer
}

/** `select=*`, `select=a,b`, `select=alias:a`. Embedded resources and casts are not supported. */
export function selectList(table: TableInfo, raw: string | undefined): string {
  const text = (raw ?? '*').trim()
  if (text === '' || text === '*') return '_t.*'
  const items = text.split(',').map((item) => item.trim())
  if (items.length > MAX_SELECT_ITEMS) {
    throw restError(400, 'PGRST100', `select lists at most ${MAX_SELECT_ITEMS} items`)
  }
  return items
    .map((item) => {
      if (item === '*') return '_t.*'
      const match = /^(?:([^:]+):)?([^:]+)$/.exec(item)
      const alias = match?.[1]?.trim()
      const name = match?.[2]?.trim()
      if (!match || !name || (alias !== undefined && !ALIAS.test(alias))) {
        throw restError(400, 'PGRST100', `failed to parse select parameter (${text})`)
      }
      if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name) && !table.columns.has(name)) {
        throw restError(
          400,
          'PGRST100',
          `failed to parse select parameter (${text})`,
          null,
          'The local backend supports column names and aliases only.',
        )
      }
      const col = quote(column(table, name))
      return `_t.${col} AS ${quote(alias ?? name)}`
    })
    .join(', ')
}

/** `in.(a,b,"c,d")` → the list of values. */
function parseList(raw: string): string[] | null {
  if (!raw.startsWith('(') || !raw.endsWith(')')) return null
  const body = raw.slice(1, -1)
  const values: string[] = []
  let current = ''
  let quoted = false
  let wasQuoted = false
  for (let i = 0; i < body.length; i++) {
    const ch = body[i]!
    if (quoted) {
      if (ch === '\\' && i + 1 < body.length) current += body[++i]
      else if (ch === '"') quoted = false
      else current += ch
    } else if (ch === '"') {
      quoted = true
      wasQuoted = true
    } else if (ch === ',') {
      values.push(wasQuoted ? current : current.trim())
      current = ''
      wasQuoted = false
    } else current += ch
  }
  if (quoted) return null
  if (body.length > 0) values.push(wasQuoted ? current : current.trim())
  return values
}

const COMPARE: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
}
const IS_VALUES: Record<string, string> = {
  null: 'NULL',
  true: 'TRUE',
  false: 'FALSE',
  unknown: 'UNKNOWN',
}

function condition(table: TableInfo, name: string, raw: string, params: Params): string {
  const fail = () => restError(400, 'PGRST100', `failed to parse filter (${raw})`)
  if (raw.includes('\u0000')) throw fail()
  const col = `_t.${quote(column(table, name))}`
  let rest = raw
  let negate = false
  if (rest.startsWith('not.')) {
    negate = true
    rest = rest.slice(4)
  }
  const dot = rest.indexOf('.')
  if (dot < 0) throw fail()
  const op = rest.slice(0, dot)
  const value = rest.slice(dot + 1)
  let sql: string
  if (op in COMPARE) sql = `${col} ${COMPARE[op]} ${params.bind(value)}`
  else if (op === 'like' || op === 'ilike') {
    if (value.length > MAX_PATTERN_LENGTH || ++params.patterns > MAX_PATTERNS) {
      throw restError(
        400,
        'PGRST100',
        `like and ilike take at most ${MAX_PATTERNS} patterns of ${MAX_PATTERN_LENGTH} characters`,
      )
    }
    sql = `${col}::text ${op.toUpperCase()} ${params.bind(value.replaceAll('*', '%'))}`
  } else if (op === 'is') {
    const keyword = IS_VALUES[value.toLowerCase()]
    if (!keyword) throw fail()
    sql = `${col} IS ${keyword}`
  } else if (op === 'in') {
    const list = parseList(value)
    if (!list || list.length > MAX_IN_VALUES) throw fail()
    sql = list.length === 0 ? 'FALSE' : `${col} IN (${list.map((v) => params.bind(v)).join(', ')})`
  } else throw fail()
  return negate ? `NOT (${sql})` : sql
}

/** Every query parameter that is not reserved is a filter `column=op.value`, as in PostgREST. */
function where(table: TableInfo, query: QueryParams, params: Params): string {
  const conditions: string[] = []
  for (const [key, raw] of Object.entries(query)) {
    if (RESERVED.has(key) || raw === undefined) continue
    if (key === 'or' || key === 'and') {
      throw restError(400, 'PGRST100', `"${key}" filters are not supported by the local backend`)
    }
    for (const value of Array.isArray(raw) ? raw : [raw]) {
      conditions.push(condition(table, key, value, params))
    }
  }
  if (conditions.length > MAX_FILTERS) throw restError(400, 'PGRST100', 'Too many filters')
  return conditions.length ? ` WHERE ${conditions.join(' AND ')}` : ''
}

function orderBy(table: TableInfo, raw: string | undefined): string {
  if (raw === undefined || raw.trim() === '') return ''
  const parts = raw.split(',')
  if (parts.length > MAX_SELECT_ITEMS) throw restError(400, 'PGRST100', 'Too many order terms')
  const terms = parts.map((term) => {
    const [name = '', ...modifiers] = term.trim().split('.')
    let sql = `_t.${quote(column(table, name))}`
    for (const m of modifiers) {
      if (m === 'asc') sql += ' ASC'
      else if (m === 'desc') sql += ' DESC'
      else if (m === 'nullsfirst') sql += ' NULLS FIRST'
      else if (m === 'nullslast') sql += ' NULLS LAST'
      else throw restError(400, 'PGRST100', `failed to parse order (${raw})`)
    }
    return sql
  })
  return ` ORDER BY ${terms.join(', ')}`
}

function count(raw: string | undefined, name: string): number | undefined {
  if (raw === undefined) return undefined
  if (!/^\d{1,9}$/.test(raw)) throw restError(400, 'PGRST100', `failed to parse ${name} (${raw})`)
  return Number(raw)
}

/** GET: a JSON array built by Postgres itself (same formats as PostgREST). */
export function planRead(table: TableInfo, query: QueryParams, prefer: Prefer): Plan {
  const params = new Params()
  const columns = selectList(table, single(query.select))
  const filter = where(table, query, params)
  const order = orderBy(table, single(query.order))
  const limit = Math.min(count(single(query.limit), 'limit') ?? MAX_ROWS, MAX_ROWS)
  const offset = count(single(query.offset), 'offset') ?? 0
  const page = ` LIMIT ${params.bind(String(limit))} OFFSET ${params.bind(String(offset))}`
  const total = prefer.count
    ? `, (SELECT count(*) FROM ${target(table)} AS _t${filter})::text AS total`
    : ''
  return {
    text:
      `SELECT coalesce(json_agg(_r), '[]')::text AS body, count(*)::text AS n${total}` +
      ` FROM (SELECT ${columns} FROM ${target(table)} AS _t${filter}${order}${page}) _r`,
    values: params.values,
    returnsBody: true,
  }
}

function withRepresentation(statement: string, returning: string, prefer: Prefer): string {
  if (prefer.return !== 'representation') return statement
  return (
    `WITH _w AS (${statement} RETURNING ${returning})` +
    ` SELECT coalesce(json_agg(_w), '[]')::text AS body, count(*)::text AS n FROM _w`
  )
}

type JsonObject = Record<string, unknown>
const JsonObject = z.record(z.string(), z.unknown())
/** A row, or rows (the body limit bounds their number). */
const InsertBody = z.union([JsonObject, z.array(JsonObject)])
const invalidJson = () => restError(400, 'PGRST102', 'Empty or invalid json')

/** `a,b` or, as supabase-js sends `columns`, `"a","b"`. */
function columnList(table: TableInfo, raw: string): string[] {
  return raw.split(',').map((item) => {
    const name = item.trim()
    const quoted = /^"(.+)"$/.exec(name)
    return column(table, quoted ? quoted[1]! : name)
  })
}

function checkKeys(table: TableInfo, row: JsonObject) {
  for (const key of Object.keys(row)) {
    if (!table.columns.has(key)) {
      throw restError(
        400,
        'PGRST204',
        `Could not find the '${key}' column of '${table.name}' in the schema cache`,
      )
    }
  }
}

const MAX_VALUE_PARAMS = 20_000

/**
 * `($1, $2), ($3, $4)` with each JSON value as a text parameter; Postgres converts text to the
 * column's type (and reports bad input as 22P02). About twice as fast as json_populate_recordset.
 * Null when a value needs JSON-to-type conversion or the statement would be too large.
 */
function valuesList(
  table: TableInfo,
  columns: string[],
  rows: JsonObject[],
  params: Params,
): string | null {
  if (rows.length * columns.length > MAX_VALUE_PARAMS) return null
  const texts: (string | null)[][] = []
  for (const row of rows) {
    const text: (string | null)[] = []
    for (const name of columns) {
      const value = row[name]
      if (value === null || value === undefined) text.push(null)
      else if (typeof value === 'string') text.push(value)
      else if (typeof value === 'number' || typeof value === 'boolean') text.push(String(value))
      else if (/^jsonb?$/.test(table.columns.get(name) ?? '')) text.push(JSON.stringify(value))
      else return null
    }
    texts.push(text)
  }
  return texts.map((text) => `(${text.map((v) => params.bind(v)).join(', ')})`).join(', ')
}

/** POST: insert, or upsert with `Prefer: resolution=…` and `on_conflict`. */
export function planInsert(
  table: TableInfo,
  query: QueryParams,
  prefer: Prefer,
  body: unknown,
): Plan | null {
  const parsed = InsertBody.safeParse(body)
  if (!parsed.success) throw invalidJson()
  const rows = Array.isArray(parsed.data) ? parsed.data : [parsed.data]
  if (rows.length === 0) return null
  const columnsParam = single(query.columns)
  let columns: string[]
  if (columnsParam !== undefined) columns = columnList(table, columnsParam)
  else {
    const first = Object.keys(rows[0]!).sort()
    for (const row of rows) {
      checkKeys(table, row)
      const keys = Object.keys(row).sort()
      if (keys.length !== first.length || keys.some((k, i) => k !== first[i])) {
        throw restError(400, 'PGRST102', 'All object keys must match')
      }
    }
    columns = Object.keys(rows[0]!)
  }
  const params = new Params()
  const returning = selectList(table, single(query.select))
  const cols = columns.map(quote).join(', ')
  let statement: string
  if (columns.length === 0) {
    if (rows.length !== 1) throw invalidJson()
    statement = `INSERT INTO ${target(table)} AS _t DEFAULT VALUES`
  } else {
    const values = valuesList(table, columns, rows, params)
    if (values !== null) {
      statement = `INSERT INTO ${target(table)} AS _t (${cols}) VALUES ${values}`
    } else {
      // Nested JSON for a non-JSON column (e.g. an array): let Postgres convert, as PostgREST does.
      const source = `json_populate_recordset(NULL::${target(table)}, ${params.bind(JSON.stringify(rows))}::json)`
      statement = `INSERT INTO ${target(table)} AS _t (${cols}) SELECT ${cols} FROM ${source} _j`
    }
  }
  if (prefer.resolution) {
    const onConflict = single(query.on_conflict)
    const conflict = onConflict !== undefined ? columnList(table, onConflict) : table.primaryKey
    if (conflict.length === 0) {
      throw restError(
        400,
        '42P10',
        'there is no unique or exclusion constraint matching the ON CONFLICT specification',
      )
    }
    statement += ` ON CONFLICT (${conflict.map(quote).join(', ')})`
    statement +=
      prefer.resolution === 'ignore-duplicates' || columns.length === 0
        ? ' DO NOTHING'
        : ` DO UPDATE SET ${columns.map((c) => `${quote(c)} = EXCLUDED.${quote(c)}`).join(', ')}`
  }
  return {
    text: withRepresentation(statement, returning, prefer),
    values: params.values,
    returnsBody: prefer.return === 'representation',
  }
}

/** PATCH: like Supabase (pg-safeupdate), an update needs a filter. */
export function planUpdate(
  table: TableInfo,
  query: QueryParams,
  prefer: Prefer,
  body: unknown,
): Plan {
  const parsed = JsonObject.safeParse(body)
  if (!parsed.success || Object.keys(parsed.data).length === 0) throw invalidJson()
  checkKeys(table, parsed.data)
  const params = new Params()
  const source = `json_populate_record(NULL::${target(table)}, ${params.bind(JSON.stringify(parsed.data))}::json)`
  const filter = where(table, query, params)
  if (!filter) throw restError(400, '21000', 'UPDATE requires a WHERE clause')
  const set = Object.keys(parsed.data)
    .map((c) => `${quote(c)} = _j.${quote(c)}`)
    .join(', ')
  const statement = `UPDATE ${target(table)} AS _t SET ${set} FROM ${source} AS _j${filter}`
  return {
    text: withRepresentation(statement, selectList(table, single(query.select)), prefer),
    values: params.values,
    returnsBody: prefer.return === 'representation',
  }
}

export function planDelete(table: TableInfo, query: QueryParams, prefer: Prefer): Plan {
  const params = new Params()
  const filter = where(table, query, params)
  if (!filter) throw restError(400, '21000', 'DELETE requires a WHERE clause')
  const statement = `DELETE FROM ${target(table)} AS _t${filter}`
  return {
    text: withRepresentation(statement, selectList(table, single(query.select)), prefer),
    values: params.values,
    returnsBody: prefer.return === 'representation',
  }
}

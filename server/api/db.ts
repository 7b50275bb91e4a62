import { closeSync, ftruncateSync, mkdirSync, openSync, rmSync, writeSync } from 'node:fs'
import { hostname } from 'node:os'
import path from 'node:path'
import { PGlite, parse as pgliteParse, protocol } from '@electric-sql/pglite'
import pg from 'pg'
import { tryLock } from 'fs-native-extensions'

/** The file whose exclusive lock marks a data dir as served (lockDataDir). */
export const LOCK_FILE = 'server.lock'

export type Row = Record<string, unknown>

export interface QueryResult<R = Row> {
  rows: R[]
  rowCount: number
}

export interface Queryable {
  query<R = Row>(text: string, values?: unknown[]): Promise<QueryResult<R>>
  /** Several statements, no parameters (migrations). */
  exec(sql: string): Promise<void>
}

export interface Statement {
  text: string
  values: (string | null)[]
}

export type TextRow = Record<string, string | null>

/** One interface over embedded PGlite and a PostgreSQL server. */
export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres'
  /**
   * Runs the statements in one transaction, sent together (one round trip), with text parameters
   * and text results. Rejects with the first database error; then nothing is committed.
   */
  pipeline(statements: Statement[]): Promise<QueryResult<TextRow>[]>
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>
  close(): Promise<void>
}

/** Prepared statements are kept per connection; bound their number so odd requests cannot grow it. */
const MAX_PREPARED = 500
const preparedNames = new Map<string, string>()
function preparedName(text: string): string | undefined {
  let name = preparedNames.get(text)
  if (name === undefined && preparedNames.size < MAX_PREPARED) {
    name = `api_${preparedNames.size}`
    preparedNames.set(text, name)
  }
  return name
}

/** A FIFO lock: PGlite has one connection, so transactions must never interleave. */
class Queue {
  #tail: Promise<unknown> = Promise.resolve()
  run<T>(fn: () => Promise<T>): Promise<T> {
    const result = this.#tail.then(fn)
    this.#tail = result.then(
      () => undefined,
      () => undefined,
    )
    return result
  }
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let offset = 0
  for (const part of parts) {
    out.set(part, offset)
    offset += part.length
  }
  return out
}

/**
 * Refuses a second server on the same data dir: two PGlite instances corrupt it (audit H-5). An
 * exclusive OS lock (Linux open-file-description lock, flock on macOS) on `server.lock`, held
 * while the file stays open: it holds across PID namespaces, containers sharing a volume and
 * users, and the OS lets go when the process ends however it ends, so no stale lock is left.
 */
export function lockDataDir(dir: string): () => void {
  const lockFile = path.join(dir, LOCK_FILE)
  const fd = openSync(lockFile, 'a+', 0o600)
  let locked = false
  try {
    locked = tryLock(fd)
  } catch (err) {
    closeSync(fd)
    throw err
  }
  if (!locked) {
    closeSync(fd)
    throw new Error(
      `The data directory ${dir} is in use by another server (it holds the lock on ${lockFile}). Stop that server first; one data directory serves one server.`,
    )
  }
  // For people reading the folder only: the lock, not this text, decides.
  ftruncateSync(fd)
  writeSync(fd, `${process.pid} ${hostname()} ${new Date().toISOString()}\n`)
  // The PID file of earlier versions, which could not tell a live server from a reused PID.
  rmSync(path.join(dir, 'server.pid'), { force: true })
  return () => closeSync(fd)
}

export async function openPglite(dataDir: string): Promise<Database> {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  const unlock = lockDataDir(dataDir)
  let db: PGlite
  try {
    db = await PGlite.create(path.join(dataDir, 'pglite'))
    await db.exec("SET TimeZone = 'UTC'")
  } catch (err) {
    unlock()
    throw err
  }
  const queue = new Queue()
  const prepared = new Set<string>()
  const { serialize } = protocol

  const wrap = (q: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<R>(text: string, values: unknown[] = []) {
      const result = await q.query<R>(text, values)
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length }
    },
    async exec(sql: string) {
      await q.exec(sql)
    },
  })
  const direct = wrap(db)

  return {
    kind: 'pglite',
    query: (text, values) => queue.run(() => direct.query(text, values)),
    exec: (sql) => queue.run(() => direct.exec(sql)),
    transaction: (fn) => queue.run(() => db.transaction((tx) => fn(wrap(tx)))),
    pipeline(statements) {
      return queue.run(async () => {
        const parts: Uint8Array[] = []
        const fresh: string[] = []
        for (const { text, values } of statements) {
          const name = preparedName(text)
          if (name === undefined) parts.push(serialize.parse({ text }))
          else if (!prepared.has(name)) {
            parts.push(serialize.parse({ text, name }))
            prepared.add(name)
            fresh.push(name)
          }
          parts.push(
            serialize.bind({ statement: name ?? '', values }),
            serialize.describe({ type: 'P' }),
            serialize.execute({}),
          )
        }
        // One Sync: every statement before it runs in a single implicit transaction.
        parts.push(serialize.sync())
        const messages = await db.runExclusive(() =>
          db.execProtocolStream(concat(parts), { throwOnError: false, syncToFs: false }),
        )
        const failure = messages.find((m) => m.name === 'error')
        if (failure) {
          // A statement parsed in this batch may have been skipped after the error: forget it.
          if (fresh.length > 0) {
            for (const name of fresh) prepared.delete(name)
            const close = fresh.map((name) => serialize.close({ type: 'S', name }))
            await db.runExclusive(() =>
              db.execProtocolStream(concat([...close, serialize.sync()]), { throwOnError: false }),
            )
          }
          throw failure
        }
        // Empty parsers: every value stays text, as the REST layer wants.
        return pgliteParse.parseResults(messages, {}).map((r) => ({
          rows: r.rows as TextRow[],
          rowCount: r.affectedRows ?? r.rows.length,
        }))
      })
    },
    async close() {
      await queue.run(() => db.close())
      unlock()
    },
  }
}

/** The parts of pg's connection a custom query drives (pg's documented Submittable interface). */
interface PgConnection {
  parse(msg: { text: string; name?: string }): void
  bind(msg: { statement: string; values: (string | null)[] }): void
  describe(msg: { type: 'P' | 'S'; name?: string }): void
  execute(msg: { rows: number }): void
  close(msg: { type: 'S'; name: string }): void
  sync(): void
  stream: { cork(): void; uncork(): void }
}

/**
 * Parse/Bind/Execute for every statement, then one Sync: PostgreSQL runs them as one implicit
 * transaction (nothing is committed if one fails) in a single round trip, as PGlite does above.
 * Prepared statements are tracked per connection; after an error their state is unknown, so
 * they are closed and parsed again on next use.
 */
class PgPipeline {
  readonly results: QueryResult<TextRow>[] = []
  #fields: string[] = []
  #rows: TextRow[] = []
  #fresh: string[] = []
  #settled = false

  constructor(
    readonly statements: Statement[],
    readonly prepared: Map<string, 'ready' | 'dirty'>,
    readonly done: (err: Error | null, results?: QueryResult<TextRow>[]) => void,
  ) {}

  submit(connection: PgConnection) {
    connection.stream.cork()
    for (const { text, values } of this.statements) {
      const name = preparedName(text)
      const state = name ? this.prepared.get(name) : undefined
      if (name === undefined) connection.parse({ text })
      else if (state !== 'ready' && !this.#fresh.includes(name)) {
        if (state === 'dirty') connection.close({ type: 'S', name })
        connection.parse({ text, name })
        this.#fresh.push(name)
      }
      connection.bind({ statement: name ?? '', values })
      connection.describe({ type: 'P' })
      connection.execute({ rows: 0 })
    }
    connection.sync()
    connection.stream.uncork()
  }

  handleRowDescription(msg: { fields: { name: string }[] }) {
    this.#fields = msg.fields.map((f) => f.name)
    this.#rows = []
  }

  handleDataRow(msg: { fields: (string | null)[] }) {
    const row: TextRow = {}
    msg.fields.forEach((value, i) => (row[this.#fields[i]!] = value))
    this.#rows.push(row)
  }

  handleCommandComplete(msg: { text: string }) {
    const count = /(\d+)$/.exec(msg.text)
    this.results.push({ rows: this.#rows, rowCount: count ? Number(count[1]) : this.#rows.length })
    this.#rows = []
    this.#fields = []
  }

  handleEmptyQuery() {
    this.results.push({ rows: [], rowCount: 0 })
  }

  handlePortalSuspended() {}

  handleError(err: Error) {
    for (const name of this.#fresh) this.prepared.set(name, 'dirty')
    this.#settle(err)
  }

  handleReadyForQuery() {
    for (const name of this.#fresh) this.prepared.set(name, 'ready')
    this.#settle(null)
  }

  #settle(err: Error | null) {
    if (this.#settled) return
    this.#settled = true
    this.done(err, this.results)
  }
}

/** Postgres's own form, e.g. '8s' or '200ms'. */
export type Duration = `${number}${'ms' | 's' | 'min'}`

export function openPostgres(
  connectionString: string,
  poolSize = 20,
  statementTimeout: Duration = '15s',
): Database {
  // Session settings travel in the startup packet, so no query races the first request.
  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    options: `-c TimeZone=UTC -c statement_timeout=${statementTimeout}`,
  })
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it.
  })
  const preparedByClient = new WeakMap<pg.PoolClient, Map<string, 'ready' | 'dirty'>>()

  const wrap = (client: pg.Pool | pg.PoolClient): Queryable => ({
    async query<R>(text: string, values: unknown[] = []) {
      const result = await client.query(text, values)
      return { rows: result.rows as R[], rowCount: result.rowCount ?? result.rows.length }
    },
    async exec(sql: string) {
      await client.query(sql)
    },
  })
  const direct = wrap(pool)

  return {
    kind: 'postgres',
    query: (text, values) => direct.query(text, values),
    exec: (sql) => direct.exec(sql),
    async transaction(fn) {
      const client = await pool.connect()
      let broken: Error | undefined
      try {
        await client.query('BEGIN')
        try {
          const result = await fn(wrap(client))
          await client.query('COMMIT')
          return result
        } catch (err) {
          await client.query('ROLLBACK').catch((e: Error) => (broken = e))
          throw err
        }
      } finally {
        client.release(broken)
      }
    },
    async pipeline(statements) {
      const client = await pool.connect()
      let prepared = preparedByClient.get(client)
      if (!prepared) {
        prepared = new Map()
        preparedByClient.set(client, prepared)
      }
      let broken: Error | undefined
      try {
        return await new Promise<QueryResult<TextRow>[]>((resolve, reject) => {
          const batch = new PgPipeline(statements, prepared, (err, results) =>
            err ? reject(err) : resolve(results ?? []),
          )
          client.query(batch as unknown as pg.QueryConfig)
        })
      } catch (err) {
        if (typeof (err as { code?: unknown }).code !== 'string') broken = err as Error
        throw err
      } finally {
        client.release(broken)
      }
    },
    close: () => pool.end(),
  }
}

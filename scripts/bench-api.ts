/**
 * `npm run bench:api`: the checklist upsert and select through the API (autocannon in a second
 * process, over loopback) at 1, 10 and 50 connections, beside the same statements sent straight
 * to the database from one process. PGlite always; a server PostgreSQL too when
 * BENCH_DATABASE_URL (or DATABASE_URL) is set, e.g. from scripts/ci-postgres.sh.
 *
 *   BENCH_DURATION=4 BENCH_REPEAT=3 BENCH_DATABASE_URL="$(scripts/ci-postgres.sh)" npm run bench:api
 *
 * A benchmark measures; it asserts nothing.
 */
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { createServer } from '../server/app.ts'
import { openPglite } from '../server/api/db.ts'
import { migrate } from '../server/api/migrate.ts'
import { bufferedWriter, createLogger } from '../server/log.ts'

const DURATION = Number(process.env.BENCH_DURATION ?? 4)
const REPEAT = Number(process.env.BENCH_REPEAT ?? 3)
const CONNECTIONS = [1, 10, 50]
const CHECKLIST = 'hawaii_pcs'
const ITEMS = 20

interface Figures {
  rps: number
  p50: number
  p99: number
  errors: number
}

/** The run with the median throughput (its latencies with it); errors of all runs. */
function median(runs: Figures[]): Figures {
  const sorted = [...runs].sort((a, b) => a.rps - b.rps)
  const middle = sorted[Math.floor(sorted.length / 2)]!
  return { ...middle, errors: runs.reduce((n, r) => n + r.errors, 0) }
}

interface WorkerSpec {
  url: string
  method: 'GET' | 'POST'
  headers: Record<string, string>
  /** For POST: the row, with item_index chosen at random per request. */
  row?: Record<string, unknown>
  connections: number
  duration: number
}

/** The second process: autocannon against the server, results as JSON on stdout. */
async function worker(spec: WorkerSpec) {
  const { default: autocannon } = (await import('autocannon' as string)) as {
    default: (opts: object) => Promise<{
      requests: { average: number }
      latency: { p50: number; p99: number }
      errors: number
      timeouts: number
      non2xx: number
    }>
  }
  const result = await autocannon({
    url: spec.url,
    connections: spec.connections,
    duration: spec.duration,
    requests: [
      {
        method: spec.method,
        headers: spec.headers,
        setupRequest: (req: Record<string, unknown>) =>
          spec.row
            ? {
                ...req,
                body: JSON.stringify({
                  ...spec.row,
                  item_index: Math.floor(Math.random() * ITEMS),
                  completed: Math.random() < 0.5,
                  updated_at: new Date().toISOString(),
                }),
              }
            : req,
      },
    ],
  })
  const figures: Figures = {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  }
  process.stdout.write(JSON.stringify(figures))
}

function runWorker(spec: WorkerSpec): Promise<Figures> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', import.meta.filename, '--worker', JSON.stringify(spec)],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    )
    let out = ''
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out) as Figures) : reject(new Error(`worker exited ${code}`)),
    )
  })
}

const UPSERT_SQL = `INSERT INTO public.checklist_progress (user_id, checklist_type, item_index, completed, updated_at)
  VALUES ($1, $2, $3, $4, $5)
  ON CONFLICT (user_id, checklist_type, item_index)
  DO UPDATE SET completed = EXCLUDED.completed, updated_at = EXCLUDED.updated_at`
const SELECT_SQL = `SELECT item_index, completed FROM public.checklist_progress
  WHERE user_id = $1 AND checklist_type = $2`

/** The same statements straight to the database: `connections` loops for `DURATION` seconds. */
async function direct(
  query: (sql: string, values: unknown[]) => Promise<unknown>,
  userId: string,
  op: 'upsert' | 'select',
  connections: number,
  seconds: number,
): Promise<Figures> {
  const latencies: number[] = []
  let errors = 0
  const end = performance.now() + seconds * 1000
  const loop = async () => {
    while (performance.now() < end) {
      const start = performance.now()
      try {
        if (op === 'upsert') {
          await query(UPSERT_SQL, [
            userId,
            CHECKLIST,
            Math.floor(Math.random() * ITEMS),
            Math.random() < 0.5,
            new Date().toISOString(),
          ])
        } else await query(SELECT_SQL, [userId, CHECKLIST])
        latencies.push(performance.now() - start)
      } catch {
        errors++
      }
    }
  }
  await Promise.all(Array.from({ length: connections }, loop))
  latencies.sort((a, b) => a - b)
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0
  return { rps: latencies.length / seconds, p50: at(0.5), p99: at(0.99), errors }
}

interface Row {
  backend: string
  op: string
  connections: number
  api: Figures
  direct: Figures
}

async function freshDatabase(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `hawaii_bench_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const target = new URL(url)
  target.pathname = `/${name}`
  return {
    url: target.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: url })
      await c.connect()
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await c.end()
    },
  }
}

async function bench(backend: 'pglite' | 'postgres', baseUrl?: string): Promise<Row[]> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hawaii-bench-'))
  const database = baseUrl ? await freshDatabase(baseUrl) : undefined
  // Request logs are written as in production (batched), to a file that is thrown away.
  const logFile = createWriteStream('/dev/null')
  const server = await createServer({
    dataDir,
    databaseUrl: database?.url,
    requestRateLimitPerMinute: 0,
    authRateLimitPerIp: 1_000_000,
    logger: createLogger(
      'info',
      bufferedWriter((chunk) => logFile.write(chunk)),
    ),
  })
  const base = await server.app.listen({ port: 0, host: '127.0.0.1' })
  const signUp = await fetch(`${base}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: server.anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      email: `bench-${Date.now()}@example.com`,
      password: 'Bench-Password-1',
    }),
  })
  const session = (await signUp.json()) as { access_token: string; user: { id: string } }
  const userId = session.user.id
  const auth = {
    apikey: server.anonKey,
    Authorization: `Bearer ${session.access_token}`,
    'X-Client-Info': 'bench-api',
  }
  const upsert: Omit<WorkerSpec, 'connections' | 'duration'> = {
    url: `${base}/rest/v1/checklist_progress?on_conflict=user_id%2Cchecklist_type%2Citem_index`,
    method: 'POST',
    headers: {
      ...auth,
      'Content-Type': 'application/json',
      'Content-Profile': 'public',
      Prefer: 'resolution=merge-duplicates',
    },
    row: { user_id: userId, checklist_type: CHECKLIST },
  }
  const select: Omit<WorkerSpec, 'connections' | 'duration'> = {
    url: `${base}/rest/v1/checklist_progress?select=item_index%2Ccompleted&user_id=eq.${userId}&checklist_type=eq.${CHECKLIST}`,
    method: 'GET',
    headers: { ...auth, 'Accept-Profile': 'public' },
  }

  // The direct side lives in this process and idles while autocannon runs (and the other way
  // round), so each API figure is measured right beside its baseline. PGlite cannot open one
  // data dir twice: its baseline gets its own, migrated the same way, with the same user row.
  const pools = new Map<number, pg.Pool>()
  let directDb: PGlite | undefined
  let directDir: string | undefined
  if (backend === 'pglite') {
    directDir = mkdtempSync(path.join(os.tmpdir(), 'hawaii-bench-direct-'))
    const setup = await openPglite(directDir)
    await migrate(setup, createLogger('silent'))
    await setup.query(
      "INSERT INTO auth.users (id, email, encrypted_password) VALUES ($1, 'direct@example.com', '-')",
      [userId],
    )
    await setup.close()
    directDb = await PGlite.create(path.join(directDir, 'pglite'))
  } else {
    for (const c of CONNECTIONS)
      pools.set(c, new pg.Pool({ connectionString: database!.url, max: c }))
  }
  const query = (connections: number) => (sql: string, values: unknown[]) =>
    directDb ? directDb.query(sql, values) : pools.get(connections)!.query(sql, values)

  // Warm-up: all 20 rows exist, statements are prepared, the JIT has run.
  await runWorker({ ...upsert, connections: 10, duration: 2 })
  await runWorker({ ...select, connections: 10, duration: 1 })
  await direct(query(10), userId, 'upsert', 10, 2)

  // Each pair is measured REPEAT times, alternating, and the median of each side is kept: the
  // machine is shared, and a single run can land on someone else's build.
  const rows: Row[] = []
  for (const [op, spec] of [
    ['upsert', upsert],
    ['select', select],
  ] as const) {
    for (const connections of CONNECTIONS) {
      const apiRuns: Figures[] = []
      const directRuns: Figures[] = []
      for (let i = 0; i < REPEAT; i++) {
        apiRuns.push(await runWorker({ ...spec, connections, duration: DURATION }))
        directRuns.push(await direct(query(connections), userId, op, connections, DURATION))
      }
      rows.push({ backend, op, connections, api: median(apiRuns), direct: median(directRuns) })
    }
  }

  await server.app.close()
  logFile.end()
  await directDb?.close()
  for (const pool of pools.values()) await pool.end()
  await database?.drop()
  for (const dir of [dataDir, directDir]) if (dir) rmSync(dir, { recursive: true, force: true })
  return rows
}

function table(rows: Row[]): string {
  const f = (n: number, digits = 1) => n.toFixed(digits)
  const lines = [
    '| backend | operation | conns | API req/s | API p50 ms | API p99 ms | API errors | direct ops/s | direct p50 ms | direct p99 ms | API / direct |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ]
  for (const r of rows) {
    lines.push(
      `| ${r.backend} | ${r.op} | ${r.connections} | ${f(r.api.rps, 0)} | ${f(r.api.p50)} | ${f(r.api.p99)} | ${r.api.errors} | ${f(r.direct.rps, 0)} | ${f(r.direct.p50, 2)} | ${f(r.direct.p99, 2)} | ${f((100 * r.api.rps) / r.direct.rps, 0)}% |`,
    )
  }
  return lines.join('\n')
}

if (process.argv[2] === '--worker') {
  await worker(JSON.parse(process.argv[3]!) as WorkerSpec)
} else {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL
  const started = new Date().toISOString()
  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')
  // BENCH_ONLY=pglite|postgres runs one side.
  const only = process.env.BENCH_ONLY
  const rows = only === 'postgres' ? [] : await bench('pglite')
  if (url && only !== 'pglite') rows.push(...(await bench('postgres', url)))
  console.log(
    `\n${started} · Node ${process.version} · ${os.cpus().length} cores · ${DURATION} s per run, median of ${REPEAT} · load average before: ${load}, after: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}\n`,
  )
  console.log(table(rows))
}

/**
 * PostgREST's table endpoints. Like PostgREST, each request is one transaction run as the
 * caller's role (`anon`, `authenticated`, `service_role`) with `request.jwt.claims` set, so the
 * database's grants and RLS policies decide what happens; this code never filters rows itself.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Database, Statement } from './db.ts'
import { ApiError, fromDatabaseError, isDatabaseError, restError } from './errors.ts'
import { bearerToken, checkApiKey, type ApiKeys } from './http.ts'
import { TokenError, type Jwt } from './jwt.ts'
import {
  parsePrefer,
  planDelete,
  planInsert,
  planRead,
  planUpdate,
  type Plan,
  type QueryParams,
} from './rest-query.ts'
import type { SchemaCache } from './schema.ts'
import type { SessionPolicy } from './auth-store.ts'
import { WindowCounter } from './rate-limit.ts'

export interface RestOptions {
  db: Database
  schema: SchemaCache
  jwt: Jwt
  keys: ApiKeys
  sessionPolicy: SessionPolicy
  insertLimits: InsertLimits
}

/** Per-IP allowances for inserts into a table anyone may write to. */
export type InsertLimits = Record<string, { perMinute: number; perDay: number }>

/** The insert-only tables of the site's forms. One more such table is one more line here. */
export const DEFAULT_INSERT_LIMITS: InsertLimits = {
  contact_messages: { perMinute: 5, perDay: 50 },
  suggestions: { perMinute: 5, perDay: 50 },
  fact_reports: { perMinute: 5, perDay: 50 },
}

const DAY = 24 * 60 * 60_000

/** Both windows must have room; a refused request uses neither. */
function insertLimiter(limit: InsertLimits[string]) {
  const windows = [new WindowCounter(limit.perMinute, 60_000), new WindowCounter(limit.perDay, DAY)]
  return (ip: string): number => {
    const full = windows.find((w) => w.isLimited(ip))
    if (full) return full.retryAfter(ip)
    for (const w of windows) w.take(ip)
    return 0
  }
}

/**
 * The same limits in SQL (supabase/migrations/20261129000300_form_limits.sql), which a hosted
 * project keeps: the server writes its own there at start, so both layers count alike.
 */
export async function syncFormLimits(db: Database, limits: InsertLimits): Promise<void> {
  for (const [table, { perMinute, perDay }] of Object.entries(limits)) {
    await db.query(
      'UPDATE private.form_limits SET per_minute = $2, per_day = $3 WHERE table_name = $1',
      [table, perMinute, perDay],
    )
  }
}

/** What PostgREST passes the database of a request's headers: the client's address. */
export const requestHeaders = (ip: string) => JSON.stringify({ 'x-forwarded-for': ip })

// The session check raises PT401 for an ended session before anything runs as the caller.
// Exported for the least-privilege tests, which run it as a request does.
export const REQUEST_SETTINGS =
  "SELECT auth.require_session($4::uuid, $5::int, $6::int), set_config('role', $1, true), set_config('request.jwt.claims', $2, true), set_config('request.method', $3, true), set_config('request.headers', $7, true)"
const SINGLE_OBJECT = 'application/vnd.pgrst.object+json'
const JSON_TYPE = 'application/json; charset=utf-8'
const RETRIES = 3

interface Caller {
  role: string
  claims: string
  sessionId: string | null
  /** `request.headers` as PostgREST sets it (the client's address). */
  headers: string
}

export async function restRoutes(app: FastifyInstance, options: RestOptions) {
  const { db, schema, jwt, keys, sessionPolicy } = options
  const limiters = new Map(
    Object.entries(options.insertLimits).map(([table, limit]) => [table, insertLimiter(limit)]),
  )
  const timeouts = [String(sessionPolicy.lifetimeSeconds), String(sessionPolicy.inactivitySeconds)]
  // jwt.verify hands back the same object for a cached token: serialize its claims once.
  const claimsJson = new WeakMap<object, string>()

  async function caller(req: FastifyRequest): Promise<Caller> {
    const apiKey = checkApiKey(req, keys)
    const token = bearerToken(req) ?? apiKey
    try {
      const claims = await jwt.verify(token)
      let json = claimsJson.get(claims)
      if (json === undefined) {
        json = JSON.stringify(claims)
        claimsJson.set(claims, json)
      }
      const sessionId = typeof claims.session_id === 'string' ? claims.session_id : null
      return { role: claims.role, claims: json, sessionId, headers: requestHeaders(req.ip) }
    } catch (err) {
      const expired = err instanceof TokenError && err.expired
      const message = expired ? 'JWT expired' : 'JWSError JWSInvalidSignature'
      throw restError(401, expired ? 'PGRST303' : 'PGRST301', message, null, null, {
        'WWW-Authenticate': `Bearer error="invalid_token", error_description="${message}"`,
      })
    }
  }

  /** Runs the request's statement as the caller; retries only what Postgres asks to retry. */
  async function run(who: Caller, method: string, plan: Plan, exactlyOne: boolean) {
    const settings: Statement = {
      text: REQUEST_SETTINGS,
      values: [who.role, who.claims, method, who.sessionId, ...timeouts, who.headers],
    }
    const statement: Statement = { text: plan.text, values: plan.values }
    for (let attempt = 1; ; attempt++) {
      try {
        if (!exactlyOne) {
          const results = await db.pipeline([settings, statement])
          return results[1]!
        }
        // A singular answer must not leave other rows changed: check inside the transaction.
        return await db.transaction(async (tx) => {
          await tx.query(settings.text, settings.values)
          const result = await tx.query<Record<string, string | null>>(
            statement.text,
            statement.values,
          )
          const n = plan.returnsBody ? Number(result.rows[0]?.n ?? 0) : result.rowCount
          if (n !== 1) throw notOne(n)
          return result
        })
      } catch (err) {
        if (err instanceof ApiError) throw err
        if (!isDatabaseError(err)) throw err
        if ((err.code === '40001' || err.code === '40P01') && attempt < RETRIES) continue
        throw fromDatabaseError(err, who.role)
      }
    }
  }

  const notOne = (n: number) =>
    restError(
      406,
      'PGRST116',
      'JSON object requested, multiple (or no) rows returned',
      `The result contains ${n} rows`,
    )

  async function handle(req: FastifyRequest<{ Params: { table: string } }>, reply: FastifyReply) {
    const table = schema.get(req.params.table)
    if (!table) {
      throw restError(
        404,
        'PGRST205',
        `Could not find the table 'public.${req.params.table}' in the schema cache`,
      )
    }
    const reading = req.method === 'GET' || req.method === 'HEAD'
    const profile = req.headers[reading ? 'accept-profile' : 'content-profile']
    if (profile !== undefined && profile !== 'public') {
      throw restError(
        406,
        'PGRST106',
        `Invalid schema: ${String(profile)}`,
        null,
        'Only the following schemas are exposed: public',
      )
    }
    const who = await caller(req)
    const query = req.query as QueryParams
    const prefer = parsePrefer(req.headers.prefer)
    const single = (req.headers.accept ?? '').includes(SINGLE_OBJECT)
    const applied = [
      prefer.resolution ? `resolution=${prefer.resolution}` : '',
      reading ? '' : `return=${prefer.return}`,
    ].filter(Boolean)
    if (applied.length) reply.header('Preference-Applied', applied.join(', '))

    if (reading) {
      const plan = planRead(table, query, prefer)
      const result = await run(who, req.method, plan, false)
      const row = result.rows[0] ?? {}
      const n = Number(row.n ?? 0)
      const offset = Number(query.offset ?? 0) || 0
      const total = row.total ?? '*'
      reply.header('Content-Range', n > 0 ? `${offset}-${offset + n - 1}/${total}` : `*/${total}`)
      if (single) {
        if (n !== 1) throw notOne(n)
        const [only] = JSON.parse(row.body ?? '[]') as unknown[]
        return reply.type(`${SINGLE_OBJECT}; charset=utf-8`).send(JSON.stringify(only))
      }
      return reply.type(JSON_TYPE).send(row.body ?? '[]')
    }

    const limiter = req.method === 'POST' ? limiters.get(table.name) : undefined
    if (limiter && who.role !== 'service_role') {
      if (Array.isArray(req.body)) {
        throw restError(400, 'PGRST102', 'This table takes one row per request, not an array')
      }
      const retryAfter = limiter(req.ip)
      if (retryAfter > 0) {
        throw restError(429, 'PGRST429', 'Too many requests. Please try again later.', null, null, {
          'Retry-After': String(retryAfter),
        })
      }
    }

    let plan: Plan | null
    if (req.method === 'POST') plan = planInsert(table, query, prefer, req.body)
    else if (req.method === 'PATCH') plan = planUpdate(table, query, prefer, req.body)
    else plan = planDelete(table, query, prefer)
    const status = req.method === 'POST' ? 201 : prefer.return === 'representation' ? 200 : 204

    if (!plan) {
      // An empty array inserts nothing, as with PostgREST.
      return prefer.return === 'representation'
        ? reply.code(201).type(JSON_TYPE).send('[]')
        : reply.code(201).send()
    }
    const result = await run(who, req.method, plan, single)
    reply.header('Content-Range', '*/*')
    if (!plan.returnsBody) return reply.code(status).send()
    const body = result.rows[0]?.body ?? '[]'
    if (single) {
      const [only] = JSON.parse(body) as unknown[]
      return reply.code(status).type(`${SINGLE_OBJECT}; charset=utf-8`).send(JSON.stringify(only))
    }
    return reply.code(status).type(JSON_TYPE).send(body)
  }

  app.route<{ Params: { table: string } }>({
    method: ['GET', 'POST', 'PATCH', 'DELETE'],
    url: '/:table',
    handler: handle,
  })
  app.put('/:table', async () => {
    throw restError(405, 'PGRST117', 'Unsupported HTTP method: PUT')
  })
}

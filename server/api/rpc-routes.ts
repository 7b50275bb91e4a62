/**
 * PostgREST's `POST /rpc/<function>` (supabase.rpc(name, args)): the JSON body's keys are the
 * function's named arguments. Run as the caller's role with `request.jwt.claims` set, so the
 * function's grants decide who may call it. A function returning void answers 204; one returning
 * a value answers it as JSON, a set of rows as a JSON array.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Database } from './db.ts'
import { fromDatabaseError, isDatabaseError, restError } from './errors.ts'
import { bearerToken, checkApiKey, type ApiKeys } from './http.ts'
import { TokenError, type Jwt } from './jwt.ts'
import type { SessionPolicy } from './auth-store.ts'
import { REQUEST_SETTINGS, requestHeaders } from './rest-routes.ts'

export interface RpcOptions {
  db: Database
  jwt: Jwt
  keys: ApiKeys
  sessionPolicy: SessionPolicy
}

const NAME = /^[a-z_][a-z0-9_]{0,62}$/

export async function rpcRoutes(app: FastifyInstance, options: RpcOptions) {
  const { db, jwt, keys, sessionPolicy } = options

  async function caller(req: FastifyRequest) {
    const token = bearerToken(req) ?? checkApiKey(req, keys)
    try {
      return await jwt.verify(token)
    } catch (err) {
      const expired = err instanceof TokenError && err.expired
      throw restError(
        401,
        expired ? 'PGRST303' : 'PGRST301',
        expired ? 'JWT expired' : 'JWSError JWSInvalidSignature',
      )
    }
  }

  app.post<{ Params: { fn: string } }>('/rpc/:fn', async (req, reply) => {
    checkApiKey(req, keys)
    const claims = await caller(req)
    const name = req.params.fn
    const body = req.body as Record<string, unknown> | undefined
    if (body !== undefined && (typeof body !== 'object' || body === null || Array.isArray(body))) {
      throw restError(400, 'PGRST102', 'Empty or invalid json')
    }
    const given = Object.keys(body ?? {}).sort()
    // Names only, never the values: PostgREST's words, with the arguments asked for.
    const notFound = () =>
      restError(
        404,
        'PGRST202',
        `Could not find the function public.${name}(${given.filter((arg) => NAME.test(arg)).join(', ')}) in the schema cache`,
      )
    if (!NAME.test(name) || !given.every((arg) => NAME.test(arg))) throw notFound()
    const { rows } = await db.query<{
      names: string[] | null
      types: string[]
      returns: string
      many: boolean
    }>(
      `SELECT p.proargnames AS names, p.proretset AS many,
              pg_catalog.format_type(p.prorettype, NULL) AS returns,
              ARRAY(SELECT pg_catalog.format_type(t, NULL) FROM unnest(p.proargtypes) t) AS types
         FROM pg_catalog.pg_proc p JOIN pg_catalog.pg_namespace n ON n.oid = p.pronamespace
        WHERE n.nspname = 'public' AND p.proname = $1`,
      [name],
    )
    // The function whose input arguments are exactly the keys given.
    const fn = rows.find((row) => {
      const names = (row.names ?? []).slice(0, row.types.length)
      return names.length === given.length && [...names].sort().every((n, i) => n === given[i])
    })
    if (!fn) throw notFound()
    const inputs = (fn.names ?? []).slice(0, fn.types.length)
    const values = inputs.map((arg) => {
      const value = (body as Record<string, unknown>)[arg]
      return value === null || typeof value !== 'object' ? value : JSON.stringify(value)
    })
    // NAME allows no quote: the identifiers are safe to quote as they are; types come from pg_proc.
    const call = `public."${name}"(${inputs
      .map((arg, i) => `"${arg}" := $${i + 1}::${fn.types[i]}`)
      .join(', ')})`
    const sql = fn.many
      ? `SELECT coalesce(json_agg(_r), '[]')::text AS body FROM ${call} _r`
      : fn.returns === 'void'
        ? `SELECT ${call}`
        : `SELECT to_json(${call})::text AS body`
    let answer: string | undefined
    try {
      await db.transaction(async (tx) => {
        // As the table endpoints: an ended session is refused before the function runs.
        const sessionId = typeof claims.session_id === 'string' ? claims.session_id : null
        await tx.query(REQUEST_SETTINGS, [
          claims.role,
          JSON.stringify(claims),
          'POST',
          sessionId,
          sessionPolicy.lifetimeSeconds,
          sessionPolicy.inactivitySeconds,
          requestHeaders(req.ip),
        ])
        const result = await tx.query<{ body?: string }>(sql, values)
        answer = result.rows[0]?.body
      })
    } catch (err) {
      if (isDatabaseError(err)) throw fromDatabaseError(err, String(claims.role))
      throw err
    }
    if (answer === undefined) return reply.code(204).send()
    return reply.code(200).type('application/json; charset=utf-8').send(answer)
  })
}

/**
 * PostgREST's `POST /rpc/<function>` for functions without arguments (supabase.rpc(name)), run as
 * the caller's role with `request.jwt.claims` set, so the function's grants decide who may call it.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Database } from './db.ts'
import { fromDatabaseError, isDatabaseError, restError } from './errors.ts'
import { bearerToken, checkApiKey, type ApiKeys } from './http.ts'
import { TokenError, type Jwt } from './jwt.ts'
import type { SessionPolicy } from './auth-store.ts'
import { REQUEST_SETTINGS } from './rest-routes.ts'

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
    const notFound = () =>
      restError(
        404,
        'PGRST202',
        `Could not find the function public.${name} without parameters in the schema cache`,
      )
    if (!NAME.test(name) || (body && Object.keys(body).length > 0)) throw notFound()
    const { rows } = await db.query(
      `SELECT 1 FROM pg_catalog.pg_proc p JOIN pg_catalog.pg_namespace n ON n.oid = p.pronamespace
       WHERE n.nspname = 'public' AND p.proname = $1 AND p.pronargs = 0`,
      [name],
    )
    if (rows.length === 0) throw notFound()
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
        ])
        // NAME allows no quote: the identifier is safe to quote as is.
        await tx.query(`SELECT public."${name}"()`)
      })
    } catch (err) {
      if (isDatabaseError(err)) throw fromDatabaseError(err, String(claims.role))
      throw err
    }
    return reply.code(204).send()
  })
}

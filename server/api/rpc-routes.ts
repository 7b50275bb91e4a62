/**
 * PostgREST's `POST /rpc/<function>` for functions without arguments (supabase.rpc(name)), run as
 * the caller's role with `request.jwt.claims` set, so the function's grants decide who may call it.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Database } from './db.ts'
import { fromDatabaseError, isDatabaseError, restError } from './errors.ts'
import { bearerToken, checkApiKey, type ApiKeys } from './http.ts'
import { TokenError, type Jwt } from './jwt.ts'

export interface RpcOptions {
  db: Database
  jwt: Jwt
  keys: ApiKeys
}

const NAME = /^[a-z_][a-z0-9_]{0,62}$/

export async function rpcRoutes(app: FastifyInstance, options: RpcOptions) {
  const { db, jwt, keys } = options

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
        await tx.query(
          "SELECT set_config('role', $1, true), set_config('request.jwt.claims', $2, true), set_config('request.method', 'POST', true)",
          [claims.role, JSON.stringify(claims)],
        )
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

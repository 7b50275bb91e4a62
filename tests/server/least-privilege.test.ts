/**
 * Issue 20, point 4: a request runs as anon, authenticated or service_role, and nothing it can
 * express reaches a superuser, the tables' owner or another user's claims.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openPostgres, type Database, type Statement } from '../../server/api/db.ts'
import { openDatabases } from '../../server/api/index.ts'
import { API_ROLES, apiDatabaseUrl, loginProblems } from '../../server/api/least-privilege.ts'
import { REQUEST_SETTINGS } from '../../server/api/rest-routes.ts'
import { createLogger } from '../../server/log.ts'
import { backends, createStorage, startServer, type Storage } from './helpers.ts'

const asCaller = (role: string, claims: object = { role }): Statement => ({
  text: REQUEST_SETTINGS,
  values: [role, JSON.stringify(claims), 'GET', null, '3600', '3600', '{}'],
})

describe.each(backends)('least privilege on $name', (backend) => {
  let storage: Storage
  let db: Database
  let restDb: Database
  let owner: string

  beforeAll(async () => {
    storage = await createStorage(backend)
    ;({ db, restDb } = await openDatabases(storage, createLogger('silent')))
    const { rows } = await db.query<{ owner: string }>(
      "SELECT pg_get_userbyid(relowner) AS owner FROM pg_class WHERE oid = 'public.profiles'::regclass",
    )
    owner = rows[0]!.owner
  })
  afterAll(async () => {
    if (restDb !== db) await restDb?.close()
    await db?.close()
    await storage?.cleanup()
  })

  /** What one request's transaction answers when `sql` follows the caller's settings. */
  const inRequest = async (role: string, sql: string) => {
    const results = await restDb.pipeline([asCaller(role), { text: sql, values: [] }])
    return results[1]!.rows
  }

  it.each(API_ROLES)('runs a %s request as that role, never as a superuser', async (role) => {
    const rows = await inRequest(
      role,
      'SELECT current_user AS who, (SELECT rolsuper::text FROM pg_roles WHERE rolname = current_user) AS superuser',
    )
    expect(rows).toEqual([{ who: role, superuser: 'false' }])
  })

  it.each(API_ROLES)(
    'refuses every role or claims switch an expression in a %s request could try',
    async (role) => {
      const attempts = [
        "SELECT set_config('role', 'postgres', true)",
        `SELECT set_config('role', '${owner}', true)`,
        "SELECT set_config('session_authorization', 'postgres', true)",
        `SELECT set_config('request.jwt.claims', '{"sub": "${randomUUID()}", "role": "authenticated"}', true)`,
        // Through a query run from inside a function, too.
        "SELECT query_to_xml('SELECT set_config(''role'', ''postgres'', true)', false, false, '')",
      ]
      for (const sql of attempts) {
        await expect(inRequest(role, sql), sql).rejects.toMatchObject({ code: '42501' })
      }
    },
  )

  it('takes one statement per request statement, so no SET can ride along', async () => {
    await expect(inRequest('anon', 'SELECT 1; SET ROLE postgres')).rejects.toMatchObject({
      code: '42601',
    })
  })

  it('keeps every table away from the API roles, with RLS binding the owner too', async () => {
    const { rows } = await db.query<{ name: string; owner: string; rls: boolean; forced: boolean }>(
      `SELECT n.nspname || '.' || c.relname AS name, pg_get_userbyid(c.relowner) AS owner,
              c.relrowsecurity AS rls, c.relforcerowsecurity AS forced
         FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE c.relkind = 'r' AND n.nspname IN ('public', 'auth')`,
    )
    expect(rows.length).toBeGreaterThan(5)
    for (const table of rows) {
      expect([...API_ROLES, 'authenticator'], table.name).not.toContain(table.owner)
      if (table.rls) expect(table.forced, `${table.name} forces RLS`).toBe(true)
    }
    // The public tables are the ones anyone reaches through /rest/v1: all of them have RLS.
    expect(rows.filter((t) => t.name.startsWith('public.') && !t.rls)).toEqual([])
  })

  it('finds nothing wrong with the login it serves through', async () => {
    expect(await loginProblems(restDb)).toEqual([])
  })

  if (backend.name === 'postgres') {
    it('logs the API in as authenticator, which can switch to the API roles only', async () => {
      const [who] = (
        await restDb.query<{ who: string; session: string }>(
          'SELECT current_user AS who, session_user AS session',
        )
      ).rows
      expect(who).toEqual({ who: 'authenticator', session: 'authenticator' })
      for (const sql of [
        `SET ROLE ${owner}`,
        'SET ROLE postgres',
        'SET SESSION AUTHORIZATION postgres',
      ]) {
        await expect(restDb.query(sql), sql).rejects.toMatchObject({ code: '42501' })
      }
      const { rows } = await restDb
        .query<{ n: string }>('SELECT count(*)::text AS n FROM auth.users')
        .catch((err: { code: string }) => ({ rows: [{ n: err.code }] }))
      expect(rows[0]!.n).toBe('42501')
    })

    it('cancels a statement that runs past the timeout', async () => {
      const url = apiDatabaseUrl(storage.databaseUrl!)
      const short = openPostgres(url, 1, '200ms')
      try {
        await expect(short.query('SELECT pg_sleep(2)')).rejects.toMatchObject({ code: '57014' })
      } finally {
        await short.close()
      }
      const { rows } = await restDb.query<{ statement_timeout: string }>('SHOW statement_timeout')
      expect(rows[0]!.statement_timeout).toBe('8s')
    })

    it('refuses to start when the API would log in as the tables’ owner', async () => {
      await expect(startServer(storage, { databaseApiUrl: storage.databaseUrl })).rejects.toThrow(
        /not fit to serve requests: .*(owns|inherits|bypasses)/,
      )
    })
  } else {
    it('revokes set_config from the API roles again at every start', async () => {
      await db.exec(
        'GRANT EXECUTE ON FUNCTION pg_catalog.set_config(text, text, boolean) TO PUBLIC',
      )
      expect(await loginProblems(restDb)).toEqual(API_ROLES.map((r) => `${r} may call set_config`))
      await db.close()
      ;({ db, restDb } = await openDatabases(storage, createLogger('silent')))
      expect(await loginProblems(restDb)).toEqual([])
    })
  }
})

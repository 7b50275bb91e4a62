/**
 * What the API's database login may do, checked at start: the server refuses to serve requests
 * through a login that could reach more than the three API roles (docs/backend.md, Security).
 */
import type { Database } from './db.ts'

export const API_ROLES = ['anon', 'authenticated', 'service_role'] as const
export const API_LOGIN = 'authenticator'
/** Supabase's own limit for its authenticator login. */
export const API_STATEMENT_TIMEOUT = '8s'

const SET_CONFIG = 'pg_catalog.set_config(text, text, boolean)'

/** The API's connection string: `DATABASE_API_URL`, else DATABASE_URL as `authenticator`. */
export function apiDatabaseUrl(databaseUrl: string, databaseApiUrl?: string): string {
  if (databaseApiUrl) return databaseApiUrl
  const url = new URL(databaseUrl)
  url.username = API_LOGIN
  return url.toString()
}

interface LoginRow {
  rolname: string
  rolsuper: boolean
  rolinherit: boolean
  rolbypassrls: boolean
  rolcreaterole: boolean
  member_of: string[]
  owns: number
}

/** Every way the login could reach more than the API roles; empty when it is fit to serve. */
export async function loginProblems(api: Database): Promise<string[]> {
  const problems: string[] = []
  const { rows: calls } = await api.query<{ role: string }>(
    `SELECT r AS role FROM unnest($1::text[]) r WHERE has_function_privilege(r, '${SET_CONFIG}', 'EXECUTE')`,
    [API_ROLES],
  )
  for (const { role } of calls) problems.push(`${role} may call set_config`)
  // PGlite has one built-in superuser session: its guard is the revoked set_config above.
  if (api.kind === 'pglite') return problems

  const { rows } = await api.query<LoginRow>(
    `SELECT r.rolname, r.rolsuper, r.rolinherit, r.rolbypassrls, r.rolcreaterole,
            ARRAY(SELECT g.rolname::text FROM pg_auth_members m JOIN pg_roles g ON g.oid = m.roleid
                   WHERE m.member = r.oid ORDER BY 1) AS member_of,
            (SELECT count(*)::int FROM pg_class c WHERE c.relowner = r.oid) AS owns
       FROM pg_roles r WHERE r.rolname = current_user`,
  )
  const login = rows[0]!
  const name = login.rolname
  if (login.rolsuper) problems.push(`${name} is a superuser`)
  if (login.rolinherit) problems.push(`${name} inherits its roles' rights (needs NOINHERIT)`)
  if (login.rolbypassrls) problems.push(`${name} bypasses row-level security`)
  if (login.rolcreaterole) problems.push(`${name} can create roles`)
  if (login.owns > 0) problems.push(`${name} owns ${login.owns} tables or other relations`)
  for (const role of login.member_of) {
    if (!(API_ROLES as readonly string[]).includes(role)) {
      problems.push(`${name} can switch to ${role}`)
    }
  }
  return problems
}

export async function assertLeastPrivilege(api: Database): Promise<void> {
  const problems = await loginProblems(api)
  if (problems.length === 0) return
  throw new Error(
    `The API's database login is not fit to serve requests: ${problems.join('; ')}. ` +
      `Log in as a NOINHERIT role that is a member of ${API_ROLES.join(', ')} only ` +
      `(DATABASE_API_URL), and revoke EXECUTE on ${SET_CONFIG} from PUBLIC (docs/backend.md, Security).`,
  )
}

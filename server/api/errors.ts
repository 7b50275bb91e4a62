import { PASSWORD_LENGTH_MESSAGE } from '../../src/lib/password-rule.ts'

/** An answer other than success, already in the shape its API (GoTrue or PostgREST) uses. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.message === 'string' ? body.message : `HTTP ${statusCode}`)
  }
}

/** PostgREST's error body: `{code, details, hint, message}`. */
export function restError(
  status: number,
  code: string,
  message: string,
  details: string | null = null,
  hint: string | null = null,
  headers?: Record<string, string>,
): ApiError {
  return new ApiError(status, { code, details, hint, message }, headers)
}

/** GoTrue's error body (API version 2024-01-01): `{code, message}` plus extras. */
export function authError(
  status: number,
  code: string,
  message: string,
  extra: Record<string, unknown> = {},
): ApiError {
  return new ApiError(status, { code, message, ...extra })
}

/** GoTrue's weak_password answer, in the site form's words (src/lib/password-rule.ts). */
export function weakPassword(problems: string[]) {
  return authError(422, 'weak_password', problems.join(' '), {
    weak_password: {
      reasons: [
        ...(problems.includes(PASSWORD_LENGTH_MESSAGE) ? ['length'] : []),
        ...(problems.some((p) => p !== PASSWORD_LENGTH_MESSAGE) ? ['characters'] : []),
      ],
    },
  })
}

/** What the Supabase gateway answers before GoTrue or PostgREST see the request. */
export const noApiKey = () =>
  new ApiError(401, {
    message: 'No API key found in request',
    hint: 'No `apikey` request header or url param was found.',
  })
export const invalidApiKey = () =>
  new ApiError(401, {
    message: 'Invalid API key',
    hint: 'Double check your Supabase `anon` or `service_role` API key.',
  })

export interface DatabaseErrorLike {
  code: string
  message: string
  detail?: string
  hint?: string
}

export function isDatabaseError(err: unknown): err is DatabaseErrorLike {
  const code = (err as { code?: unknown } | null)?.code
  return err instanceof Error && typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)
}

/** PostgREST's mapping from SQLSTATE to HTTP status. */
export function statusForSqlState(code: string, role: string): number {
  if (code === '42501') return role === 'anon' ? 401 : 403
  if (code === '23503' || code === '23505' || code === '23P01') return 409
  if (code === '25006') return 405
  if (code === '42883' || code === '42P01') return 404
  if (code === '40001' || code === '40P01') return 409
  const klass = code.slice(0, 2)
  if (klass === '08' || klass === '53') return 503
  if (klass === '0L' || klass === '0P' || klass === '28') return 403
  if (['22', '23', '42', 'P0', 'F0', 'HV'].includes(klass)) return 400
  if (['09', '25', '2D', '38', '39', '3B', '40', '54', '55', '57', '58', 'XX'].includes(klass))
    return 500
  return 400
}

/** An access token whose session was signed out, revoked or timed out (SQLSTATE PT401). */
export const sessionEnded = () =>
  restError(401, 'PGRST303', 'JWT session has ended', null, 'Sign in again.', {
    'WWW-Authenticate': 'Bearer error="invalid_token", error_description="JWT session has ended"',
  })

export function fromDatabaseError(err: DatabaseErrorLike, role: string): ApiError {
  // auth.require_session (the server) and private.require_live_session (the policies) raise it.
  if (err.code === 'PT401') return sessionEnded()
  // As PostgREST: SQLSTATE PTnnn answers HTTP nnn (the form limits raise PT429 and PT400).
  const raised = /^PT([1-5]\d\d)$/.exec(err.code)
  const status = raised ? Number(raised[1]) : statusForSqlState(err.code, role)
  // Postgres hides a duplicate key's values from roles under RLS; never echo them.
  const details = err.code === '23505' ? null : (err.detail ?? null)
  return restError(status, err.code, err.message, details, err.hint ?? null)
}

import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { SignJWT, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose'

export const ISSUER = 'local-supabase'
export const ACCESS_TOKEN_SECONDS = 3600
const API_ROLES = new Set(['anon', 'authenticated', 'service_role'])

/** The JWT secret: JWT_SECRET if given, else generated once and kept in the data dir. */
export function loadJwtSecret(dataDir: string, fromEnv?: string): string {
  if (fromEnv) {
    if (fromEnv.length < 32) throw new Error('JWT_SECRET must be at least 32 characters long.')
    return fromEnv
  }
  const file = path.join(dataDir, 'jwt-secret')
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim()
    if (secret.length < 32) throw new Error(`${file} must hold at least 32 characters.`)
    return secret
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  const secret = randomBytes(48).toString('base64url')
  writeFileSync(file, secret, { mode: 0o600, flag: 'wx' })
  return secret
}

export interface Claims extends JWTPayload {
  role: 'anon' | 'authenticated' | 'service_role'
  session_id?: string
  email?: string
}

export class TokenError extends Error {
  constructor(readonly expired: boolean) {
    super(expired ? 'JWT expired' : 'invalid JWT')
  }
}

// Fixed claims make the API keys the same at every start for a given secret, as the CLI's are.
const KEY_IAT = 1_735_689_600 // 2025-01-01
const KEY_EXP = 2_051_222_400 // 2035-01-01

export interface Jwt {
  anonKey: string
  serviceRoleKey: string
  sign(claims: Record<string, unknown>, expiresInSeconds: number): Promise<string>
  /** Verifies an HS256 token signed with our secret; rejects with TokenError. */
  verify(token: string): Promise<Claims>
}

export async function createJwt(secret: string): Promise<Jwt> {
  const key = new TextEncoder().encode(secret)
  const signKey = (role: string) =>
    new SignJWT({ iss: ISSUER, role, iat: KEY_IAT, exp: KEY_EXP })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(key)
  const anonKey = await signKey('anon')
  const serviceRoleKey = await signKey('service_role')

  // Verified tokens are cached until they expire: HMAC checks dominate small requests otherwise.
  const cache = new Map<string, Claims>()
  const MAX_CACHED = 10_000

  return {
    anonKey,
    serviceRoleKey,
    sign(claims, expiresInSeconds) {
      const now = Math.floor(Date.now() / 1000)
      return new SignJWT({ iss: ISSUER, ...claims, iat: now, exp: now + expiresInSeconds })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .sign(key)
    },
    async verify(token) {
      const now = Date.now() / 1000
      const cached = cache.get(token)
      if (cached) {
        if (cached.exp !== undefined && cached.exp <= now) {
          cache.delete(token)
          throw new TokenError(true)
        }
        return cached
      }
      let payload: JWTPayload
      try {
        ;({ payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          requiredClaims: ['exp'],
        }))
      } catch (err) {
        throw new TokenError(err instanceof joseErrors.JWTExpired)
      }
      if (typeof payload.role !== 'string' || !API_ROLES.has(payload.role)) {
        throw new TokenError(false)
      }
      // A user's token is for the `authenticated` audience only, as GoTrue issues it.
      if (
        payload.role === 'authenticated' &&
        (typeof payload.sub !== 'string' || payload.aud !== 'authenticated')
      ) {
        throw new TokenError(false)
      }
      if (cache.size >= MAX_CACHED) cache.clear()
      cache.set(token, payload as Claims)
      return payload as Claims
    },
  }
}

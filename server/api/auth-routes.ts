/** GoTrue's endpoints as supabase-js 2.109 calls them (see the wire-protocol reference). */
import { randomUUID } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { ApiError, authError, weakPassword } from './errors.ts'
import { passwordProblems } from '../../src/lib/password-rule.ts'
import { bearerToken, checkApiKey, type ApiKeys } from './http.ts'
import { signupMail } from './account-mail.ts'
import { ACCESS_TOKEN_SECONDS, TokenError, type Claims, type Jwt } from './jwt.ts'
import { dummyHash, type PasswordHasher } from './passwords.ts'
import { mailSlots, recipientKey } from './mail-slots.ts'
import { WindowCounter } from './rate-limit.ts'
import { newToken, sha256, type AuthStore, type UserRow } from './auth-store.ts'
import type { Logger } from '../log.ts'
import type { Mailer } from '../mail.ts'
import { siteLink } from '../site-url.ts'

export interface AuthOptions {
  store: AuthStore
  jwt: Jwt
  keys: ApiKeys
  logger: Logger
  requireEmailConfirmation: boolean
  passwords: PasswordHasher
  /** Sign-up and sign-in requests per IP per 5 minutes (Supabase's default is 30). */
  authRateLimitPerIp: number
  /** Origins, besides the site's own, that redirects may go to. */
  redirectAllowList: string[]
  /** Sign-up confirmation mail (AUTH_REQUIRE_EMAIL_CONFIRMATION=true). */
  mailer: Mailer
  /**
   * Recovery and e-mail change links (account-routes.ts): a recovery link's session, an e-mail
   * change link's message (it signs nobody in), or null when not valid.
   */
  redeemLink: (
    type: 'recovery' | 'email_change',
    token: string,
  ) => Promise<
    { user: UserRow; sessionId: string; refreshToken: string } | { message: string } | null
  >
  /** The site's public address (SITE_URL): links and the default redirect, never the Host header. */
  siteUrl: () => string
  /** Development only: write confirmation links (with their token) to the log. */
  logAuthLinks: boolean
  now?: () => number
}

const FIFTEEN_MINUTES = 15 * 60_000
const FIVE_MINUTES = 5 * 60_000
const MAX_PASSWORD = 1024
const MAX_METADATA = 2048

const Email = z.email({ error: 'Unable to validate email address: invalid format' }).max(254)
const SignUpBody = z.object({
  email: Email,
  password: z.string({ error: 'Signup requires a valid password' }).max(MAX_PASSWORD),
  data: z
    .record(z.string(), z.unknown())
    .refine((d) => JSON.stringify(d).length <= MAX_METADATA, 'User metadata is too large')
    .optional(),
})
const PasswordGrant = z.object({
  email: z.string({ error: 'Email and password are required' }).min(1).max(320),
  password: z.string({ error: 'Email and password are required' }).min(1).max(MAX_PASSWORD),
})
const RefreshGrant = z.object({
  refresh_token: z.string({ error: 'Refresh token is required' }).min(1).max(256),
})

function parse<T>(schema: z.ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body ?? {})
  if (!result.success) {
    throw authError(400, 'validation_failed', result.error.issues[0]?.message ?? 'Invalid request')
  }
  return result.data
}

const tooMany = (message: string, retryAfter: number) => {
  const err = authError(429, 'over_request_rate_limit', message)
  return new ApiError(err.statusCode, err.body, { 'Retry-After': String(retryAfter) })
}

const iso = (d: Date | null) => (d ? d.toISOString() : undefined)

/** GoTrue's user object. */
export function userJson(user: UserRow) {
  const confirmed = user.email_confirmed_at !== null
  const identityData = {
    email: user.email,
    email_verified: confirmed,
    phone_verified: false,
    sub: user.id,
  }
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: '',
    confirmation_sent_at: iso(user.confirmation_sent_at),
    confirmed_at: iso(user.email_confirmed_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data,
    user_metadata: { ...user.raw_user_meta_data, ...identityData },
    identities: [
      {
        identity_id: user.id,
        id: user.id,
        user_id: user.id,
        identity_data: identityData,
        provider: 'email',
        last_sign_in_at: iso(user.last_sign_in_at ?? user.created_at),
        created_at: user.created_at.toISOString(),
        updated_at: user.updated_at.toISOString(),
        email: user.email,
      },
    ],
    created_at: user.created_at.toISOString(),
    updated_at: user.updated_at.toISOString(),
    is_anonymous: false,
  }
}

export async function authRoutes(app: FastifyInstance, options: AuthOptions) {
  const { store, jwt, logger, keys } = options
  const now = options.now ?? Date.now
  const perIp = new WindowCounter(options.authRateLimitPerIp, FIVE_MINUTES, now)
  const signUpsPerEmail = new WindowCounter(3, FIFTEEN_MINUTES, now)
  // Per address and IP: a stranger's wrong guesses never lock the owner out from elsewhere.
  const failedSignIns = new WindowCounter(5, FIFTEEN_MINUTES, now)
  const mail = mailSlots(now)
  const purge = setInterval(() => store.purge().catch(() => undefined), 10 * 60_000).unref()
  app.addHook('onClose', async () => clearInterval(purge))
  const unknownUserHash = dummyHash(options.passwords.cost)
  unknownUserHash.catch(() => undefined)

  app.addHook('onRequest', async (req, reply) => {
    // Without this header supabase-js reads the legacy error fields instead of `code`.
    reply.header('X-Supabase-Api-Version', '2024-01-01')
    const path = req.url.split('?')[0]
    // The e-mail link is opened by a browser, without a key, as with Supabase.
    if (req.method !== 'OPTIONS' && path !== '/auth/v1/verify') checkApiKey(req, keys)
  })

  function countIp(req: FastifyRequest) {
    if (!perIp.take(req.ip)) throw tooMany('Request rate limit reached', perIp.retryAfter(req.ip))
  }

  function redirectTarget(raw: unknown): string {
    const origin = new URL(options.siteUrl()).origin
    if (typeof raw === 'string' && raw.length <= 2048) {
      try {
        const url = new URL(raw)
        const allowed = [origin, ...options.redirectAllowList]
        if (
          (url.protocol === 'http:' || url.protocol === 'https:') &&
          allowed.includes(url.origin)
        ) {
          url.hash = ''
          return url.toString()
        }
      } catch {
        // Not a URL: fall back to the site.
      }
    }
    return `${options.siteUrl()}/`
  }

  async function session(user: UserRow, sessionId: string, refreshToken: string) {
    const issuedAt = Math.floor(now() / 1000)
    const accessToken = await jwt.sign(
      {
        aud: 'authenticated',
        sub: user.id,
        email: user.email,
        phone: '',
        app_metadata: user.raw_app_meta_data,
        user_metadata: userJson(user).user_metadata,
        role: 'authenticated',
        aal: 'aal1',
        amr: [{ method: 'password', timestamp: issuedAt }],
        session_id: sessionId,
        is_anonymous: false,
      },
      ACCESS_TOKEN_SECONDS,
    )
    return {
      access_token: accessToken,
      token_type: 'bearer',
      expires_in: ACCESS_TOKEN_SECONDS,
      expires_at: issuedAt + ACCESS_TOKEN_SECONDS,
      refresh_token: refreshToken,
      user: userJson(user),
    }
  }

  /** The signed-in user's claims from the Bearer token of a live session, as GoTrue checks them. */
  async function userClaims(
    req: FastifyRequest,
  ): Promise<Claims & { sub: string; session_id: string }> {
    const token = bearerToken(req)
    if (!token) throw authError(401, 'no_authorization', 'This endpoint requires a Bearer token')
    let claims: Claims
    try {
      claims = await jwt.verify(token)
    } catch (err) {
      const reason =
        err instanceof TokenError && err.expired ? 'token is expired' : 'signature is invalid'
      throw authError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${reason}`)
    }
    if (claims.role !== 'authenticated' || !claims.sub || !claims.session_id) {
      throw authError(403, 'bad_jwt', 'invalid claim: missing sub claim')
    }
    // Every account route (user, update, sign-out) needs a live session, as GoTrue's do.
    if (!(await store.sessionExists(claims.session_id))) {
      throw authError(
        403,
        'session_not_found',
        'Session from session_id claim in JWT does not exist',
      )
    }
    return claims as Claims & { sub: string; session_id: string }
  }

  async function sendConfirmationLink(email: string, token: string, redirectTo: string) {
    const params = { token, type: 'signup', redirect_to: redirectTo }
    const link = siteLink(options.siteUrl(), '/auth/v1/verify', params)
    // The link holds a token: it reaches the log only in development (DEV_LOG_AUTH_LINKS).
    logger.info(
      'confirm sign-up',
      options.logAuthLinks ? { email, confirmation_link: link } : { email },
    )
    await options.mailer.send(signupMail(email, link))
  }

  app.post('/signup', async (req) => {
    countIp(req)
    const body = parse(SignUpBody, req.body)
    const email = body.email.toLowerCase()
    if (!signUpsPerEmail.take(email)) {
      throw tooMany(
        'Too many signup attempts. Please try again in 15 minutes.',
        signUpsPerEmail.retryAfter(email),
      )
    }
    const problems = passwordProblems(body.password)
    if (problems.length > 0) throw weakPassword(problems)
    // Taken whether or not a mail goes out, so the answer says nothing about the address.
    if (options.requireEmailConfirmation) mail.take(recipientKey(email))
    const redirectTo = redirectTarget((req.query as Record<string, unknown>).redirect_to)
    const passwordHash = await options.passwords.hash(body.password)
    const metadata = body.data ?? {}

    if (!options.requireEmailConfirmation) {
      const user = await store.createUser({
        email,
        passwordHash,
        metadata,
        confirmed: true,
        confirmationTokenHash: null,
      })
      if (!user) throw authError(422, 'user_already_exists', 'User already registered')
      const opened = await store.signIn(user.id)
      if (!opened) throw new Error('user vanished during sign-up')
      return session(opened.user, opened.sessionId, opened.refreshToken)
    }

    const token = newToken()
    const user = await store.createUser({
      email,
      passwordHash,
      metadata,
      confirmed: false,
      confirmationTokenHash: sha256(token),
    })
    let id = user?.id
    if (user) await sendConfirmationLink(email, token, redirectTo)
    else {
      const existing = await store.findByEmail(email)
      if (existing && existing.email_confirmed_at === null) {
        await store.renewConfirmation(existing.id, sha256(token))
        await sendConfirmationLink(email, token, redirectTo)
        id = existing.id
      }
    }
    // The same answer for a new and a taken address, so sign-up does not reveal who has an account.
    const at = new Date(now()).toISOString()
    return {
      id: id ?? randomUUID(),
      aud: 'authenticated',
      role: 'authenticated',
      email,
      phone: '',
      confirmation_sent_at: at,
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: {},
      identities: [],
      created_at: at,
      updated_at: at,
      is_anonymous: false,
    }
  })

  app.post('/token', async (req) => {
    const grantType = (req.query as Record<string, unknown>).grant_type
    if (grantType === 'password') {
      countIp(req)
      const body = parse(PasswordGrant, req.body)
      const email = body.email.toLowerCase()
      const attempt = `${email} ${req.ip}`
      if (failedSignIns.isLimited(attempt)) {
        throw tooMany(
          'Too many signin attempts. Please try again in 15 minutes.',
          failedSignIns.retryAfter(attempt),
        )
      }
      const user = await store.findByEmail(email)
      const valid = await options.passwords.verify(
        body.password,
        user ? user.encrypted_password : await unknownUserHash,
      )
      if (!user || !valid) {
        failedSignIns.take(attempt)
        throw authError(400, 'invalid_credentials', 'Invalid login credentials')
      }
      failedSignIns.reset(attempt)
      if (user.email_confirmed_at === null) {
        throw authError(400, 'email_not_confirmed', 'Email not confirmed')
      }
      const opened = await store.signIn(user.id)
      if (!opened) throw authError(400, 'invalid_credentials', 'Invalid login credentials')
      return session(opened.user, opened.sessionId, opened.refreshToken)
    }
    if (grantType === 'refresh_token') {
      const body = parse(RefreshGrant, req.body)
      const result = await store.rotate(body.refresh_token)
      if (result.kind === 'not_found') {
        throw authError(
          400,
          'refresh_token_not_found',
          'Invalid Refresh Token: Refresh Token Not Found',
        )
      }
      if (result.kind === 'expired') {
        throw authError(400, 'session_expired', 'Invalid Refresh Token: Session Expired')
      }
      if (result.kind === 'reused') {
        logger.warn('refresh token reused; session revoked')
        throw authError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used')
      }
      return session(result.user, result.sessionId, result.refreshToken)
    }
    throw authError(400, 'validation_failed', 'unsupported_grant_type')
  })

  app.post('/logout', async (req, reply) => {
    const claims = await userClaims(req)
    const scope = (req.query as Record<string, unknown>).scope ?? 'global'
    if (scope !== 'global' && scope !== 'local' && scope !== 'others') {
      throw authError(400, 'validation_failed', 'Unsupported logout scope')
    }
    await store.endSessions(claims.sub, claims.session_id, scope)
    return reply.code(204).send()
  })

  app.get('/user', async (req) => {
    const claims = await userClaims(req)
    const user = await store.findById(claims.sub)
    if (!user) throw authError(404, 'user_not_found', 'User from sub claim in JWT does not exist')
    return userJson(user)
  })

  app.get('/verify', async (req, reply) => {
    const query = req.query as Record<string, unknown>
    const redirectTo = redirectTarget(query.redirect_to)
    const token = typeof query.token === 'string' && query.token.length <= 256 ? query.token : ''
    const type = query.type
    const confirmed = !token
      ? null
      : type === 'signup' || type === 'email'
        ? await store.confirm(sha256(token))
        : type === 'recovery' || type === 'email_change'
          ? await options.redeemLink(type, token)
          : null
    if (confirmed && 'message' in confirmed) {
      // supabase-js ignores a fragment without a token or error: the page just opens.
      const fragment = new URLSearchParams({ message: confirmed.message })
      return reply.redirect(`${redirectTo}#${fragment}`, 303)
    }
    if (!confirmed) {
      const fragment = new URLSearchParams({
        error: 'access_denied',
        error_code: 'otp_expired',
        error_description: 'Email link is invalid or has expired',
      })
      return reply.redirect(`${redirectTo}#${fragment}`, 303)
    }
    const s = await session(confirmed.user, confirmed.sessionId, confirmed.refreshToken)
    const fragment = new URLSearchParams({
      access_token: s.access_token,
      expires_at: String(s.expires_at),
      expires_in: String(s.expires_in),
      refresh_token: s.refresh_token,
      token_type: 'bearer',
      // supabase-js fires PASSWORD_RECOVERY for `recovery`.
      type: type === 'recovery' ? type : 'signup',
    })
    return reply.redirect(`${redirectTo}#${fragment}`, 303)
  })

  app.get('/settings', async () => ({
    external: { email: true, phone: false },
    disable_signup: false,
    mailer_autoconfirm: !options.requireEmailConfirmation,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  }))

  app.get('/health', async () => ({
    version: 'local',
    name: 'GoTrue',
    description: 'Local Supabase-compatible auth (server/api)',
  }))

  // For account-routes.ts, registered in the same scope.
  return { countIp, redirectTarget, session, userClaims, takeMailSlot: mail.take }
}

export type AuthHelpers = Awaited<ReturnType<typeof authRoutes>>

/**
 * GoTrue's account endpoints as supabase-js calls them: `POST /recover`
 * (resetPasswordForEmail) and `PUT /user` (updateUser: password, e-mail). The links they send
 * are redeemed by `GET /verify` in auth-routes.ts through `redeemLink`.
 */
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { emailChangeCurrentMail, emailChangeMail, recoveryMail } from './account-mail.ts'
import type { AccountStore, LinkType } from './account-store.ts'
import type { AuthHelpers } from './auth-routes.ts'
import { userJson } from './auth-routes.ts'
import type { AuthStore } from './auth-store.ts'
import { authError, weakPassword } from './errors.ts'
import { passwordProblems } from '../../src/lib/password-rule.ts'
import type { PasswordHasher } from './passwords.ts'
import type { Logger } from '../log.ts'
import { recipientKey } from './mail-slots.ts'
import type { Mailer } from '../mail.ts'
import { siteLink } from '../site-url.ts'

export interface AccountOptions {
  store: AuthStore
  account: AccountStore
  mailer: Mailer
  /** The site's public address (SITE_URL): every link in a mail is built on it. */
  siteUrl: () => string
  passwords: PasswordHasher
  /** Where a mail that failed after the answer went out is reported. */
  logger?: Logger
  now?: () => number
}

const MAX_PASSWORD = 1024
/** A recovery session may set a password without the old one for this long. */
const RECOVERY_WINDOW = 60 * 60_000

/** GoTrue's words for the first of the two links. */
const WAITING_FOR_OTHER =
  'Confirmation link accepted. Please proceed to confirm link sent to the other email'
const EMAIL_CHANGED = 'Your email address has been changed'

const Email = z.email({ error: 'Unable to validate email address: invalid format' }).max(254)
const RecoverBody = z.object({ email: Email })
const UpdateBody = z.object({
  email: Email.optional(),
  password: z.string().max(MAX_PASSWORD).optional(),
  current_password: z.string().max(MAX_PASSWORD).optional(),
})

function parse<T>(schema: z.ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body ?? {})
  if (!result.success) {
    throw authError(400, 'validation_failed', result.error.issues[0]?.message ?? 'Invalid request')
  }
  return result.data
}

export async function accountRoutes(
  app: FastifyInstance,
  options: AccountOptions,
  auth: AuthHelpers,
) {
  const { store, account, mailer } = options
  const now = options.now ?? Date.now
  // Sessions opened by a recovery link, with when they were opened.
  const recoverySessions = new Map<string, number>()

  function verifyLink(token: string, type: LinkType, redirectTo: string) {
    return siteLink(options.siteUrl(), '/auth/v1/verify', { token, type, redirect_to: redirectTo })
  }

  async function sendRecovery(email: string, redirectTo: string) {
    const user = await store.findByEmail(email)
    if (!user) return
    const token = await account.issue(user.id, 'recovery')
    await mailer.send(recoveryMail(user.email, verifyLink(token, 'recovery', redirectTo)))
  }

  app.post('/recover', async (req) => {
    auth.countIp(req)
    const { email: raw } = parse(RecoverBody, req.body)
    const email = raw.toLowerCase()
    auth.takeMailSlot(recipientKey(email))
    const redirectTo = auth.redirectTarget((req.query as Record<string, unknown>).redirect_to)
    // The same answer, as fast, whether or not the address has an account: the account is looked
    // up and the mail sent after the answer (audit M-3: 162 ms with a mail, 6 ms without).
    setImmediate(() => {
      sendRecovery(email, redirectTo).catch((error: unknown) =>
        options.logger?.error('recovery mail failed', { error: String(error) }),
      )
    })
    return {}
  })

  app.put('/user', async (req) => {
    auth.countIp(req)
    const claims = await auth.userClaims(req)
    const body = parse(UpdateBody, req.body)
    let user = await store.findById(claims.sub)
    if (!user) throw authError(404, 'user_not_found', 'User from sub claim in JWT does not exist')
    let emailChange: { email: string; sentAt: string } | null = null

    const changingEmail =
      body.email !== undefined && body.email.toLowerCase() !== user.email.toLowerCase()
    const openedAt = recoverySessions.get(claims.session_id)
    const recovering = openedAt !== undefined && now() - openedAt < RECOVERY_WINDOW
    // The current password guards both changes: a borrowed session alone cannot move the
    // account to another address (audit H-1). A recovery session may set a password without it.
    if (changingEmail || (body.password !== undefined && !recovering)) {
      if (!body.current_password) {
        throw authError(
          400,
          'current_password_required',
          changingEmail
            ? 'Current password required when changing email.'
            : 'Current password required when setting new password.',
        )
      }
      if (!(await options.passwords.verify(body.current_password, user.encrypted_password))) {
        throw authError(400, 'current_password_mismatch', 'Current password is incorrect.')
      }
    }

    if (body.password !== undefined) {
      // The form's rule, so a request made without the form gets no weaker password (issue 36).
      const problems = passwordProblems(body.password)
      if (problems.length > 0) throw weakPassword(problems)
      if (await options.passwords.verify(body.password, user.encrypted_password)) {
        throw authError(
          422,
          'same_password',
          'New password should be different from the old password.',
        )
      }
      const hash = await options.passwords.hash(body.password)
      user = (await account.setPassword(user.id, hash)) ?? user
      recoverySessions.delete(claims.session_id)
      // As GoTrue: a new password ends every other session.
      await store.endSessions(user.id, claims.session_id, 'others')
    }

    if (changingEmail && body.email !== undefined) {
      const newEmail = body.email.toLowerCase()
      const taken = await store.findByEmail(newEmail)
      if (taken) {
        throw authError(
          422,
          'email_exists',
          'A user with this email address has already been registered',
        )
      }
      auth.takeMailSlot(`email_change:${user.id}`)
      // One per recipient too, whoever asks and whatever the kind (audit M-4).
      auth.takeMailSlot(recipientKey(newEmail))
      const redirectTo = auth.redirectTarget((req.query as Record<string, unknown>).redirect_to)
      const links = await account.issueEmailChange(user.id, newEmail)
      await mailer.send(
        emailChangeMail(newEmail, user.email, verifyLink(links.toNew, 'email_change', redirectTo)),
      )
      await mailer.send(
        emailChangeCurrentMail(
          user.email,
          newEmail,
          verifyLink(links.toCurrent, 'email_change', redirectTo),
        ),
      )
      emailChange = { email: newEmail, sentAt: new Date(now()).toISOString() }
    }

    return {
      ...userJson(user),
      ...(emailChange
        ? { new_email: emailChange.email, email_change_sent_at: emailChange.sentAt }
        : {}),
    }
  })

  /**
   * For GET /verify: uses the link up. A recovery link opens a session; an e-mail change link
   * only confirms (D-30-2), so a link that reaches the wrong person signs nobody in.
   */
  async function redeemLink(type: LinkType, token: string) {
    const redeemed = await account.redeem(type, token)
    if (!redeemed) return null
    if (redeemed.kind === 'email_change_waiting') return { message: WAITING_FOR_OTHER }
    if (redeemed.kind === 'email_changed') return { message: EMAIL_CHANGED }
    const opened = await store.signIn(redeemed.userId)
    if (opened) {
      for (const [id, at] of recoverySessions) {
        if (now() - at >= RECOVERY_WINDOW) recoverySessions.delete(id)
      }
      recoverySessions.set(opened.sessionId, now())
    }
    return opened
  }

  return { redeemLink }
}

import { unsentChanges } from '@/lib/plan-store'
import { getSupabase } from '@/lib/supabase'
import {
  SIGN_IN_LIMIT_MESSAGE,
  SIGN_UP_LIMIT_MESSAGE,
  signInLimiter,
  signUpLimiter,
} from '../rate-limit'

export type AuthResult = { ok: true; signedIn: boolean } | { ok: false; message: string }

/** The server had too many passwords to check at once (server/api/passwords.ts): not the visitor's doing. */
export const SERVER_BUSY_MESSAGE = 'The server is busy. Please try again in a moment.'

function isBusy(error: { code?: string } | null): boolean {
  return error?.code === 'server_busy'
}

function isRateLimited(error: { status?: number } | null): boolean {
  return error?.status === 429
}

/** The server mails an address once a minute, whatever the kind (server/api/mail-slots.ts). */
export const MAIL_TOO_SOON_MESSAGE =
  'An email went to this address a moment ago. Please wait a minute and try again.'

function signUpFailure(error: { status?: number; code?: string } | null): string {
  if (isBusy(error)) return SERVER_BUSY_MESSAGE
  if (error?.code === 'over_email_send_rate_limit') return MAIL_TOO_SOON_MESSAGE
  if (isRateLimited(error)) return SIGN_UP_LIMIT_MESSAGE
  return 'Failed to create account. Please try again.'
}

/** Creates an account, then its profile row (a failed profile insert is only logged). */
export async function signUp(email: string, password: string): Promise<AuthResult> {
  if (!signUpLimiter.attempt(email)) return { ok: false, message: SIGN_UP_LIMIT_MESSAGE }
  try {
    const supabase = await getSupabase()
    const { data, error } = await supabase.auth.signUp({
      email,
      password,
      options: { emailRedirectTo: window.location.origin },
    })
    if (error || !data.user) {
      return { ok: false, message: signUpFailure(error) }
    }
    signUpLimiter.reset(email)
    const profile = await supabase.from('profiles').insert({ id: data.user.id, email })
    if (profile.error) console.info('Profile not created yet:', profile.error.message)
    return { ok: true, signedIn: Boolean(data.session) }
  } catch {
    return { ok: false, message: 'Failed to create account. Please try again.' }
  }
}

/** Signs in with email and password; any failure reads the same, so it reveals nothing. */
export async function signIn(email: string, password: string): Promise<AuthResult> {
  if (!signInLimiter.attempt(email)) return { ok: false, message: SIGN_IN_LIMIT_MESSAGE }
  try {
    const supabase = await getSupabase()
    const { error } = await supabase.auth.signInWithPassword({ email, password })
    if (error) {
      return {
        ok: false,
        message: isBusy(error)
          ? SERVER_BUSY_MESSAGE
          : isRateLimited(error)
            ? SIGN_IN_LIMIT_MESSAGE
            : 'Invalid email or password.',
      }
    }
    signInLimiter.reset(email)
    return { ok: true, signedIn: true }
  } catch {
    return { ok: false, message: 'Invalid email or password.' }
  }
}

/**
 * Signs out here and ends the session on the server; false when the visitor keeps the session
 * because ticks made offline are not yet saved (docs/decisions.md#d-29-3).
 */
export async function signOut(): Promise<boolean> {
  const supabase = await getSupabase()
  const { data } = await supabase.auth.getSession()
  const unsent = data.session ? unsentChanges(data.session.user.id) : 0
  if (
    unsent > 0 &&
    !window.confirm(
      `${unsent} checklist ${unsent === 1 ? 'change is' : 'changes are'} not saved to your account yet (made while offline). Sign out anyway and lose ${unsent === 1 ? 'it' : 'them'}?`,
    )
  ) {
    return false
  }
  await supabase.auth.signOut()
  return true
}

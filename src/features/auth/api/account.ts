import { fetchMembership, fetchRoster } from '@/lib/household'
import { getSupabase } from '@/lib/supabase'

export type Outcome<Field extends string = never> =
  { ok: true } | { ok: false; message: string; field?: Field }

const FAILED = 'Something went wrong. Please try again.'
const TOO_SOON = 'Please wait a minute before asking for another email.'

/** Where the recovery link brings the visitor back to. */
export const RESET_PATH = '/reset-password'

/** Sends the reset link; the answer never says whether the address has an account. */
export async function requestPasswordReset(email: string): Promise<Outcome> {
  try {
    const supabase = await getSupabase()
    const { error } = await supabase.auth.resetPasswordForEmail(email, {
      redirectTo: `${window.location.origin}${RESET_PATH}`,
    })
    if (error?.status === 429) return { ok: false, message: TOO_SOON }
    if (error && (error.status ?? 500) >= 500) return { ok: false, message: FAILED }
    return { ok: true }
  } catch {
    return { ok: false, message: FAILED }
  }
}

/** A new password after a recovery link: the link's session stands in for the old password. */
export async function setNewPassword(password: string): Promise<Outcome<'password'>> {
  try {
    const supabase = await getSupabase()
    const { error } = await supabase.auth.updateUser({ password })
    if (!error) return { ok: true }
    if (error.code === 'weak_password' || error.code === 'same_password') {
      return { ok: false, field: 'password', message: passwordMessage(error.code) }
    }
    if (error.code === 'current_password_required') {
      return {
        ok: false,
        message: 'This reset link has run out. Change your password on your account page instead.',
      }
    }
    return { ok: false, message: FAILED }
  } catch {
    return { ok: false, message: FAILED }
  }
}

/** Changes the password of a signed-in visitor, who gives the current one. */
export async function changePassword(
  currentPassword: string,
  password: string,
): Promise<Outcome<'currentPassword' | 'password'>> {
  try {
    const supabase = await getSupabase()
    const { error } = await supabase.auth.updateUser({
      password,
      current_password: currentPassword,
    })
    if (!error) return { ok: true }
    if (error.code === 'current_password_mismatch' || error.code === 'current_password_required') {
      return { ok: false, field: 'currentPassword', message: 'Your current password is incorrect.' }
    }
    if (error.code === 'weak_password' || error.code === 'same_password') {
      return { ok: false, field: 'password', message: passwordMessage(error.code) }
    }
    return { ok: false, message: FAILED }
  } catch {
    return { ok: false, message: FAILED }
  }
}

function passwordMessage(code: string) {
  return code === 'same_password'
    ? 'Choose a password different from your current one.'
    : 'Password must be at least 8 characters long'
}

/**
 * Asks to move the account to a new address, with the current password: a link goes to each
 * address, and the address changes once both are opened.
 */
export async function changeEmail(
  email: string,
  currentPassword: string,
): Promise<Outcome<'email' | 'currentPassword'>> {
  try {
    const supabase = await getSupabase()
    const { error } = await supabase.auth.updateUser(
      { email, current_password: currentPassword },
      { emailRedirectTo: `${window.location.origin}/account` },
    )
    if (!error) return { ok: true }
    if (error.code === 'current_password_mismatch' || error.code === 'current_password_required') {
      return { ok: false, field: 'currentPassword', message: 'Your current password is incorrect.' }
    }
    if (error.code === 'email_exists') {
      return { ok: false, field: 'email', message: 'Another account already uses this address.' }
    }
    if (error.status === 429) return { ok: false, message: TOO_SOON }
    return { ok: false, message: FAILED }
  } catch {
    return { ok: false, message: FAILED }
  }
}

/** Ends every session of the account, on every device, this one included. */
export async function signOutEverywhere(): Promise<Outcome> {
  try {
    const supabase = await getSupabase()
    const { error } = await supabase.auth.signOut({ scope: 'global' })
    return error ? { ok: false, message: FAILED } : { ok: true }
  } catch {
    return { ok: false, message: FAILED }
  }
}

/** Everything the site stores about the visitor, as one JSON document. */
export async function exportMyData(): Promise<
  { ok: true; json: string } | { ok: false; message: string }
> {
  try {
    const supabase = await getSupabase()
    const { data: auth, error: userError } = await supabase.auth.getUser()
    if (userError || !auth.user) return { ok: false, message: FAILED }
    const [profile, checklist] = await Promise.all([
      supabase.from('profiles').select('*').eq('id', auth.user.id),
      supabase
        .from('checklist_progress')
        .select('checklist_type, item_index, completed, updated_at')
        .eq('user_id', auth.user.id)
        .order('checklist_type')
        .order('item_index'),
    ])
    if (profile.error || checklist.error) return { ok: false, message: FAILED }
    const household = await exportHousehold(auth.user.id)
    if (household === FAILED) return { ok: false, message: FAILED }
    const document = {
      exportedAt: new Date().toISOString(),
      account: {
        id: auth.user.id,
        email: auth.user.email,
        createdAt: auth.user.created_at,
        lastSignInAt: auth.user.last_sign_in_at,
      },
      profile: profile.data[0] ?? null,
      checklist: checklist.data,
      household,
    }
    return { ok: true, json: JSON.stringify(document, null, 2) }
  } catch {
    return { ok: false, message: FAILED }
  }
}

/** The household's part of the export: its plan, members and shared checklist, or null. */
async function exportHousehold(userId: string) {
  const membership = await fetchMembership(userId)
  if (membership.error) return FAILED
  if (!membership.data) return null
  const supabase = await getSupabase()
  const [plan, roster, checklist] = await Promise.all([
    supabase.from('households').select('*').eq('id', membership.data.householdId),
    fetchRoster(),
    supabase
      .from('household_progress')
      .select('checklist_type, item_index, completed, updated_at, updated_by')
      .eq('household_id', membership.data.householdId)
      .order('checklist_type')
      .order('item_index'),
  ])
  if (plan.error || roster.error || checklist.error) return FAILED
  return {
    id: membership.data.householdId,
    role: membership.data.role,
    plan: plan.data[0] ?? null,
    members: roster.data,
    checklist: checklist.data,
  }
}

/** Deletes the account and all its rows (the delete_my_account function), then signs out here. */
export async function deleteMyAccount(): Promise<Outcome> {
  try {
    const supabase = await getSupabase()
    const { error } = await supabase.rpc('delete_my_account')
    if (error) return { ok: false, message: FAILED }
    await supabase.auth.signOut({ scope: 'local' })
    return { ok: true }
  } catch {
    return { ok: false, message: FAILED }
  }
}

import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'
import {
  PLAN_KEYS,
  PLAN_QUERY_ROOTS,
  fetchMembership,
  fetchRoster,
  type Member,
  type Membership,
} from '@/lib/household'
import { getSupabase } from '@/lib/supabase'

/** An invite link not yet used, revoked or out of date. */
export interface OpenInvite {
  id: string
  createdAt: string
  expiresAt: string
}

export interface Household {
  membership: Membership | null
  members: Member[]
  invites: OpenInvite[]
}

const FAILED = 'Something went wrong. Please try again.'
const OFFLINE = 'You are offline. Try again when you have a connection.'

/** A message a person can act on, from a supabase-js failure. */
function messageOf(error: { message: string; code?: string } | null, status: number): string {
  if (status === 0 || !navigator.onLine) return OFFLINE
  // The database's own rule messages (P0001, 42501) are written for people; anything else is not.
  if (error && (error.code === 'P0001' || error.code === '42501')) return error.message
  return FAILED
}

export const householdKey = (userId: string) => [PLAN_KEYS.household, userId] as const

/** The user's household: membership, members and open invites (all empty when in none). */
export async function fetchHousehold(userId: string): Promise<Household> {
  const supabase = await getSupabase()
  const membership = await fetchMembership(userId)
  if (membership.error) throw new Error(messageOf(membership.error, membership.status))
  if (!membership.data) return { membership: null, members: [], invites: [] }
  const [roster, invites] = await Promise.all([
    fetchRoster(),
    supabase
      .from('household_invites')
      .select('id, created_at, expires_at')
      .is('used_at', null)
      .is('revoked_at', null)
      .gt('expires_at', new Date().toISOString())
      .order('created_at'),
  ])
  if (roster.error) throw new Error(messageOf(roster.error, roster.status))
  if (invites.error) throw new Error(messageOf(invites.error, invites.status))
  const rows = invites.data as { id: string; created_at: string; expires_at: string }[]
  return {
    membership: membership.data,
    members: roster.data,
    invites: rows.map((row) => ({
      id: row.id,
      createdAt: row.created_at,
      expiresAt: row.expires_at,
    })),
  }
}

export const householdQuery = (userId: string) =>
  queryOptions({
    queryKey: householdKey(userId),
    queryFn: () => fetchHousehold(userId),
    // Another member joining or leaving shows when the page is looked at again.
    refetchOnWindowFocus: true,
  })

export function useHousehold(userId: string) {
  return useQuery(householdQuery(userId))
}

/** After joining, leaving or a member's change: everything membership decides is read again. */
export async function refetchPlan(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    PLAN_QUERY_ROOTS.map((root) => queryClient.invalidateQueries({ queryKey: [root] })),
  )
}

export type Result<T = void> = { ok: true; value: T } | { ok: false; message: string }

/** Calls one of the household's database functions (supabase/migrations/…_households.sql). */
async function call<T>(name: string, args?: Record<string, string>): Promise<Result<T>> {
  try {
    const supabase = await getSupabase()
    const { data, error, status } = await supabase.rpc(name, args)
    if (error) return { ok: false, message: messageOf(error, status) }
    return { ok: true, value: data as T }
  } catch {
    return { ok: false, message: navigator.onLine ? FAILED : OFFLINE }
  }
}

/** A new single-use invite link's token (the household is made with the first one). */
export const createInvite = () => call<string>('create_household_invite')
export const joinHousehold = (token: string) => call<string>('join_household', { token })
export const leaveHousehold = () => call('leave_household')
export const removeMember = (member: string) => call('remove_household_member', { member })
export const transferOwnership = (member: string) =>
  call('transfer_household_ownership', { member })
export const revokeInvite = (invite: string) => call('revoke_household_invite', { invite })

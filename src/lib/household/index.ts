// The household a signed-in user shares a plan with (docs/backend.md#households). The checklist
// reads it to know whose rows to show; the household feature manages it.
import { getSupabase } from '@/lib/supabase'

export interface Membership {
  householdId: string
  role: 'owner' | 'member'
}

export interface Member {
  userId: string
  email: string
  role: 'owner' | 'member'
  joinedAt: string
}

/** What a supabase-js answer carried: null when nothing came back (no signal). */
type Failure = { message: string } | null

type MembershipRead = { data: Membership | null; error: Failure; status: number }
const reading = new Map<string, Promise<MembershipRead>>()

/**
 * The user's household, or null when they are in none. The checklist's rows and its plan are
 * read together (on load, on focus, every 30 s): asks made while one is on its way share it.
 */
export function fetchMembership(userId: string): Promise<MembershipRead> {
  let read = reading.get(userId)
  if (!read) {
    read = readMembership(userId).finally(() => reading.delete(userId))
    reading.set(userId, read)
  }
  return read
}

async function readMembership(userId: string): Promise<MembershipRead> {
  const supabase = await getSupabase()
  const { data, error, status } = await supabase
    .from('household_members')
    .select('household_id, role')
    .eq('user_id', userId)
  const row = (data as { household_id: string; role: Membership['role'] }[] | null)?.[0]
  return { data: row ? { householdId: row.household_id, role: row.role } : null, error, status }
}

/** The members of the caller's household, longest first (none when in no household). */
export async function fetchRoster(): Promise<{ data: Member[]; error: Failure; status: number }> {
  const supabase = await getSupabase()
  const { data, error, status } = await supabase.rpc('household_roster')
  const rows = (data ?? []) as {
    user_id: string
    email: string
    role: Member['role']
    joined_at: string
  }[]
  return {
    data: rows.map((row) => ({
      userId: row.user_id,
      email: row.email,
      role: row.role,
      joinedAt: row.joined_at,
    })),
    error,
    status,
  }
}

/** The first part of the query keys of everything membership changes (one place, two features). */
export const PLAN_KEYS = {
  progress: 'checklist-progress',
  profile: 'profile',
  household: 'household',
} as const

/** Joining or leaving refetches them all. */
export const PLAN_QUERY_ROOTS = Object.values(PLAN_KEYS)

import { useMemo, useSyncExternalStore } from 'react'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { CHECKLIST_TYPE } from '@/data/checklist'
import { PLAN_KEYS, fetchMembership, fetchRoster } from '@/lib/household'
import { getSupabase } from '@/lib/supabase'
import { anonymousTicks, type SavedRow } from '@/lib/plan-store'

/** Completed item indexes (0–19) of one user's Hawaii checklist. */
export type Progress = ReadonlySet<number>

/** The user's saved rows by item index, with the server's updated_at of each. */
export type SavedRows = Readonly<Record<string, SavedRow>>

const NO_TICKS: number[] = []

/** The ticks of a visitor who is not signed in, kept in this browser; none while prerendered. */
export function useLocalTicks(): Progress {
  const ticks = useSyncExternalStore(anonymousTicks.subscribe, anonymousTicks.get, () => NO_TICKS)
  return useMemo(() => new Set(ticks), [ticks])
}

/** A request that did not reach the server (no signal): the change is kept, not refused. */
export class OfflineError extends Error {}

/** Throws what a supabase-js answer carries: OfflineError when nothing came back. */
export function throwIfFailed(error: { message: string } | null, status: number): void {
  if (!error) return
  if (status === 0 || !navigator.onLine) throw new OfflineError(error.message)
  throw new Error(error.message)
}

export const progressKey = (userId: string) => [PLAN_KEYS.progress, userId] as const

interface Row {
  item_index: number
  completed: boolean
  updated_at: string
  updated_by?: string | null
}

/** The rows shown: the user's own, or their household's (docs/backend.md#households). */
export interface PlanRows {
  rows: SavedRows
  /** The household whose rows these are, or null for the user's own. */
  household: string | null
}

function toRows(data: Row[], names?: ReadonlyMap<string, string>): SavedRows {
  return Object.fromEntries(
    data.map((row) => [
      row.item_index,
      {
        completed: row.completed,
        updatedAt: row.updated_at,
        // Only a household's rows say who: a member's address, or null for a former member.
        ...(names && { by: (row.updated_by && names.get(row.updated_by)) || null }),
      },
    ]),
  )
}

async function fetchOwnRows(userId: string): Promise<SavedRows> {
  const supabase = await getSupabase()
  const { data, error, status } = await supabase
    .from('checklist_progress')
    .select('item_index, completed, updated_at')
    .eq('user_id', userId)
    .eq('checklist_type', CHECKLIST_TYPE)
  throwIfFailed(error, status)
  return toRows(data as Row[])
}

async function fetchHouseholdRows(userId: string, household: string): Promise<SavedRows> {
  const supabase = await getSupabase()
  const [progress, roster] = await Promise.all([
    supabase
      .from('household_progress')
      .select('item_index, completed, updated_at, updated_by')
      .eq('household_id', household)
      .eq('checklist_type', CHECKLIST_TYPE),
    fetchRoster(),
  ])
  throwIfFailed(progress.error, progress.status)
  throwIfFailed(roster.error, roster.status)
  const names = new Map(roster.data.map((member) => [member.userId, member.email]))
  names.set(userId, 'you')
  return toRows(progress.data as Row[], names)
}

/**
 * Reads the rows the user's checklist shows: their household's when they are in one, else
 * their own (the same select as before households; both are asked at once).
 */
export async function fetchRows(userId: string): Promise<PlanRows> {
  const [membership, own] = await Promise.all([
    fetchMembership(userId),
    fetchOwnRows(userId).then(
      (rows) => ({ rows }),
      (error: unknown) => ({ error }),
    ),
  ])
  throwIfFailed(membership.error, membership.status)
  const household = membership.data?.householdId ?? null
  if (household) return { rows: await fetchHouseholdRows(userId, household), household }
  if ('error' in own) throw own.error
  return { rows: own.rows, household: null }
}

/** The completed items of saved rows. */
export function completedOf(rows: SavedRows | undefined): Progress {
  return new Set(
    Object.entries(rows ?? {})
      .filter(([, row]) => row.completed)
      .map(([index]) => Number(index)),
  )
}

export const progressQuery = (userId: string) =>
  // 'always': offline, the read fails at once and the page shows the offline copy, instead of
  // waiting paused for a connection.
  queryOptions({
    queryKey: progressKey(userId),
    queryFn: () => fetchRows(userId),
    networkMode: 'always',
    retry: retryUnlessOffline,
    // A household's rows change on another person's phone: read again on focus and every 30 s
    // while the page is visible (TanStack pauses the interval in a hidden tab).
    refetchOnWindowFocus: (query) => Boolean(query.state.data?.household),
    refetchInterval: (query) => (query.state.data?.household ? HOUSEHOLD_POLL_MS : false),
  })

/** How often a household's checklist is read again while the page is visible. */
export const HOUSEHOLD_POLL_MS = 30_000

/** docs/decisions.md#d-24's three retries, none when there is no connection. */
export function retryUnlessOffline(failures: number, error: Error): boolean {
  return !(error instanceof OfflineError) && failures < 3
}

export function useSavedRows(userId: string) {
  return useQuery(progressQuery(userId))
}

export interface SaveItem {
  index: number
  completed: boolean
}

/**
 * Saves one item's state (insert or update of its row) and returns the row as saved: the
 * household's row when `household` is given, else the user's own.
 */
export async function saveItem(
  userId: string,
  { index, completed }: SaveItem,
  household: string | null = null,
): Promise<SavedRow> {
  const supabase = await getSupabase()
  const updatedAt = new Date().toISOString()
  const { data, error, status } = household
    ? await supabase
        .from('household_progress')
        .upsert(
          {
            household_id: household,
            checklist_type: CHECKLIST_TYPE,
            item_index: index,
            completed,
            updated_by: userId,
          },
          { onConflict: 'household_id,checklist_type,item_index' },
        )
        .select('item_index, completed, updated_at')
    : await supabase
        .from('checklist_progress')
        .upsert(
          {
            user_id: userId,
            checklist_type: CHECKLIST_TYPE,
            item_index: index,
            completed,
            updated_at: updatedAt,
          },
          { onConflict: 'user_id,checklist_type,item_index' },
        )
        .select('item_index, completed, updated_at')
  throwIfFailed(error, status)
  const row = toRows(data as Row[])[index]!
  return household ? { ...row, by: 'you' } : row
}

/** Reads one saved row where the user's plan now lives, with that place. */
export async function fetchRow(
  userId: string,
  index: number,
): Promise<{ row: SavedRow | null; household: string | null }> {
  const { rows, household } = await fetchRows(userId)
  return { row: rows[index] ?? null, household }
}

/** The progress with one item set to the given state. */
export function withItem(progress: Progress | undefined, { index, completed }: SaveItem): Progress {
  const next = new Set(progress)
  if (completed) next.add(index)
  else next.delete(index)
  return next
}

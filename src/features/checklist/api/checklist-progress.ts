import { useMemo, useSyncExternalStore } from 'react'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { CHECKLIST_TYPE } from '@/data/checklist'
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

export const progressKey = (userId: string) => ['checklist-progress', userId] as const

interface Row {
  item_index: number
  completed: boolean
  updated_at: string
}

function toRows(data: Row[]): SavedRows {
  return Object.fromEntries(
    data.map((row) => [row.item_index, { completed: row.completed, updatedAt: row.updated_at }]),
  )
}

/** Reads the user's saved rows. */
export async function fetchRows(userId: string): Promise<SavedRows> {
  const supabase = await getSupabase()
  const { data, error, status } = await supabase
    .from('checklist_progress')
    .select('item_index, completed, updated_at')
    .eq('user_id', userId)
    .eq('checklist_type', CHECKLIST_TYPE)
  throwIfFailed(error, status)
  return toRows(data as Row[])
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
  })

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

/** Saves one item's state (insert or update of its row) and returns the row as saved. */
export async function saveItem(userId: string, { index, completed }: SaveItem): Promise<SavedRow> {
  const supabase = await getSupabase()
  const { data, error, status } = await supabase
    .from('checklist_progress')
    .upsert(
      {
        user_id: userId,
        checklist_type: CHECKLIST_TYPE,
        item_index: index,
        completed,
        updated_at: new Date().toISOString(),
      },
      { onConflict: 'user_id,checklist_type,item_index' },
    )
    .select('item_index, completed, updated_at')
  throwIfFailed(error, status)
  return toRows(data as Row[])[index]!
}

/** Reads one saved row, or null when the item was never saved. */
export async function fetchRow(userId: string, index: number): Promise<SavedRow | null> {
  const rows = await fetchRows(userId)
  return rows[index] ?? null
}

/** The progress with one item set to the given state. */
export function withItem(progress: Progress | undefined, { index, completed }: SaveItem): Progress {
  const next = new Set(progress)
  if (completed) next.add(index)
  else next.delete(index)
  return next
}

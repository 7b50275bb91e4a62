import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { CHECKLIST_TYPE } from '@/data/checklist'
import { getSupabase } from '@/lib/supabase'

/** Completed item indexes (0–19) of one user's Hawaii checklist. */
export type Progress = ReadonlySet<number>

export const progressKey = (userId: string) => ['checklist-progress', userId] as const

/** Reads which items the user has completed. */
export async function fetchProgress(userId: string): Promise<Progress> {
  const supabase = await getSupabase()
  const { data, error } = await supabase
    .from('checklist_progress')
    .select('item_index, completed')
    .eq('user_id', userId)
    .eq('checklist_type', CHECKLIST_TYPE)
  if (error) throw new Error(error.message)
  return new Set(
    (data as { item_index: number; completed: boolean }[])
      .filter((row) => row.completed)
      .map((row) => row.item_index),
  )
}

export const progressQuery = (userId: string) =>
  queryOptions({ queryKey: progressKey(userId), queryFn: () => fetchProgress(userId) })

export function useProgress(userId: string | undefined) {
  return useQuery({ ...progressQuery(userId ?? ''), enabled: Boolean(userId) })
}

export interface SaveItem {
  index: number
  completed: boolean
}

/** Saves one item's state (insert or update of its row). */
export async function saveItem(userId: string, { index, completed }: SaveItem): Promise<void> {
  const supabase = await getSupabase()
  const { error } = await supabase.from('checklist_progress').upsert(
    {
      user_id: userId,
      checklist_type: CHECKLIST_TYPE,
      item_index: index,
      completed,
      updated_at: new Date().toISOString(),
    },
    { onConflict: 'user_id,checklist_type,item_index' },
  )
  if (error) throw new Error(error.message)
}

/** The progress with one item set to the given state. */
export function withItem(progress: Progress | undefined, { index, completed }: SaveItem): Progress {
  const next = new Set(progress)
  if (completed) next.add(index)
  else next.delete(index)
  return next
}

/** Saves a tick; once the server has it, the cached progress includes it. */
export function useSaveItem(userId: string | undefined) {
  const queryClient = useQueryClient()
  const key = progressKey(userId ?? '')
  return useMutation({
    mutationFn: (item: SaveItem) => {
      if (!userId) throw new Error('Not signed in')
      return saveItem(userId, item)
    },
    onSuccess: (_data, item) => {
      queryClient.setQueryData<Progress>(key, (previous) => withItem(previous, item))
    },
  })
}

import { useCallback, useSyncExternalStore } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { getSupabase } from '@/lib/supabase'
import { toDayNumber, type CalendarDate } from '../timeline'

const STORAGE_KEY = 'hpp:report-date'
const listeners = new Set<() => void>()

function subscribe(listener: () => void) {
  listeners.add(listener)
  window.addEventListener('storage', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', listener)
  }
}

function readLocal(): CalendarDate | null {
  const value = window.localStorage.getItem(STORAGE_KEY)
  return value && toDayNumber(value) !== null ? value : null
}

/** The report date of a visitor who is not signed in: kept in this browser only. */
export function useLocalReportDate(): [CalendarDate | null, (date: CalendarDate | null) => void] {
  const date = useSyncExternalStore(subscribe, readLocal, () => null)
  const setDate = useCallback((next: CalendarDate | null) => {
    if (next) window.localStorage.setItem(STORAGE_KEY, next)
    else window.localStorage.removeItem(STORAGE_KEY)
    listeners.forEach((listener) => listener())
  }, [])
  return [date, setDate]
}

export const reportDateKey = (userId: string) => ['report-date', userId] as const

/** Reads the report date saved on the user's profile. */
export async function fetchReportDate(userId: string): Promise<CalendarDate | null> {
  const supabase = await getSupabase()
  const { data, error } = await supabase.from('profiles').select('report_date').eq('id', userId)
  if (error) throw new Error(error.message)
  const value = (data as { report_date: string | null }[])[0]?.report_date ?? null
  // A calendar date: keep the first ten characters whatever the server adds.
  return value ? value.slice(0, 10) : null
}

/** Saves the report date on the user's profile (creating the profile row if it is missing). */
export async function saveReportDate(
  userId: string,
  email: string | undefined,
  date: CalendarDate | null,
) {
  const supabase = await getSupabase()
  const { error } = await supabase
    .from('profiles')
    .upsert({ id: userId, email: email ?? null, report_date: date }, { onConflict: 'id' })
  if (error) throw new Error(error.message)
}

/** The signed-in user's report date, following them to any device. */
export function useSavedReportDate(userId: string, email: string | undefined) {
  const queryClient = useQueryClient()
  const key = reportDateKey(userId)
  const query = useQuery({ queryKey: key, queryFn: () => fetchReportDate(userId) })
  const mutation = useMutation({
    mutationFn: (date: CalendarDate | null) => saveReportDate(userId, email, date),
    onMutate: (date) => {
      const previous = queryClient.getQueryData<CalendarDate | null>(key)
      queryClient.setQueryData(key, date)
      return { previous }
    },
    onError: (_error, _date, context) => queryClient.setQueryData(key, context?.previous ?? null),
  })
  return { query, mutation }
}

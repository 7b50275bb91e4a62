import { useSyncExternalStore } from 'react'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { toDayNumber, type CalendarDate } from '@/lib/dates/calendar-date'
import { anonymousReportDate } from '@/lib/plan-store'
import { getSupabase } from '@/lib/supabase'
import { retryUnlessOffline, throwIfFailed } from './checklist-progress'

/** The report date of a visitor who is not signed in: kept in this browser only. */
export function useLocalReportDate(): [CalendarDate | null, (date: CalendarDate | null) => void] {
  const stored = useSyncExternalStore(
    anonymousReportDate.subscribe,
    anonymousReportDate.get,
    () => null,
  )
  const date = stored && toDayNumber(stored) !== null ? stored : null
  return [date, (next) => (next ? anonymousReportDate.set(next) : anonymousReportDate.clear())]
}

export const reportDateKey = (userId: string) => ['report-date', userId] as const

/** Reads the report date saved on the user's profile. */
export async function fetchReportDate(userId: string): Promise<CalendarDate | null> {
  const supabase = await getSupabase()
  const { data, error, status } = await supabase
    .from('profiles')
    .select('report_date')
    .eq('id', userId)
  throwIfFailed(error, status)
  const value = (data as { report_date: string | null }[])[0]?.report_date ?? null
  // A calendar date: keep the first ten characters whatever the server adds.
  return value ? value.slice(0, 10) : null
}

/** Saves the report date on the user's profile (creating the profile row if it is missing). */
export async function saveReportDate(
  userId: string,
  email: string | undefined,
  date: CalendarDate | null,
): Promise<void> {
  const supabase = await getSupabase()
  const { error, status } = await supabase
    .from('profiles')
    .upsert({ id: userId, email: email ?? null, report_date: date }, { onConflict: 'id' })
  throwIfFailed(error, status)
}

export const reportDateQuery = (userId: string) =>
  queryOptions({
    queryKey: reportDateKey(userId),
    queryFn: () => fetchReportDate(userId),
    networkMode: 'always',
    retry: retryUnlessOffline,
  })

/** The signed-in user's report date, following them to any device. */
export function useSavedReportDate(userId: string) {
  return useQuery(reportDateQuery(userId))
}

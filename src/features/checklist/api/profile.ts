import { useSyncExternalStore } from 'react'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { toDayNumber, type CalendarDate } from '@/lib/dates/calendar-date'
import { anonymousReportDate, type MoveAnswer, type MoveDetails } from '@/lib/plan-store'
import { getSupabase } from '@/lib/supabase'
import { PLAN_KEYS, fetchMembership } from '@/lib/household'
import { HOUSEHOLD_POLL_MS, retryUnlessOffline, throwIfFailed } from './checklist-progress'

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

/**
 * What the user's profile row keeps of their plan: the report date and the "Your move" answers;
 * in a household, its row keeps them for every member (docs/decisions.md#d-35-1).
 */
export interface SavedProfile {
  reportDate: CalendarDate | null
  details: MoveDetails
  /** The household whose answers these are, or null (absent) for the user's own. */
  household?: string | null
}

/** The profile's columns, one per answer (supabase/migrations/20261129000000_…). */
interface ProfileRow {
  report_date: string | null
  pet_dogs: number | null
  pet_cats: number | null
  pet_arrival_date: string | null
  pet_airport: MoveDetails['petAirport'] | null
  vehicles: number | null
  car_arrival_date: string | null
  firearms: boolean | null
  firearm_arrival_date: string | null
  detach_date: string | null
  installation: string | null
  children: number | null
  child_grades: MoveDetails['childGrades'] | null
  school_start_date: string | null
  boat: boolean | null
}

/** The column of each answer but the pets, which take two; dates are read as calendar dates. */
const ANSWER_COLUMN = {
  detachDate: 'detach_date',
  installation: 'installation',
  petArrivalDate: 'pet_arrival_date',
  petAirport: 'pet_airport',
  vehicles: 'vehicles',
  carArrivalDate: 'car_arrival_date',
  firearms: 'firearms',
  firearmArrivalDate: 'firearm_arrival_date',
  children: 'children',
  childGrades: 'child_grades',
  schoolStartDate: 'school_start_date',
  boat: 'boat',
} as const satisfies Record<Exclude<MoveAnswer, 'pets'>, keyof ProfileRow>
type OneColumnAnswer = keyof typeof ANSWER_COLUMN

const COLUMNS = ['report_date', 'pet_dogs', 'pet_cats', ...Object.values(ANSWER_COLUMN)].join(', ')

// A calendar date: keep the first ten characters whatever the server adds.
const day = (value: string | null) => (value ? value.slice(0, 10) : null)

function toProfile(row: ProfileRow | undefined): SavedProfile {
  if (!row) return { reportDate: null, details: {} }
  // Unanswered questions (null) are absent, as in the browser's copy.
  const details: Record<string, unknown> = {}
  for (const [key, column] of Object.entries(ANSWER_COLUMN)) {
    const value = row[column]
    if (value !== null) details[key] = column.endsWith('_date') ? day(value as string) : value
  }
  if (row.pet_dogs !== null) details.pets = { dogs: row.pet_dogs, cats: row.pet_cats ?? 0 }
  return { reportDate: day(row.report_date), details: details as MoveDetails }
}

/** The columns that hold one answer, set to a value (null clears it). */
export function answerColumns<K extends MoveAnswer>(
  key: K,
  value: MoveDetails[K] | null,
): Partial<ProfileRow> {
  if (key === 'pets') {
    const pets = value as MoveDetails['pets'] | null
    return { pet_dogs: pets?.dogs ?? null, pet_cats: pets?.cats ?? null }
  }
  return { [ANSWER_COLUMN[key as OneColumnAnswer]]: value }
}

export const profileKey = (userId: string) => [PLAN_KEYS.profile, userId] as const

/** Reads the plan saved on the user's profile, or on their household's row when in one. */
export async function fetchProfile(userId: string): Promise<SavedProfile> {
  const supabase = await getSupabase()
  const [membership, own] = await Promise.all([
    fetchMembership(userId),
    supabase.from('profiles').select(COLUMNS).eq('id', userId),
  ])
  throwIfFailed(membership.error, membership.status)
  const household = membership.data?.householdId ?? null
  if (household) {
    const shared = await supabase.from('households').select(COLUMNS).eq('id', household)
    throwIfFailed(shared.error, shared.status)
    return { ...toProfile((shared.data as unknown as ProfileRow[])[0]), household }
  }
  throwIfFailed(own.error, own.status)
  return { ...toProfile((own.data as unknown as ProfileRow[])[0]), household: null }
}

/**
 * Saves some of the profile's columns (creating the row if it is missing); the others keep their
 * value, so an answer saved from another device stays.
 */
export async function saveProfile(
  userId: string,
  email: string | undefined,
  columns: Partial<ProfileRow>,
  household: string | null = null,
): Promise<void> {
  const supabase = await getSupabase()
  const { error, status } = household
    ? await supabase.from('households').update(columns).eq('id', household)
    : await supabase
        .from('profiles')
        .upsert({ id: userId, email: email ?? null, ...columns }, { onConflict: 'id' })
  throwIfFailed(error, status)
}

export const profileQuery = (userId: string) =>
  queryOptions({
    queryKey: profileKey(userId),
    queryFn: () => fetchProfile(userId),
    networkMode: 'always',
    retry: retryUnlessOffline,
    // A household's answers change on another member's phone, as its checklist does.
    refetchOnWindowFocus: (query) => Boolean(query.state.data?.household),
    refetchInterval: (query) => (query.state.data?.household ? HOUSEHOLD_POLL_MS : false),
  })

/** The signed-in user's saved plan profile, following them to any device. */
export function useSavedProfile(userId: string) {
  return useQuery(profileQuery(userId))
}

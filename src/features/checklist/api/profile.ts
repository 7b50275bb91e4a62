import { useSyncExternalStore } from 'react'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { toDayNumber, type CalendarDate } from '@/lib/dates/calendar-date'
import { anonymousReportDate, type MoveAnswer, type MoveDetails } from '@/lib/plan-store'
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

/** What the user's profile row keeps of their plan: the report date and the "Your move" answers. */
export interface SavedProfile {
  reportDate: CalendarDate | null
  details: MoveDetails
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
  boat: boolean | null
}

const COLUMNS =
  'report_date, detach_date, installation, pet_dogs, pet_cats, pet_arrival_date, pet_airport, vehicles, car_arrival_date, firearms, firearm_arrival_date, children, boat'

// A calendar date: keep the first ten characters whatever the server adds.
const day = (value: string | null) => (value ? value.slice(0, 10) : null)

function toProfile(row: ProfileRow | undefined): SavedProfile {
  if (!row) return { reportDate: null, details: {} }
  const answers: MoveDetails = {
    detachDate: day(row.detach_date) ?? undefined,
    installation: row.installation ?? undefined,
    pets: row.pet_dogs === null ? undefined : { dogs: row.pet_dogs, cats: row.pet_cats ?? 0 },
    petArrivalDate: day(row.pet_arrival_date) ?? undefined,
    petAirport: row.pet_airport ?? undefined,
    vehicles: row.vehicles ?? undefined,
    carArrivalDate: day(row.car_arrival_date) ?? undefined,
    firearms: row.firearms ?? undefined,
    firearmArrivalDate: day(row.firearm_arrival_date) ?? undefined,
    children: row.children ?? undefined,
    boat: row.boat ?? undefined,
  }
  // Unanswered questions are absent, as in the browser's copy.
  const details = Object.fromEntries(
    Object.entries(answers).filter(([, value]) => value !== undefined),
  ) as MoveDetails
  return { reportDate: day(row.report_date), details }
}

/** The columns that hold one answer, set to a value (null clears it). */
export function answerColumns<K extends MoveAnswer>(
  key: K,
  value: MoveDetails[K] | null,
): Partial<ProfileRow> {
  switch (key) {
    case 'pets': {
      const pets = value as MoveDetails['pets'] | null
      return { pet_dogs: pets?.dogs ?? null, pet_cats: pets?.cats ?? null }
    }
    case 'petArrivalDate':
      return { pet_arrival_date: value as string | null }
    case 'petAirport':
      return { pet_airport: value as ProfileRow['pet_airport'] }
    case 'vehicles':
      return { vehicles: value as number | null }
    case 'carArrivalDate':
      return { car_arrival_date: value as string | null }
    case 'firearms':
      return { firearms: value as boolean | null }
    case 'firearmArrivalDate':
      return { firearm_arrival_date: value as string | null }
    case 'detachDate':
      return { detach_date: value as string | null }
    case 'installation':
      return { installation: value as string | null }
    case 'children':
      return { children: value as number | null }
    default:
      return { boat: value as boolean | null }
  }
}

export const profileKey = (userId: string) => ['profile', userId] as const

/** Reads the plan saved on the user's profile. */
export async function fetchProfile(userId: string): Promise<SavedProfile> {
  const supabase = await getSupabase()
  const { data, error, status } = await supabase.from('profiles').select(COLUMNS).eq('id', userId)
  throwIfFailed(error, status)
  return toProfile((data as unknown as ProfileRow[])[0])
}

/**
 * Saves some of the profile's columns (creating the row if it is missing); the others keep their
 * value, so an answer saved from another device stays.
 */
export async function saveProfile(
  userId: string,
  email: string | undefined,
  columns: Partial<ProfileRow>,
): Promise<void> {
  const supabase = await getSupabase()
  const { error, status } = await supabase
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
  })

/** The signed-in user's saved plan profile, following them to any device. */
export function useSavedProfile(userId: string) {
  return useQuery(profileQuery(userId))
}

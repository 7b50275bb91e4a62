// A family's answers about its move (issue #34): pets, cars and firearms and the dates they
// arrive, from which src/lib/plan/deadlines.ts counts the family's own deadlines. A visitor who
// is not signed in keeps them here; signing in sends them to the account (docs/decisions.md#d-34-2).
import type { PetAirport } from '@/data/deadline-rules'
import { SCHOOL_GRADES } from '@/data/school-grades'
import type { MoveProfile } from '@/lib/plan/deadlines'
import { useSyncExternalStore } from 'react'
import { localJson } from './local-json'

/** The answers the "Your move" panel asks (the report date is the plan's own field). */
export type MoveDetails = Pick<
  MoveProfile,
  | 'detachDate'
  | 'installation'
  | 'pets'
  | 'petArrivalDate'
  | 'petAirport'
  | 'vehicles'
  | 'carArrivalDate'
  | 'firearms'
  | 'firearmArrivalDate'
  | 'children'
  | 'childGrades'
  | 'schoolStartDate'
  | 'boat'
>

const AIRPORTS: readonly PetAirport[] = ['HNL', 'OGG', 'KOA', 'LIH']
const isCount = (n: unknown) => Number.isInteger(n) && (n as number) >= 0 && (n as number) <= 20
const isDate = (s: unknown) => typeof s === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(s)
const GRADES: readonly string[] = ['', ...SCHOOL_GRADES.map((g) => g.id)]
/** Up to 20 grades ('' for one not given yet), as the database's check allows. */
const isGrades = (v: unknown) =>
  Array.isArray(v) && v.length <= 20 && v.every((g) => GRADES.includes(g as string))

/** One answer of the profile. */
export type MoveAnswer = keyof MoveDetails

/** Every answer, in the order the panel asks them. */
export const MOVE_ANSWERS: readonly MoveAnswer[] = [
  'detachDate',
  'installation',
  'pets',
  'petArrivalDate',
  'petAirport',
  'vehicles',
  'carArrivalDate',
  'firearms',
  'firearmArrivalDate',
  'children',
  'childGrades',
  'schoolStartDate',
  'boat',
]

/** Each answer, when given, has its own shape; anything else (an older or edited value) is dropped. */
export function isMoveDetails(value: unknown): value is MoveDetails {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const d = value as Record<string, unknown>
  const pets = d.pets as { dogs?: unknown; cats?: unknown } | undefined
  const optional = (key: string, ok: (v: unknown) => boolean) => d[key] === undefined || ok(d[key])
  return (
    (pets === undefined ||
      (typeof pets === 'object' && isCount(pets?.dogs) && isCount(pets?.cats))) &&
    optional('petArrivalDate', isDate) &&
    optional('petAirport', (v) => AIRPORTS.includes(v as PetAirport)) &&
    optional('vehicles', isCount) &&
    optional('carArrivalDate', isDate) &&
    optional('firearms', (v) => typeof v === 'boolean') &&
    optional('firearmArrivalDate', isDate) &&
    optional('detachDate', isDate) &&
    optional('installation', (v) => typeof v === 'string' && /^[a-z0-9-]{1,64}$/.test(v)) &&
    optional('children', isCount) &&
    optional('childGrades', isGrades) &&
    optional('schoolStartDate', isDate) &&
    optional('boat', (v) => typeof v === 'boolean') &&
    Object.keys(d).every((key) => MOVE_ANSWERS.includes(key as MoveAnswer))
  )
}

/** Whether two values of one answer are the same (pets by their counts, grades in order). */
export function sameAnswer(a: unknown, b: unknown): boolean {
  const text = (v: unknown) =>
    typeof v === 'object' && v !== null && !Array.isArray(v)
      ? JSON.stringify([(v as { dogs: number }).dogs, (v as { cats: number }).cats])
      : JSON.stringify(v ?? null)
  return text(a) === text(b)
}

export const moveDetails = localJson<MoveDetails>('hpp:move-details', {}, isMoveDetails)

/** The answers with one changed; `undefined` removes it (a cleared field drives nothing). */
export function withAnswer<K extends keyof MoveDetails>(
  details: MoveDetails,
  key: K,
  value: MoveDetails[K] | undefined,
): MoveDetails {
  const next: MoveDetails = { ...details }
  if (value === undefined) delete next[key]
  else next[key] = value
  return next
}

const NO_DETAILS: MoveDetails = {}

/** The answers, kept up to date as they change; none while the page is prerendered. */
export function useMoveDetails(): MoveDetails {
  return useSyncExternalStore(moveDetails.subscribe, moveDetails.get, () => NO_DETAILS)
}

// What the browser keeps of a family's plan (docs/decisions.md#d-29-3): the anonymous plan,
// and for each signed-in user an offline copy of their saved plan and the changes not yet sent.
// Kept in localStorage, never in a service-worker cache.
import { localJson, type LocalJson } from './local-json'
import {
  isMoveDetails,
  moveDetails,
  MOVE_ANSWERS,
  type MoveAnswer,
  type MoveDetails,
} from './move-details'

/** "YYYY-MM-DD" */
type CalendarDate = string

/** Ticked item indexes of a visitor who is not signed in. */
export const anonymousTicks = localJson<number[]>('hpp:anon-ticks', [], isIndexList)
/** The report date of a visitor who is not signed in. */
export const anonymousReportDate = localJson<CalendarDate | null>(
  'hpp:report-date',
  null,
  isDateOrNull,
)

export interface SavedRow {
  completed: boolean
  /** The server's updated_at as it sent it: a change made offline is based on it. */
  updatedAt: string
  /** A household's row: who changed it last ('you', a member's address, null for a former one). */
  by?: string | null
}

/** The last plan the server sent for a user, and when. */
export interface PlanCopy {
  rows: Record<string, SavedRow>
  reportDate: CalendarDate | null
  /** The "Your move" answers saved on the profile (absent in copies kept before they were). */
  details?: MoveDetails
  /** When the rows were read (ISO time), or null before the first read. */
  readAt: string | null
  /** The household whose rows these are (absent or null: the user's own). */
  household?: string | null
}

/** A change to one "Your move" answer: null clears it. */
export type DetailChange = {
  [K in MoveAnswer]: {
    kind: 'detail'
    key: K
    value: MoveDetails[K] | null
    base: MoveDetails[K] | null
  }
}[MoveAnswer]

/**
 * A change not yet on the server, with the state it was based on: `base` is the row's
 * updated_at (a tick), the saved date (the report date) or the saved answer as this browser knew
 * them, null when there was none. The conflict rule (docs/decisions.md#d-29-3) compares it with
 * the server.
 */
export type PlanChange =
  | { kind: 'tick'; index: number; completed: boolean; base: string | null }
  | { kind: 'date'; date: CalendarDate | null; base: CalendarDate | null }
  | DetailChange

const EMPTY_COPY: PlanCopy = { rows: {}, reportDate: null, readAt: null }
const copies = new Map<string, LocalJson<PlanCopy>>()
const queues = new Map<string, LocalJson<PlanChange[]>>()

export function planCopy(userId: string): LocalJson<PlanCopy> {
  let store = copies.get(userId)
  if (!store) copies.set(userId, (store = localJson(`hpp:plan:${userId}`, EMPTY_COPY, isCopy)))
  return store
}

export function planQueue(userId: string): LocalJson<PlanChange[]> {
  let store = queues.get(userId)
  if (!store) queues.set(userId, (store = localJson(`hpp:queue:${userId}`, [], isChangeList)))
  return store
}

/** Changes this browser holds for a user that the server does not have yet. */
export function unsentChanges(userId: string): number {
  return planQueue(userId).get().length
}

/** Forgets everything this browser keeps of a user's plan (on sign-out). */
export function forgetUserPlan(userId: string): void {
  planCopy(userId).clear()
  planQueue(userId).clear()
}

/** Takes the anonymous plan out of the browser, as changes to send for the user who signed in. */
export function takeAnonymousPlan(): PlanChange[] {
  const ticks = anonymousTicks.get()
  const date = anonymousReportDate.get()
  const details = moveDetails.get()
  anonymousTicks.clear()
  anonymousReportDate.clear()
  moveDetails.clear()
  const changes: PlanChange[] = ticks.map((index) => ({
    kind: 'tick',
    index,
    completed: true,
    base: null,
  }))
  if (date) changes.push({ kind: 'date', date, base: null })
  for (const key of MOVE_ANSWERS) {
    const value = details[key]
    if (value !== undefined)
      changes.push({ kind: 'detail', key, value, base: null } as DetailChange)
  }
  return changes
}

/** A value of one answer as the queue keeps it: null, or valid for its answer. */
function isAnswerOrNull(key: unknown, value: unknown): boolean {
  return (
    MOVE_ANSWERS.includes(key as MoveAnswer) &&
    (value === null || isMoveDetails({ [key as MoveAnswer]: value }))
  )
}

function isIndexList(value: unknown): value is number[] {
  return Array.isArray(value) && value.every((n) => Number.isInteger(n) && n >= 0 && n < 100)
}

function isDateOrNull(value: unknown): value is CalendarDate | null {
  return value === null || (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value))
}

function isCopy(value: unknown): value is PlanCopy {
  const copy = value as PlanCopy
  return (
    typeof copy === 'object' &&
    copy !== null &&
    typeof copy.rows === 'object' &&
    isDateOrNull(copy.reportDate) &&
    (copy.details === undefined || isMoveDetails(copy.details)) &&
    (copy.readAt === null || typeof copy.readAt === 'string') &&
    (copy.household === undefined || copy.household === null || typeof copy.household === 'string')
  )
}

function isChangeList(value: unknown): value is PlanChange[] {
  return (
    Array.isArray(value) &&
    value.every(
      (change: PlanChange) =>
        (change?.kind === 'tick' && Number.isInteger(change.index)) ||
        (change?.kind === 'date' && isDateOrNull(change.date)) ||
        (change?.kind === 'detail' &&
          isAnswerOrNull(change.key, change.value) &&
          isAnswerOrNull(change.key, change.base)),
    )
  )
}

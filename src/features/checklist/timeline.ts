import type { ChecklistTask, ChecklistWindow } from '@/data/checklist'
import { formatUtcDate } from '@/format'

/** A calendar date as "YYYY-MM-DD": no time, no zone, the same date everywhere. */
export type CalendarDate = string

const DAY_MS = 86_400_000
const PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/

/** Days since 1970-01-01 for a calendar date, or null when it is not a real date. */
export function toDayNumber(date: CalendarDate): number | null {
  const match = PATTERN.exec(date)
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const time = Date.UTC(year, month - 1, day)
  const check = new Date(time)
  // Date.UTC rolls 2025-02-30 over to March; a real date survives the round trip.
  if (
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day
  ) {
    return null
  }
  return time / DAY_MS
}

export function fromDayNumber(days: number): CalendarDate {
  return new Date(days * DAY_MS).toISOString().slice(0, 10)
}

/** A calendar date plus (or minus) whole days; month ends and leap years fall out of UTC math. */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  const base = toDayNumber(date)
  if (base === null) throw new Error(`Not a calendar date: ${date}`)
  return fromDayNumber(base + days)
}

/** Today in the visitor's own calendar (their local date, not UTC's). */
export function localToday(now = new Date()): CalendarDate {
  const month = String(now.getMonth() + 1).padStart(2, '0')
  const day = String(now.getDate()).padStart(2, '0')
  return `${now.getFullYear()}-${month}-${day}`
}

export type PhaseId =
  | 'anytime'
  | 'months4to6'
  | 'months2to3'
  | 'month1to2'
  | 'lastMonth'
  | 'last2weeks'
  | 'afterArrival'

export const phases: ReadonlyArray<{ id: PhaseId; title: string }> = [
  { id: 'anytime', title: 'As soon as you can' },
  { id: 'months4to6', title: '4–6 months out' },
  { id: 'months2to3', title: '2–3 months out' },
  { id: 'month1to2', title: '1–2 months out' },
  { id: 'lastMonth', title: 'Last month' },
  { id: 'last2weeks', title: 'Last 2 weeks' },
  { id: 'afterArrival', title: 'After arrival' },
]

/** Days before the report date an item is due: its window's end, else its start; null = no date. */
export function dueDaysBefore(window: ChecklistWindow): number | null {
  return window.endDaysBefore ?? window.startDaysBefore
}

function phaseOf(daysBefore: number | null): PhaseId {
  if (daysBefore === null) return 'anytime'
  if (daysBefore >= 120) return 'months4to6'
  if (daysBefore >= 60) return 'months2to3'
  if (daysBefore >= 30) return 'month1to2'
  if (daysBefore >= 15) return 'lastMonth'
  if (daysBefore >= 1) return 'last2weeks'
  return 'afterArrival'
}

export interface PlannedItem {
  index: number
  item: ChecklistTask
  phase: PhaseId
  /** The day it should be done by; items with no window are due the day before the report date. */
  due: CalendarDate
  overdue: boolean
}

/** Each item with its phase and due date, for a report date, sorted by due date. */
export function planItems(
  items: readonly ChecklistTask[],
  reportDate: CalendarDate,
  completed: ReadonlySet<number>,
  today: CalendarDate,
): PlannedItem[] {
  const todayNumber = toDayNumber(today) ?? 0
  return items
    .map((item, index) => {
      const before = dueDaysBefore(item.window)
      const due = addDays(reportDate, -(before ?? 1))
      const overdue = !completed.has(index) && (toDayNumber(due) ?? 0) < todayNumber
      return { index, item, phase: phaseOf(before), due, overdue }
    })
    .sort((a, b) => a.due.localeCompare(b.due) || a.index - b.index)
}

/** Whole days from one calendar date to another (negative when `to` is earlier). */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return (toDayNumber(to) ?? 0) - (toDayNumber(from) ?? 0)
}

/** "Tue, Mar 3, 2026" for a calendar date, in every time zone alike. */
export function formatCalendarDate(date: CalendarDate): string {
  const days = toDayNumber(date)
  return days === null ? date : formatUtcDate(new Date(days * DAY_MS), { weekday: true })
}

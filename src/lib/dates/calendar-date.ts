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
  // Date.UTC rolls 2025-02-30 over to March (and years 0–99 to 1900–1999); a real date survives
  // the round trip.
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

/** The same day a number of years later (Feb 29 becomes Feb 28 in a common year). */
export function addYears(date: CalendarDate, years: number): CalendarDate {
  const year = String(Number(date.slice(0, 4)) + years).padStart(4, '0')
  const moved = `${year}${date.slice(4)}`
  return toDayNumber(moved) === null ? `${year}-02-28` : moved
}

/** Today in the visitor's own calendar (their local date, not UTC's). */
export function localToday(now = new Date()): CalendarDate {
  const month = String(now.getMonth() + 1).padStart(2, '0')
  const day = String(now.getDate()).padStart(2, '0')
  return `${now.getFullYear()}-${month}-${day}`
}

/** Whole days from one calendar date to another (negative when `to` is earlier). */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return (toDayNumber(to) ?? 0) - (toDayNumber(from) ?? 0)
}

/** "Tue, Mar 3, 2026" for a calendar date, in every time zone alike. */
export function formatCalendarDate(date: CalendarDate, options = { weekday: true }): string {
  const days = toDayNumber(date)
  return days === null ? date : formatUtcDate(new Date(days * DAY_MS), options)
}

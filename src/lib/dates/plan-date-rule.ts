import { addYears, formatCalendarDate, toDayNumber, type CalendarDate } from './calendar-date'

export const WHOLE_DATE = 'Enter a whole date, like 06/15/2027.'

/**
 * The dates a move plan takes (docs/decisions.md#d-29-1): from a year before today to three
 * years after. Every date field of the plan uses this one rule, so a half-typed year such as
 * 0202 is never saved.
 */
export function planDateRange(today: CalendarDate): { min: CalendarDate; max: CalendarDate } {
  return { min: addYears(today, -1), max: addYears(today, 3) }
}

/**
 * An arrival (a pet's, a car's, a firearm's) is at most a year after the report date (issue
 * #34): why `date` is later, or null. Without a report date there is nothing to compare.
 */
export function arrivalDateProblem(date: CalendarDate, reportDate: CalendarDate | null) {
  if (reportDate === null) return null
  const latest = addYears(reportDate, 1)
  return (toDayNumber(date) ?? 0) > (toDayNumber(latest) ?? 0)
    ? `Enter a date by ${formatCalendarDate(latest, { weekday: false })}, a year after your report date.`
    : null
}

/**
 * The detach date (leaving the old station) comes on or before the report date: why `date` is
 * later, or null. Without a report date there is nothing to compare.
 */
export function detachDateProblem(date: CalendarDate, reportDate: CalendarDate | null) {
  if (reportDate === null) return null
  return (toDayNumber(date) ?? 0) > (toDayNumber(reportDate) ?? 0)
    ? `Enter a date on or before your report date, ${formatCalendarDate(reportDate, { weekday: false })}.`
    : null
}

/** Why a typed date cannot be saved, or null when it can. An empty field is not an error. */
export function planDateProblem(value: string, today: CalendarDate): string | null {
  if (value === '') return null
  const day = toDayNumber(value)
  if (day === null) return WHOLE_DATE
  const { min, max } = planDateRange(today)
  if (day < toDayNumber(min)! || day > toDayNumber(max)!) {
    const short = { weekday: false }
    return `Enter a date between ${formatCalendarDate(min, short)} and ${formatCalendarDate(max, short)}.`
  }
  return null
}

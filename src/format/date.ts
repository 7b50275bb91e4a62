const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']

/**
 * "Nov 22, 2026" (or "Sun, Nov 22, 2026" with `weekday`) for a date's UTC calendar day: the same
 * on every time zone and on the prerender server. It reads what `Intl.DateTimeFormat('en-US')`
 * would, without it: the first DateTimeFormat a page makes costs Chromium 20–40 ms of loading
 * locale data, in the middle of the page starting up.
 */
export function formatUtcDate(date: Date, options: { weekday?: boolean } = {}): string {
  if (Number.isNaN(date.getTime())) return 'Invalid Date'
  const day = `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`
  return options.weekday ? `${WEEKDAYS[date.getUTCDay()]}, ${day}` : day
}

/** The UTC midnight that starts a "2026-11-22" day (an invalid Date when the text is not one). */
export function utcDay(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`)
}

/** "2026-11-22" → "Nov 22, 2026"; text that is not such a day is shown as it is. */
export function formatIsoDay(iso: string): string {
  const date = utcDay(iso)
  return Number.isNaN(date.getTime()) ? iso : formatUtcDate(date)
}

/** "Nov 27, 11:42 PM" in the visitor's own clock, for when something was last read. */
export function formatLocalTime(date: Date): string {
  if (Number.isNaN(date.getTime())) return 'Invalid Date'
  const hours = date.getHours() % 12 || 12
  const minutes = String(date.getMinutes()).padStart(2, '0')
  const half = date.getHours() < 12 ? 'AM' : 'PM'
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${hours}:${minutes} ${half}`
}

/** "Dec 3": the day in the visitor's own time zone. */
export function formatLocalDay(date: Date): string {
  if (Number.isNaN(date.getTime())) return 'Invalid Date'
  return `${MONTHS[date.getMonth()]} ${date.getDate()}`
}

/** "1 day", "12 days"; a count below zero is said as its size ("-3" is "3 days"). */
export function formatDays(n: number): string {
  return `${Math.abs(n)} ${Math.abs(n) === 1 ? 'day' : 'days'}`
}

/** A day counted from today in words: "today", "in 12 days", "3 days ago". */
export function formatFromToday(daysLeft: number): string {
  if (daysLeft === 0) return 'today'
  return daysLeft > 0 ? `in ${formatDays(daysLeft)}` : `${formatDays(daysLeft)} ago`
}

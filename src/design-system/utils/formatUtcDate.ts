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

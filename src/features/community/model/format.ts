/** "Nov 22, 2026" for an ISO date, the same on every time zone. */
export function formatCheckedOn(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  })
}

/** "army.mil" for a source URL: the site a fact came from. */
export function sourceSite(url: string): string {
  return new URL(url).hostname.replace(/^www\./, '')
}

/** "1,234" */
export function formatCount(count: number): string {
  return count.toLocaleString('en-US')
}

const formatter = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
})

/** "2026-11-22" → "Nov 22, 2026", the same on every time zone and on the prerender server. */
export function formatCheckedOn(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`)
  return Number.isNaN(date.getTime()) ? isoDate : formatter.format(date)
}

/** The host of a source URL ("hdoa.hawaii.gov"), or undefined when the source is not a URL. */
export function sourceHost(source: string): string | undefined {
  if (!/^https?:\/\//i.test(source)) return undefined
  try {
    return new URL(source).hostname.replace(/^www\./, '')
  } catch {
    return undefined
  }
}

const KEYPAD: Record<string, string> = Object.fromEntries(
  ['abc', 'def', 'ghi', 'jkl', 'mno', 'pqrs', 'tuv', 'wxyz'].flatMap((letters, i) =>
    [...letters].map((letter) => [letter, String(i + 2)]),
  ),
)

/** A tel: link for a U.S. number as printed ("800-4Matson" → "tel:+18004628766"), if it is one. */
export function telHref(phone: string): string | undefined {
  const digits = [...phone.toLowerCase()]
    .map((c) => KEYPAD[c] ?? c)
    .join('')
    .replace(/\D/g, '')
  if (digits.length === 10) return `tel:+1${digits}`
  if (digits.length === 11 && digits.startsWith('1')) return `tel:+${digits}`
  return undefined
}

import { formatNumber } from './number'

// Twelve digits (under a trillion dollars) keeps every parsed value an exact safe integer.
const MAX_DIGITS = 12

/** Reads a typed money field as whole dollars: every non-digit is dropped, so "1.5" reads as 15. */
export function parseDollars(text: string): number {
  const digits = text.replace(/\D/g, '').slice(0, MAX_DIGITS)
  return digits === '' ? 0 : Number(digits)
}

/** Whether a typed money field holds no digit at all (cleared, or only "$" and commas). */
export function hasNoDigits(text: string): boolean {
  return !/\d/.test(text)
}

/** Shows an amount as whole-dollar USD, e.g. "$600,000"; halves round away from zero, as Intl does. */
export function formatDollars(n: number): string {
  return usd(n, 0)
}

/** Shows an amount as USD to the cent, e.g. "$3,477.89"; zero is "$0.00", never "-$0.00". */
export function formatCents(n: number): string {
  return usd(n, 2)
}

/** "-$1,234.50", as Intl's USD currency style writes it. */
function usd(amount: number, digits: number): string {
  // NaN or ±∞ would print "$NaN"; a family should see a plain $0.
  const shown = Number.isFinite(amount) ? amount : 0
  const text = formatNumber(Math.abs(shown), {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  })
  // A tiny negative that rounds to zero would print "-$0.00".
  return shown < 0 && /[1-9]/.test(text) ? `-$${text}` : `$${text}`
}

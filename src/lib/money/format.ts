import { formatNumber } from '../number-format'

// Twelve digits (under a trillion dollars) keeps every parsed value an exact safe integer.
const MAX_DIGITS = 12

/** Reads a typed money field as whole dollars: every non-digit is dropped, so "1.5" reads as 15. */
export function parseDollars(text: string): number {
  const digits = text.replace(/\D/g, '').slice(0, MAX_DIGITS)
  return digits === '' ? 0 : Number(digits)
}

/** Shows an amount as whole-dollar USD, e.g. "$600,000". */
export function formatDollars(n: number): string {
  return usd(displayable(Math.round(n)), 0)
}

/** Shows an amount as USD to the cent, e.g. "$3,477.89"; zero is "$0.00", never "-$0.00". */
export function formatCents(n: number): string {
  return usd(displayable(Math.round(n * 100) / 100), 2)
}

// A tiny negative that rounds to zero would print "-$0.00", and NaN would print "$NaN";
// a family should see a plain $0 in both cases.
function displayable(rounded: number): number {
  return Number.isFinite(rounded) && rounded !== 0 ? rounded : 0
}

/** "-$1,234.50", as Intl's USD currency style writes it. */
function usd(amount: number, digits: number): string {
  const text = formatNumber(Math.abs(amount), {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  })
  return amount < 0 ? `-$${text}` : `$${text}`
}

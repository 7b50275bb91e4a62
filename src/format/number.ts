// Numbers as en-US text ("1,234.5"), written out rather than through Intl.NumberFormat: the first
// Intl object a page makes costs Chromium 20–30 ms of loading locale data, and the pages that
// show money would pay it in the middle of starting up. tests/unit/format/number.test.ts
// holds these to Intl's output.

export interface NumberFormatOptions {
  /** Digits after the point at most (rounded half away from zero, as Intl does); 0 by default. */
  maximumFractionDigits?: number
  /** Digits after the point at least, padded with zeros; 0 by default. */
  minimumFractionDigits?: number
}

/** "1,234.5": grouped thousands, as `Intl.NumberFormat('en-US', options)` writes it. */
export function formatNumber(value: number, options: NumberFormatOptions = {}): string {
  const { maximumFractionDigits = 0, minimumFractionDigits = 0 } = options
  if (!Number.isFinite(value)) return Number.isNaN(value) ? 'NaN' : value > 0 ? '∞' : '-∞'
  const [whole = '0', fraction = ''] = roundDecimal(Math.abs(value), maximumFractionDigits)
  const shownFraction = fraction.replace(/0+$/, '').padEnd(minimumFractionDigits, '0')
  const sign = value < 0 || Object.is(value, -0) ? '-' : ''
  return `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${shownFraction ? `.${shownFraction}` : ''}`
}

/** "600,000": a whole number (rounded), grouped; a value that rounds to zero is "0", never "-0". */
export function groupDigits(value: number): string {
  const text = formatNumber(value)
  return text === '-0' ? '0' : text
}

/** "5.25%" for 0.0525, as `Intl.NumberFormat('en-US', { style: 'percent', … })` writes it. */
export function formatPercent(rate: number, maximumFractionDigits = 0): string {
  return formatPercentPoints(rate * 100, maximumFractionDigits)
}

/** "2.15%" for 2.15: a number already in percent, as a rate table writes it. */
export function formatPercentPoints(percent: number, maximumFractionDigits = 0): string {
  return `${formatNumber(percent, { maximumFractionDigits })}%`
}

/**
 * A non-negative number's whole and fraction digits, rounded half up to `digits` places on its
 * shortest decimal form ("1.005" → "1.01"), as Intl rounds, which `toFixed` does not.
 */
function roundDecimal(value: number, digits: number): [string, string] {
  const text = String(value)
  if (/e/i.test(text)) {
    // Beyond 1e21 or below 1e-6: too large to group sensibly, or rounds to zero here.
    const [whole = '0', fraction = ''] = value.toFixed(Math.min(digits, 100)).split('.')
    return [whole, fraction]
  }
  const [whole = '0', fraction = ''] = text.split('.')
  if (fraction.length <= digits) return [whole, fraction]
  const kept = BigInt(whole + fraction.slice(0, digits)) + (fraction[digits]! >= '5' ? 1n : 0n)
  const all = kept.toString().padStart(digits + 1, '0')
  return digits === 0 ? [all, ''] : [all.slice(0, -digits), all.slice(-digits)]
}

// Made on first use: the first Intl object costs a page tens of milliseconds (./number.ts).
// Its own module: only the charts need it; beside formatCents it would ride in every first load.
let compact: Intl.NumberFormat | undefined
/** "$1.2M": a short amount for a chart axis. */
export function formatCompactDollars(n: number): string {
  compact ??= new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    notation: 'compact',
    // Without the minimum, the currency's two decimals clipped to one give "$0.0" and "$950.0".
    minimumFractionDigits: 0,
    maximumFractionDigits: 1,
  })
  return compact.format(n)
}

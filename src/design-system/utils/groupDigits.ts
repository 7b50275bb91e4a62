/**
 * "600,000" for a whole number, as `Intl.NumberFormat('en-US')` writes it, without Intl: the
 * first Intl object a page makes costs Chromium 20–30 ms of loading locale data while it starts.
 */
export function groupDigits(value: number): string {
  if (!Number.isFinite(value)) return String(value)
  const digits = String(Math.round(Math.abs(value))).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return value < 0 && digits !== '0' ? `-${digits}` : digits
}

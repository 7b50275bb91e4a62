import { formatNumber } from '@/lib/number-format'

/** "1,234" */
export function formatCount(count: number): string {
  return formatNumber(count)
}

// The bottom layer: text for numbers, money, dates and web addresses. It imports nothing of the
// site, so every layer (design system, lib, data, features, app, scripts) may import it.
export { formatCents, formatDollars, hasNoDigits, parseDollars } from './dollars'
export { formatCompactDollars } from './compact'
export { formatList } from './list'
export {
  formatDays,
  formatFromToday,
  formatIsoDay,
  formatLocalDay,
  formatLocalTime,
  formatUtcDate,
  utcDay,
} from './date'
export {
  formatNumber,
  formatPercent,
  formatPercentPoints,
  groupDigits,
  type NumberFormatOptions,
} from './number'
export { telHref } from './phone'
export { siteOf } from './site'

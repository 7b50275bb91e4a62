import { formatNumber } from '@/format'

const number = (value: number) => formatNumber(value, { maximumFractionDigits: 3 })

/** "1 year", "30 years" */
export function yearsText(years: number): string {
  return years === 1 ? '1 year' : `${number(years)} years`
}

/** "at 3.5% for 30 years" */
export function loanTermsText(ratePercent: number, years: number): string {
  return `at ${number(ratePercent)}% for ${yearsText(years)}`
}

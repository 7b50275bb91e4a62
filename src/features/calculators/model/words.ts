const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 })

/** "1 year", "30 years" */
export function yearsText(years: number): string {
  return years === 1 ? '1 year' : `${number.format(years)} years`
}

/** "at 3.5% for 30 years" */
export function loanTermsText(ratePercent: number, years: number): string {
  return `at ${number.format(ratePercent)}% for ${yearsText(years)}`
}

/** VA funding fee rates and the assumption processing fee, for the assumption calculator's whole cost. */
import type { Sourced } from './types'

/** A fact read on an agency page; `readVia` names the copy it was read through, when not the page itself. */
export interface AgencyRates extends Sourced {
  readonly readVia?: string
}

/** One row of VA's purchase-loan table: applies when the down payment is at least this share of the price. */
export interface FundingFeeTier {
  readonly minDownPercent: number
  readonly firstUsePercent: number
  readonly subsequentUsePercent: number
}

export interface VaFundingFeeRates extends AgencyRates {
  /** "Loan assumptions: 0.5%", whatever the down payment or prior use. */
  readonly assumptionPercent: number
  /** Purchase and construction loans, lowest down payment first. */
  readonly purchaseTiers: readonly FundingFeeTier[]
}

/**
 * va.gov's funding fee table. The page itself could not be opened from here; its table was read
 * word for word through a copy (readVia), and VA's own help answer gives the same 1.5% and 1.25%.
 */
export const VA_FUNDING_FEE: VaFundingFeeRates = {
  assumptionPercent: 0.5,
  purchaseTiers: [
    { minDownPercent: 0, firstUsePercent: 2.15, subsequentUsePercent: 3.3 },
    { minDownPercent: 5, firstUsePercent: 1.5, subsequentUsePercent: 1.5 },
    { minDownPercent: 10, firstUsePercent: 1.25, subsequentUsePercent: 1.25 },
  ],
  source: 'https://www.va.gov/housing-assistance/home-loans/funding-fee-and-closing-costs/',
  sourceKind: 'official',
  readVia: 'https://flvmc.com/VA-funding-fee-rate-charts.php',
  checkedOn: '2026-11-23',
}

/**
 * Who does not pay the funding fee: the five groups on va.gov's funding fee page. The page itself
 * could not be opened from here; its list was read in VA's own web-content tickets (readVia), where
 * VA's Loan Guaranty staff set the wording: the 2020 ticket added the two groups exempt since
 * January 1, 2020, and a January 2026 ticket reworded the Purple Heart line.
 */
export const VA_FUNDING_FEE_EXEMPTIONS: readonly string[] = [
  'You receive VA compensation for a service-connected disability.',
  'You are eligible for VA compensation for a service-connected disability but receive retirement or active-duty pay instead.',
  'You are the surviving spouse of a Veteran who died in service or from a service-connected disability, or who was totally disabled, and you receive Dependency and Indemnity Compensation (DIC).',
  'You are a service member with a proposed or memorandum rating, dated before the loan closing date, saying you are eligible for compensation because of a pre-discharge claim.',
  'You are a member of the Armed Forces serving on active duty and, on or before the loan closing date, you provide evidence of having been awarded the Purple Heart.',
]

export const VA_FUNDING_FEE_EXEMPTION: AgencyRates & {
  readonly text: string
  readonly items: readonly string[]
} = {
  text: `You do not pay the VA funding fee if any one of these is true: ${VA_FUNDING_FEE_EXEMPTIONS.map(
    (item, i) => `(${i + 1}) ${item.charAt(0).toLowerCase()}${item.slice(1, -1)}`,
  ).join('; ')}.`,
  items: VA_FUNDING_FEE_EXEMPTIONS,
  source: 'https://www.va.gov/housing-assistance/home-loans/funding-fee-and-closing-costs/',
  sourceKind: 'official',
  // #48028 (Oct 2022) holds the list; #130039 (Jan 2026, still open, so perhaps not yet on
  // va.gov) rewords the Purple Heart line, and the site uses that wording.
  readVia: 'https://github.com/department-of-veterans-affairs/va.gov-team/issues/48028',
  checkedOn: '2026-11-27',
  sourceDate: 'VA content tickets, Oct 2022 and Jan 2026',
}

/**
 * The assumption processing fee: VA's cap, per Circular 26-23-10, Change 1, as a law firm's
 * summary of it reads (VA's own copy of the circular could not be opened from here). The
 * calculator starts from the cap for a servicer with automatic authority, the usual case; the
 * family types what the servicer quotes.
 */
const PROCESSING_FEE_CAP = 300
const PROCESSING_FEE_CAP_VA = 250

export const VA_ASSUMPTION_PROCESSING_FEE: AgencyRates & {
  readonly note: string
  /** The most a holder or servicer with automatic authority may charge. */
  readonly maxDollars: number
  /** The most when VA must approve the assumption (no automatic authority). */
  readonly maxWithoutAutomaticAuthorityDollars: number
} = {
  maxDollars: PROCESSING_FEE_CAP,
  maxWithoutAutomaticAuthorityDollars: PROCESSING_FEE_CAP_VA,
  note: `VA caps the processing fee at $${PROCESSING_FEE_CAP} when the servicer approves the assumption itself and $${PROCESSING_FEE_CAP_VA} when VA must, or less where state law sets a lower maximum; a later circular lets it vary by location. Ask the loan servicer for its fee.`,
  source: 'https://www.jdsupra.com/legalnews/va-addresses-assumption-fees-4004673/',
  sourceKind: 'secondary',
  checkedOn: '2026-11-23',
}

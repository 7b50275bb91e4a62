/** VA assumptions page: searches, benefits, partner cards, the 8-step process, tips, example inputs, links. */
import type { Sourced, SourcedLink } from './types'
import { ASSUMPTION_CALCULATOR_TIPS, type SourcedTip } from './credits'
import { CONTACT_ROUTE, SPONSOR_INTRO_TEXT, type InternalLink } from './resources'
import type { PartnerContactCard } from './va-homes'

const CHECKED_ON = '2026-11-22'

/** VA's list of Loan Guaranty circulars (26-23-10 and later assumption circulars are listed there). */
const VA_CIRCULARS = 'https://www.benefits.va.gov/HOMELOANS/resources_circulars.asp'
/** Text of Circular 26-23-10 (May 22, 2023), read through a copy of the circular. */
const CIRCULAR_26_23_10_COPY = 'https://bons-plans-amazando.com/day-advanced-notice-assuming-5128'

/** A fact with its source; `readVia` names the copy it was read through, when not the page itself. */
export interface AgencyFact extends Sourced {
  readonly readVia?: string
  readonly seeAlso?: readonly string[]
}

export interface AssumptionSearch extends SourcedLink {
  readonly description: string
  /** Honest note on cost or sign-up. */
  readonly access: string
}

/** Four search buttons. These are private companies, not VA. */
export const ASSUMPTION_SEARCHES: readonly AssumptionSearch[] = [
  {
    label: 'Roam: homes with assumable loans',
    url: 'https://www.withroam.com/',
    description:
      'Lists homes whose FHA, VA or USDA loan can be assumed. Roam is a private company that also sells help with the assumption.',
    access:
      'Saving a search turns on email alerts for new listings. Ask what Roam charges before you use its assumption services.',
    source: 'http://WithRoam.com/faq',
    checkedOn: CHECKED_ON,
  },
  {
    label: 'AssumeList',
    url: 'https://assumelist.com/',
    description: 'A search site for homes with VA, FHA and USDA assumable mortgages.',
    access: 'Full access needs a paid subscription.',
    source: 'https://joingerald.com/learn/life--lifestyle/assumelist-assumable-mortgage-guide',
    checkedOn: CHECKED_ON,
  },
  {
    label: 'Oahu homes for sale (Realtor.com)',
    url: 'https://www.realtor.com/realestateandhomes-search/Honolulu-County_HI',
    description:
      'Most homes with an assumable loan are not advertised that way. Ask the listing agent whether the seller has a VA loan.',
    access: 'Free, no account needed.',
    source: 'https://assumableguy.com/blog/how-to-find-homes-with-assumable-mortgages',
    checkedOn: CHECKED_ON,
  },
  {
    label: 'Web search: assumable VA loans on Oahu',
    url: 'https://www.google.com/search?q=assumable+VA+loan+home+for+sale+Oahu+Hawaii',
    description: 'Finds listings and agents that mention an assumable VA loan.',
    access: 'Free. Results include ads; check every listing yourself.',
    source: 'https://www.google.com/',
  },
]

export interface BenefitCard extends AgencyFact {
  readonly title: string
  readonly description: string
}

/** Three benefit cards. */
export const ASSUMPTION_BENEFITS: readonly BenefitCard[] = [
  {
    title: 'Keep the seller’s lower rate',
    description:
      'You take over the seller’s loan: its interest rate, monthly payment and remaining balance. When today’s rates are higher, that can lower your payment a lot.',
    source: 'http://WithRoam.com/faq',
    checkedOn: CHECKED_ON,
  },
  {
    title: 'Limited fees',
    description:
      'VA lists exactly what an assumer may be charged: the processing fee, funding fee, credit report, recording, title, taxes and insurance. Fees not on the list may not be charged to you.',
    source: 'https://www.jdsupra.com/legalnews/va-addresses-assumption-fees-4004673/',
    checkedOn: CHECKED_ON,
    seeAlso: [VA_CIRCULARS],
  },
  {
    title: 'Open to veterans and non-veterans',
    description:
      'Any creditworthy buyer may assume a VA loan. A veteran buyer can also substitute their entitlement, which frees the seller’s entitlement for their next home.',
    source: 'https://www.docmagic.com/node/12187',
    checkedOn: CHECKED_ON,
    seeAlso: [VA_CIRCULARS],
  },
]

/** Specialist and gap-financing contact cards: no invented people; both route to /contact. */
export const ASSUMPTION_CONTACT_CARDS: readonly PartnerContactCard[] = [
  {
    id: 'assumption-specialist',
    title: 'VA assumption specialist',
    description:
      'Someone who has taken VA assumptions through loan servicers and knows the paperwork.',
    specialties: [
      'Working with the loan servicer',
      'Substitution of entitlement',
      'Assumption timelines',
    ],
    contactRoute: CONTACT_ROUTE,
    contactText: SPONSOR_INTRO_TEXT,
  },
  {
    id: 'gap-financing',
    title: 'Gap financing partner',
    description:
      'A lender for the difference between the price and the loan balance you take over, when you do not have it in cash.',
    specialties: [
      'Second loans for the equity gap',
      'Combining with an assumed VA loan',
      'Payment comparisons',
    ],
    contactRoute: CONTACT_ROUTE,
    contactText: SPONSOR_INTRO_TEXT,
  },
]

export interface ProcessStep extends AgencyFact {
  readonly step: number
  readonly title: string
  readonly detail: string
}

/** Exactly eight steps. */
export const ASSUMPTION_PROCESS: readonly ProcessStep[] = [
  {
    step: 1,
    title: 'Find a home with a VA loan',
    detail:
      'Use the searches above, and ask listing agents directly: many sellers do not know their loan can be assumed.',
    source: 'https://assumableguy.com/blog/how-to-find-homes-with-assumable-mortgages',
    checkedOn: CHECKED_ON,
  },
  {
    step: 2,
    title: 'Confirm the loan details',
    detail:
      'Get the balance, rate, monthly payment and the name of the loan servicer. The loan must be current (or brought current) for VA to approve the assumption.',
    source: VA_CIRCULARS,
    readVia: CIRCULAR_26_23_10_COPY,
    checkedOn: CHECKED_ON,
  },
  {
    step: 3,
    title: 'Plan for the equity gap',
    detail:
      'The gap is the price minus your down payment minus the balance you take over. Pay it in cash or with gap financing, which can reach up to 90% of the price at rates typically 8–12%.',
    source: 'product spec',
  },
  {
    step: 4,
    title: 'Apply with the seller’s loan servicer',
    detail:
      'Only the current loan holder or its servicer can process and close a VA assumption. You sign a contract to buy and agree to take on the loan in full.',
    source: 'https://www.docmagic.com/node/12187',
    checkedOn: CHECKED_ON,
    seeAlso: [VA_CIRCULARS],
  },
  {
    step: 5,
    title: 'Qualify on credit and income',
    detail:
      'You must be creditworthy under VA’s standards, just as for a new VA loan. Have pay statements, bank statements and your orders ready.',
    source: VA_CIRCULARS,
    readVia: CIRCULAR_26_23_10_COPY,
    checkedOn: CHECKED_ON,
  },
  {
    step: 6,
    title: 'Wait for the decision (about 45 days)',
    detail:
      'Servicers with automatic authority must decide within 45 calendar days of a complete application. Others send the file to VA within 35 days. A denial can be appealed to VA within 30 days.',
    source: VA_CIRCULARS,
    readVia: CIRCULAR_26_23_10_COPY,
    checkedOn: CHECKED_ON,
  },
  {
    step: 7,
    title: 'Pay the assumption fees at closing',
    detail:
      'VA funding fee: 0.5% of the loan balance, waived if you receive VA disability compensation. Processing fee: up to $300 with a servicer that has automatic authority, or $250 without, plus the credit report. Since 2024 VA also allows a location-based add-on, so ask the servicer for the exact amount.',
    source: 'https://www.jdsupra.com/legalnews/va-addresses-assumption-fees-4004673/',
    checkedOn: CHECKED_ON,
    seeAlso: [
      'https://www.benefits.va.gov/HOMELOANS/purchaseco_loan_fee.asp',
      'https://servicing-team-kb.knowledgeowl.com/help/va-assumption-overview',
    ],
  },
  {
    step: 8,
    title: 'Close, and settle the entitlement',
    detail:
      'The seller’s VA entitlement comes back only if an eligible veteran buyer substitutes their own. Otherwise it stays tied to the home until the loan is paid in full. The seller signs VA Form 26-10291 to acknowledge this.',
    source: 'https://www.docmagic.com/node/12187',
    checkedOn: CHECKED_ON,
    seeAlso: ['https://assumelist.com/blog/va-assumable-loan-entitlement-update/', VA_CIRCULARS],
  },
]

/** Tips for the VA assumptions page (the two calculator tips plus page-specific ones). */
export const ASSUMPTION_TIPS: readonly SourcedTip[] = [
  ...ASSUMPTION_CALCULATOR_TIPS,
  {
    text: 'Ask the servicer early whether it has automatic authority: that decides the 45-day clock and the fee cap.',
    source: VA_CIRCULARS,
    checkedOn: CHECKED_ON,
  },
  {
    text: 'If you receive VA disability compensation, tell the servicer: you do not pay the 0.5% funding fee.',
    source: 'https://www.benefits.va.gov/HOMELOANS/purchaseco_loan_fee.asp',
    checkedOn: CHECKED_ON,
  },
  {
    text: 'Selling to a non-veteran keeps the seller’s entitlement tied up. Sellers planning to buy again should weigh that before they agree.',
    source: 'https://www.docmagic.com/node/12187',
    checkedOn: CHECKED_ON,
  },
]

/**
 * The worked example's INPUTS only (spec §9). The page computes the result with the same function
 * as the calculator; the spec's typed figures (3,295 vs 4,193) do not follow from its own formula.
 * Rates in percent, terms in years, money in whole dollars; HOA, taxes and insurance monthly.
 */
export const ASSUMPTION_WORKED_EXAMPLE_INPUTS = {
  purchasePrice: 600_000,
  downPayment: 0,
  assumedBalance: 400_000,
  assumptionRatePercent: 3.5,
  assumedTermYears: 30,
  gapRatePercent: 9.5,
  gapTermYears: 30,
  newMarketRatePercent: 7.5,
  newTermYears: 30,
  monthlyHoa: 0,
  monthlyTaxes: 0,
  monthlyInsurance: 0,
  source: 'product spec',
} as const

/** Resource links; the one internal link is to the assumption calculator. */
export const ASSUMPTION_RESOURCE_LINKS: readonly (
  (SourcedLink & { readonly kind: 'external' }) | (InternalLink & { readonly kind: 'internal' })
)[] = [
  {
    kind: 'internal',
    label: 'Run your numbers: assumption calculator',
    to: '/calculators/assumption-cruncher',
  },
  {
    kind: 'external',
    label: 'VA funding fee and loan fees',
    url: 'https://www.benefits.va.gov/HOMELOANS/purchaseco_loan_fee.asp',
    source: 'https://www.benefits.va.gov/HOMELOANS/purchaseco_loan_fee.asp',
    checkedOn: CHECKED_ON,
  },
  {
    kind: 'external',
    label: 'VA home loan circulars (assumption rules)',
    url: VA_CIRCULARS,
    source: VA_CIRCULARS,
    checkedOn: CHECKED_ON,
  },
  {
    kind: 'external',
    label: 'VA home loan limits and entitlement',
    url: 'https://www.va.gov/housing-assistance/home-loans/loan-limits/',
    source: 'https://www.va.gov/housing-assistance/home-loans/loan-limits/',
    checkedOn: CHECKED_ON,
  },
]

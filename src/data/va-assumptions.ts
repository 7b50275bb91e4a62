/** VA assumptions page: searches, benefits, partner cards, the 8-step process, tips, example inputs, links. */
import type { SearchLink, Sourced, SourcedLink } from './types'
import { ASSUMPTION_CALCULATOR_TIPS, type SourcedTip } from './calculator-numbers'
import { CONTACT_ROUTE, SPONSOR_INTRO_TEXT, type InternalLink } from './contact-links'
import type { PartnerContactCard } from './va-homes'

/** VA's list of Loan Guaranty circulars (where VA publishes its assumption circulars). */
const VA_CIRCULARS = 'https://www.benefits.va.gov/HOMELOANS/resources_circulars.asp'
const VA_LOAN_FEES = 'https://www.benefits.va.gov/HOMELOANS/purchaseco_loan_fee.asp'
/** 38 U.S.C. 3729: the loan fee table (assumption: 0.50% of the unpaid balance). */
const LOAN_FEE_STATUTE = 'https://www.law.cornell.edu/uscode/text/38/3729'
/** A document-software firm's summary of Circular 26-23-10; VA's own copy could not be read. */
const CIRCULAR_SUMMARY = 'https://www.docmagic.com/node/12187'
/** A law firm's summary of VA's assumption fee circulars (26-23-10 Change 1, 26-24-5). */
const FEE_SUMMARY = 'https://www.jdsupra.com/legalnews/va-addresses-assumption-fees-4004673/'
const ASSUMABLE_GUY = 'https://assumableguy.com/blog/how-to-find-homes-with-assumable-mortgages'

/** A fact with its source; `readVia` names the copy it was read through, when not the page itself. */
export interface AgencyFact extends Sourced {
  readonly readVia?: string
  readonly seeAlso?: readonly string[]
}

/** A search site; a company's own listing service is sourced, a plain web search is not. */
export interface AssumptionSearch extends SearchLink, Partial<Sourced> {
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
    source: 'https://www.withroam.com/',
    sourceKind: 'official',
    checkedOn: '2026-11-23',
  },
  {
    label: 'AssumeList',
    url: 'https://assumelist.com/',
    description: 'A search site for homes with VA, FHA and USDA assumable mortgages.',
    access: 'Full access needs a paid subscription.',
    source: 'https://joingerald.com/learn/life--lifestyle/assumelist-assumable-mortgage-guide',
    sourceKind: 'secondary',
    checkedOn: '2026-11-23',
  },
  {
    label: 'Oahu homes for sale (Realtor.com)',
    url: 'https://www.realtor.com/realestateandhomes-search/Honolulu-County_HI',
    description:
      'Most homes with an assumable loan are not advertised that way. Ask the listing agent whether the seller has a VA loan.',
    access: 'Free, no account needed.',
    source: ASSUMABLE_GUY,
    sourceKind: 'secondary',
    checkedOn: '2026-11-23',
  },
  {
    label: 'Web search: assumable VA loans on Oahu',
    url: 'https://www.google.com/search?q=assumable+VA+loan+home+for+sale+Oahu+Hawaii',
    description: 'Finds listings and agents that mention an assumable VA loan.',
    access: 'Free. Results include ads; check every listing yourself.',
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
    source: 'https://www.withroam.com/',
    sourceKind: 'secondary',
    checkedOn: '2026-11-23',
  },
  {
    title: 'Limited fees',
    description:
      'VA lists what an assumer may be charged: the processing fee, the VA funding fee, credit report, recording fees and taxes, title costs, taxes and insurance, and fees VA approves in advance. Fees not on the list may not be charged to you.',
    source: FEE_SUMMARY,
    sourceKind: 'secondary',
    checkedOn: '2026-11-23',
    seeAlso: [VA_CIRCULARS],
  },
  {
    title: 'Open to veterans and non-veterans',
    description:
      'Any creditworthy buyer may assume a VA loan. A veteran buyer can also substitute their entitlement, which frees the seller’s entitlement for their next home.',
    source: CIRCULAR_SUMMARY,
    sourceKind: 'secondary',
    checkedOn: '2026-11-23',
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
      'Use the searches above, and ask listing agents directly: the listing agent often does not know the loan is assumable.',
    source: ASSUMABLE_GUY,
    sourceKind: 'secondary',
    checkedOn: '2026-11-29',
  },
  {
    step: 2,
    title: 'Confirm the loan details',
    detail:
      'Get the balance, rate, monthly payment and the name of the loan servicer. The loan must be current for the assumption to be approved.',
    source: CIRCULAR_SUMMARY,
    sourceKind: 'secondary',
    checkedOn: '2026-11-23',
  },
  {
    step: 3,
    title: 'Plan for the equity gap',
    detail: `The gap is the price minus your down payment minus the balance you take over. Pay it in cash or with gap financing, a second loan from another lender: ask gap lenders how much of the price they lend and at what rate.`,
    source: 'product spec',
    sourceKind: 'advice',
  },
  {
    step: 4,
    title: 'Apply with the seller’s loan servicer',
    detail:
      'Only the current loan holder or its servicer can process and close a VA assumption. You sign a contract to buy and agree to take on the loan in full.',
    source: CIRCULAR_SUMMARY,
    sourceKind: 'secondary',
    checkedOn: '2026-11-23',
    seeAlso: [VA_CIRCULARS],
  },
  {
    step: 5,
    title: 'Qualify on credit and income',
    detail:
      'You must be creditworthy under VA’s credit and underwriting standards, just as for a new VA loan. Have pay statements, bank statements and your orders ready.',
    source: CIRCULAR_SUMMARY,
    sourceKind: 'secondary',
    checkedOn: '2026-11-23',
  },
  {
    step: 6,
    title: 'Wait for the decision, and know how to appeal',
    detail:
      'VA’s Circular 26-23-10 (May 22, 2023) sets how long the servicer has to decide and how a denial can be appealed to VA. Ask the servicer for its deadline when you apply, and if it says no, ask at once how and by when to appeal. The circular is on VA’s circulars page.',
    source: CIRCULAR_SUMMARY,
    sourceKind: 'secondary',
    checkedOn: '2026-11-23',
    seeAlso: [VA_CIRCULARS],
  },
  {
    step: 7,
    title: 'Pay the assumption fees at closing',
    detail: `VA funding fee: 0.5% of the loan balance, unless you are exempt (for example, you receive VA compensation for a service-connected disability). Processing fee: capped by VA, at a lower cap when the servicer lacks automatic authority and with a variance by location; a law firm’s summary gives $300 and $250. Ask the servicer for the exact amount.`,
    source: FEE_SUMMARY,
    sourceKind: 'secondary',
    checkedOn: '2026-11-23',
    seeAlso: [LOAN_FEE_STATUTE, VA_LOAN_FEES],
  },
  {
    step: 8,
    title: 'Close, and settle the entitlement',
    detail:
      'The seller’s VA entitlement comes back only if an eligible veteran buyer substitutes their own. Otherwise it stays tied to the home until the loan is paid in full. Ask the servicer which VA forms the seller signs at closing.',
    source: CIRCULAR_SUMMARY,
    sourceKind: 'secondary',
    checkedOn: '2026-11-23',
    seeAlso: [VA_CIRCULARS],
  },
]

/** Tips for the VA assumptions page (the two calculator tips plus page-specific ones). */
export const ASSUMPTION_TIPS: readonly SourcedTip[] = [
  ...ASSUMPTION_CALCULATOR_TIPS,
  {
    text: 'Ask the servicer early whether it has automatic authority: the processing-fee cap, and who decides your application, depend on it.',
    source: FEE_SUMMARY,
    sourceKind: 'secondary',
    checkedOn: '2026-11-23',
  },
  {
    text: 'If you receive VA compensation for a service-connected disability, tell the servicer: you do not pay the VA funding fee.',
    source: VA_LOAN_FEES,
    sourceKind: 'official',
    checkedOn: '2026-11-23',
  },
  {
    text: 'Selling to a non-veteran keeps the seller’s entitlement tied up. Sellers planning to buy again should weigh that before they agree.',
    source: CIRCULAR_SUMMARY,
    sourceKind: 'secondary',
    checkedOn: '2026-11-23',
  },
]

/**
 * The worked example's INPUTS only (docs/decisions.md#s-9-loan-calculator, #d-08). The page
 * computes the result with the same function as the calculator; the brief's typed figures
 * (3,295 vs 4,193) do not follow from its own formula.
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
  sourceKind: 'program',
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
    url: VA_LOAN_FEES,
    source: VA_LOAN_FEES,
    sourceKind: 'official',
    checkedOn: '2026-11-23',
  },
  {
    kind: 'external',
    label: 'VA home loan circulars (assumption rules)',
    url: VA_CIRCULARS,
    source: VA_CIRCULARS,
    sourceKind: 'official',
    checkedOn: '2026-11-23',
  },
  {
    kind: 'external',
    label: 'VA home loan limits and entitlement',
    url: 'https://www.benefits.va.gov/homeloans/purchaseco_loan_limits.asp',
    source: 'https://www.benefits.va.gov/homeloans/purchaseco_loan_limits.asp',
    sourceKind: 'official',
    checkedOn: '2026-11-23',
  },
]

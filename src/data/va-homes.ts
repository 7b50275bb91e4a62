/** VA homes page: searches, VA loan benefits, sample area cards, island markets, partner cards. */
import type { SearchLink, Sourced, SourcedLink } from './types'
import { COMMUTE_RADIUS, INSTALLATION_BASICS } from './installation-basics'
import { CONTACT_ROUTE, SPONSOR_INTRO_TEXT } from './contact-links'

const VA_LOAN_FEES = 'https://www.benefits.va.gov/HOMELOANS/purchaseco_loan_fee.asp'
const VA_LOAN_LIMITS = 'https://www.benefits.va.gov/homeloans/purchaseco_loan_limits.asp'
const HOOPILI_2016 =
  'https://www.staradvertiser.com/2016/09/08/business/business-breaking/d-r-horton-breaks-ground-on-11750-home-hoopili-development'
const KOA_RIDGE_2020 =
  'https://staradvertiser.com/2020/06/28/hawaii-news/koa-ridge-to-finally-offer-homes-for-sale-in-july'

/** A fact read on an agency page; `readVia` names the copy it was read through, when not the page itself. */
export interface AgencyFact extends Sourced {
  readonly readVia?: string
  readonly seeAlso?: readonly string[]
}

/** An outside search page (listing site or map). `source` is the site itself. */
export interface ExternalSearch extends SourcedLink {
  readonly description?: string
}

export const VA_HOMES_MAIN_SEARCH: SearchLink = {
  label: 'Search Oahu homes for sale',
  url: 'https://www.realtor.com/realestateandhomes-search/Honolulu-County_HI',
  description:
    'All homes for sale on Oahu (Honolulu County). Tell your agent you are using a VA loan so offers include the VA appraisal.',
}

export interface VaLoanBenefit extends AgencyFact {
  readonly id: 'zero-down' | 'no-pmi' | 'competitive-rates' | 'reusable' | 'no-loan-limit'
  readonly title: string
  readonly description: string
}

/** The five VA loan benefit cards. */
export const VA_LOAN_BENEFITS: readonly VaLoanBenefit[] = [
  {
    id: 'zero-down',
    title: 'No down payment',
    description:
      'A VA-backed loan requires no down payment. With less than full entitlement, a loan above your county limit may need one: see the last card.',
    source: VA_LOAN_FEES,
    sourceKind: 'official',
    checkedOn: '2026-11-23',
  },
  {
    id: 'no-pmi',
    title: 'No monthly mortgage insurance',
    description:
      'VA loans have no monthly mortgage insurance (PMI). Instead there is a one-time VA funding fee, which you can finance or pay in cash at closing; veterans receiving VA compensation for a service-connected disability do not pay it.',
    source: VA_LOAN_FEES,
    sourceKind: 'official',
    checkedOn: '2026-11-23',
  },
  {
    id: 'competitive-rates',
    title: 'Competitive interest rates',
    description:
      'Because VA guarantees part of the loan, it can help you buy at a competitive interest rate. Compare offers from more than one lender.',
    source: 'https://www.benefits.va.gov/homeloans/purchasecashout.asp',
    sourceKind: 'official',
    checkedOn: '2026-11-23',
  },
  {
    id: 'reusable',
    title: 'A benefit you can use again',
    description:
      'Your entitlement can be restored when the home is sold or the previous VA loan is paid in full, so you can use the benefit again.',
    source: VA_LOAN_LIMITS,
    sourceKind: 'official',
    checkedOn: '2026-11-23',
  },
  {
    id: 'no-loan-limit',
    title: 'No maximum loan amount with full entitlement',
    description:
      'Since January 1, 2020, there are no county loan limits for borrowers with full entitlement. County limits still apply if part of your entitlement is in use. Your lender still decides how much you can borrow.',
    source: VA_LOAN_LIMITS,
    sourceKind: 'official',
    checkedOn: '2026-11-23',
  },
]

/** Shown next to every sample price: these are not listings. */
export const SAMPLE_PRICE_LABEL =
  'Sample price for illustration only. Not a listing, estimate or appraisal.'

export interface AreaListing extends Sourced {
  readonly title: string
  /** External search for homes in that area. */
  readonly url: string
  readonly description: string
  /** A SAMPLE price (docs/decisions.md#s-9-sliders: 650,000–1,100,000) for the credit badge. */
  readonly samplePrice: number
  /** The new construction card shows the 1% credit instead of the veteran credit. */
  readonly isNewConstruction: boolean
}

const realtorSearch = (place: string): string =>
  `https://www.realtor.com/realestateandhomes-search/${place}`

/** Exactly eight area cards; exactly one is new construction. */
export const VA_AREA_LISTINGS: readonly AreaListing[] = [
  {
    title: 'Mililani',
    url: realtorSearch('Mililani_HI'),
    description: 'Central Oahu town close to Schofield Barracks and Wheeler Army Airfield.',
    samplePrice: 950_000,
    isNewConstruction: false,
    source: 'product spec',
    sourceKind: 'program',
  },
  {
    title: 'Wahiawa',
    url: realtorSearch('Wahiawa_HI'),
    description: 'The town right outside Schofield Barracks, in the middle of the island.',
    samplePrice: 750_000,
    isNewConstruction: false,
    source: 'product spec',
    sourceKind: 'program',
  },
  {
    title: 'Pearl City',
    url: realtorSearch('Pearl-City_HI'),
    description:
      'Neighborhoods above Pearl Harbor, between Joint Base Pearl Harbor-Hickam and Central Oahu.',
    samplePrice: 900_000,
    isNewConstruction: false,
    source: 'product spec',
    sourceKind: 'program',
  },
  {
    title: 'Aiea',
    url: realtorSearch('Aiea_HI'),
    description: 'Hillside homes near Pearl Harbor and the Hickam side of the joint base.',
    samplePrice: 875_000,
    isNewConstruction: false,
    source: 'product spec',
    sourceKind: 'program',
  },
  {
    title: 'Ewa Beach',
    url: realtorSearch('Ewa-Beach_HI'),
    description: 'Ewa Plain neighborhoods west of Pearl Harbor.',
    samplePrice: 800_000,
    isNewConstruction: false,
    source: 'product spec',
    sourceKind: 'program',
  },
  {
    title: 'Kailua',
    url: realtorSearch('Kailua_HI'),
    description: 'Windward beach town near Marine Corps Base Hawaii, Kaneohe Bay.',
    samplePrice: 1_100_000,
    isNewConstruction: false,
    source: 'product spec',
    sourceKind: 'program',
  },
  {
    title: 'Kaneohe',
    url: realtorSearch('Kaneohe_HI'),
    description: 'Windward town on Kaneohe Bay, near Marine Corps Base Hawaii.',
    samplePrice: 1_000_000,
    isNewConstruction: false,
    source: 'product spec',
    sourceKind: 'program',
  },
  {
    title: 'Ho‘opili and Ewa: new construction',
    url: `${realtorSearch('Ewa-Beach_HI')}/shw-nc`,
    description:
      'New homes on the Ewa Plain, including D.R. Horton’s planned 11,750-home Ho‘opili community in Kapolei.',
    samplePrice: 700_000,
    isNewConstruction: true,
    source: HOOPILI_2016,
    sourceKind: 'secondary',
    checkedOn: '2026-11-29',
    sourceDate: 'Star-Advertiser, Sept 8, 2016',
  },
]

export interface BaseRadiusSearch extends ExternalSearch {
  readonly installationId: (typeof INSTALLATION_BASICS)[number]['id']
}

/** Four "about 30 minutes from base" searches, one per installation (map searches). */
export const BASE_RADIUS_SEARCHES: readonly BaseRadiusSearch[] = INSTALLATION_BASICS.map(
  (base) => ({
    installationId: base.id,
    label: `Homes within about ${COMMUTE_RADIUS.minutes} minutes of ${base.name}`,
    url: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
      `homes for sale near ${base.name}, HI`,
    )}`,
    description: `Opens a map of homes for sale around the base. We use ${COMMUTE_RADIUS.miles} miles or ${COMMUTE_RADIUS.minutes} minutes as a guide; check the drive at rush hour before you offer.`,
    source: 'product spec',
    sourceKind: 'program',
  }),
)

export interface IslandMarket {
  readonly island: string
  readonly areas: readonly string[]
  /** Median sale prices, with the period they cover. Left out where no recent figure was found. */
  readonly medianPrice?: AgencyFact & { readonly text: string; readonly period: string }
}

/** Three island market cards. */
export const ISLAND_MARKETS: readonly IslandMarket[] = [
  {
    island: 'Oahu',
    areas: [
      'Honolulu',
      'Central Oahu',
      'Ewa and Kapolei',
      'Pearl City and Aiea',
      'Kailua and Kaneohe',
    ],
    medianPrice: {
      text: 'Single-family homes $1,100,000; condos $515,000 (2024 medians). In May 2025: homes $1,175,000, condos $500,000.',
      period: '2024 full year; May 2025',
      source:
        'https://staradvertiser.com/2025/01/07/hawaii-news/oahu-housing-market-notches-price-gains-in-2024-but-not-complete-rebound',
      sourceKind: 'secondary',
      checkedOn: '2026-11-23',
      sourceDate:
        'Star-Advertiser, Jan 7, 2025 and June 10, 2025 (Honolulu Board of Realtors data)',
      seeAlso: [
        'https://www.staradvertiser.com/2025/06/10/hawaii-news/oahu-condo-buyers-gaining-advantages-in-slowing-market/',
      ],
    },
  },
  {
    island: 'Maui',
    areas: ['Wailuku and Kahului', 'Kihei', 'Lahaina and West Maui', 'Upcountry (Kula, Pukalani)'],
    medianPrice: {
      text: 'Single-family homes $1.3 million and condos $715,000 in November 2024; the single-family record was $1,408,287 in September 2024 (Maui County).',
      period: 'November 2024',
      source:
        'https://mauinow.com/2024/12/10/november-single-family-home-prices-shy-of-all-time-record-but-not-by-much/',
      sourceKind: 'secondary',
      checkedOn: '2026-11-23',
      sourceDate: 'Maui Now, Dec 10, 2024 (Realtors Association of Maui data)',
      seeAlso: [
        'https://mauinow.com/2024/10/18/maui-county-housing-prices-reach-all-time-high-while-sales-volume-drops-in-september/',
      ],
    },
  },
  {
    island: 'Hawaii Island (Big Island)',
    areas: ['Hilo', 'Puna', 'Kona', 'South Kohala'],
  },
]

/** A partner card: no invented people; it routes to /contact. */
export interface PartnerContactCard {
  readonly id: string
  readonly title: string
  readonly description: string
  readonly specialties: readonly string[]
  readonly contactRoute: typeof CONTACT_ROUTE
  readonly contactText: typeof SPONSOR_INTRO_TEXT
  /** docs/decisions.md#s-3's lender shape; left out: we list no named people or their numbers. */
  readonly name?: string
  readonly company?: string
  readonly phone?: string
  readonly email?: string
}

/** Three lender cards (docs/decisions.md#d-29: lenders must not be invented). */
export const VA_LENDER_CARDS: readonly PartnerContactCard[] = [
  {
    id: 'va-purchase-lender',
    title: 'VA loan officer',
    description: 'A lender who closes VA purchase loans on Oahu and knows PCS timelines.',
    specialties: [
      'VA purchase loans',
      'Certificate of Eligibility (COE)',
      'Closing around PCS dates',
    ],
    contactRoute: CONTACT_ROUTE,
    contactText: SPONSOR_INTRO_TEXT,
  },
  {
    id: 'high-cost-lender',
    title: 'High-cost market specialist',
    description: 'For homes above the usual loan limits, where entitlement matters most.',
    specialties: [
      'Full and remaining entitlement',
      'Loans over conforming limits',
      'Funding fee exemptions',
    ],
    contactRoute: CONTACT_ROUTE,
    contactText: SPONSOR_INTRO_TEXT,
  },
  {
    id: 'new-build-lender',
    title: 'New construction lender',
    description: 'For buying a home that is still being built.',
    specialties: ['VA loans on new builds', 'Rate locks for long closings', 'Builder incentives'],
    contactRoute: CONTACT_ROUTE,
    contactText: SPONSOR_INTRO_TEXT,
  },
]

export interface NewDevelopmentCard extends AgencyFact {
  readonly title: string
  readonly description: string
  readonly link: ExternalSearch
}

export const VA_NEW_DEVELOPMENT: NewDevelopmentCard = {
  title: 'Koa Ridge, Central Oahu',
  description:
    'Castle & Cooke’s planned 3,500-home community between Waipio and Mililani. In June 2020 the builder planned its first home sales for July 2020, before foundations were poured. Ask your VHP sponsor about the new build credit.',
  source: KOA_RIDGE_2020,
  sourceKind: 'secondary',
  checkedOn: '2026-11-23',
  sourceDate: 'Star-Advertiser, June 28, 2020',
  link: {
    label: 'Koa Ridge',
    url: 'http://koaridge.com/',
    source: KOA_RIDGE_2020,
    sourceKind: 'secondary',
    checkedOn: '2026-11-23',
  },
}

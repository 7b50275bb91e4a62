/** Verified rentals page: search, what "verified" means here, rental areas, the 8-step check, resources. */
import type { SearchLink, Sourced, SourcedLink, SourcedPhone } from './types'

const NAVY_COMMUNITY = 'https://ffr.cnic.navy.mil/Navy-Housing/Community-Housing/'
/** A Next Avenue copy of the FTC's rental-scam alert; the FTC's own page could not be read. */
const RENTAL_SCAMS = 'https://www.nextavenue.org/dont-wire-rent-money-if-you-havent-seen-property/'
const OCP_LANDLORD_TENANT = 'https://cca.hawaii.gov/ocp/?p=2373'
/** A MilitaryINSTALLATIONS page: it names Military OneSource's number on every page. */
const MIL_INSTALLATIONS_MCBH =
  'https://installations.militaryonesource.mil/military-installation/mcb-hawaii/housing/temporary-housing'

export const RENTAL_SEARCH: SearchLink & { readonly description: string } = {
  label: 'Search Oahu rentals',
  url: 'https://www.realtor.com/apartments/Honolulu-County_HI',
  description:
    'Rentals across Oahu (Honolulu County). Before you pay anything, run every listing through the 8 checks below.',
}

/** The honest description of the "verified network" on this site. */
export const VERIFIED_NETWORK_DESCRIPTION = {
  title: 'What “verified” means here',
  paragraphs: [
    'We do not inspect homes, screen landlords or vouch for any listing. A rental is “verified” when you have checked it yourself with the 8 steps below.',
    'The steps come from published rental-scam warnings, the City and County of Honolulu’s property records and Hawaii’s landlord-tenant rules. They take an evening, and they can save your deposit.',
    'Your installation housing office can also help: Navy Housing Service Centers keep community listings screened for suitability, affordability and safety, and review leases.',
  ],
  source: NAVY_COMMUNITY,
  sourceKind: 'official',
  checkedOn: '2026-11-23',
} as const

export interface RentalArea extends Sourced {
  readonly area: string
  readonly neighborhoods: readonly string[]
  /** Left out: no current, sourced rent figures by area were found. */
  readonly priceRange?: string
  readonly benefits: readonly string[]
}

/** Shown where a price range would be: rents change too fast for a fixed figure. */
export const RENT_PRICE_NOTE: Sourced & { readonly text: string } = {
  text: 'Rents change quickly. Compare any listing with your BAH, and ask your installation housing office for its current community listings.',
  source: NAVY_COMMUNITY,
  sourceKind: 'official',
  checkedOn: '2026-11-23',
}

/** Exactly three rental areas. */
export const RENTAL_AREAS: readonly RentalArea[] = [
  {
    area: 'Central Oahu, near Schofield Barracks',
    neighborhoods: ['Mililani', 'Wahiawa', 'Waipio'],
    benefits: [
      'Closest towns to Schofield Barracks and Wheeler Army Airfield',
      'Ask the installation housing office what homes here rent for today',
    ],
    source:
      'https://mybaseguide.com/installation/hawaii-army/community/army-schofield-barracks-and-wheeler-army-airfield/',
    sourceKind: 'secondary',
    checkedOn: '2026-11-23',
  },
  {
    area: 'Pearl Harbor and Ewa, near Joint Base Pearl Harbor-Hickam',
    neighborhoods: ['Aiea', 'Pearl City', 'Salt Lake', 'Ewa Beach', 'Kapolei'],
    benefits: [
      'Closest neighborhoods to the Pearl Harbor and Hickam sides of the joint base',
      'The Navy Housing Service Center keeps screened community listings for this area',
    ],
    source: NAVY_COMMUNITY,
    sourceKind: 'official',
    checkedOn: '2026-11-23',
  },
  {
    area: 'Windward Oahu, near Kaneohe Bay',
    neighborhoods: ['Kailua', 'Kaneohe'],
    benefits: [
      'Closest towns to Marine Corps Base Hawaii, Kaneohe Bay',
      'The MCBH Family Housing Office assigns each housing applicant a counselor',
    ],
    source:
      'https://www.mcbhawaii.marines.mil/Offices-Staff/S-4-Installations-Logistics/Family-Housing/How-to-Apply/',
    sourceKind: 'official',
    checkedOn: '2026-11-23',
  },
]

export interface RentalCheck extends Sourced {
  readonly title: string
  readonly detail: string
}

/** Exactly eight checks to verify a rental and avoid scams. */
export const RENTAL_VERIFICATION_CHECKLIST: readonly RentalCheck[] = [
  {
    title: 'See it before you pay',
    detail:
      'See the home in person before you pay anything. If you cannot go, ask someone you trust to see it for you.',
    source: RENTAL_SCAMS,
    sourceKind: 'secondary',
    checkedOn: '2026-11-23',
  },
  {
    title: 'Never wire money',
    detail:
      'There is never a good reason to wire an application fee, deposit or first month’s rent. Once wired, the money is gone.',
    source: RENTAL_SCAMS,
    sourceKind: 'secondary',
    checkedOn: '2026-11-23',
  },
  {
    title: 'Be wary of a landlord who is “out of the country”',
    detail:
      'Be skeptical of a landlord who says they are overseas and has someone else hand you the keys after you pay. Do not send money overseas.',
    source: RENTAL_SCAMS,
    sourceKind: 'secondary',
    checkedOn: '2026-11-23',
  },
  {
    title: 'Search for the same listing elsewhere',
    detail:
      'Search for the listing on other sites. The same home listed under another name or phone number usually means a copied ad.',
    source: RENTAL_SCAMS,
    sourceKind: 'secondary',
    checkedOn: '2026-11-23',
  },
  {
    title: 'Check who owns the property',
    detail:
      'Look the address up in the City and County of Honolulu real property records. The owner, or a manager who can show they work for the owner, should be the person renting it to you.',
    source: 'https://realpropertyhonolulu.com/faq/',
    sourceKind: 'official',
    checkedOn: '2026-11-23',
  },
  {
    title: 'Question a rent far below the rest',
    detail:
      'Scammers use a below-market rent to lure you in. Compare with similar homes nearby and take your time.',
    source: RENTAL_SCAMS,
    sourceKind: 'secondary',
    checkedOn: '2026-11-23',
  },
  {
    title: 'Get it in writing, with a move-in inventory',
    detail:
      'Use a written rental agreement with every blank filled in, and a signed, dated list of the home’s condition. Keep copies signed by both of you.',
    source: OCP_LANDLORD_TENANT,
    sourceKind: 'official',
    checkedOn: '2026-11-23',
  },
  {
    title: 'Have the housing office read the lease',
    detail:
      'Navy Housing Service Centers review leases, give sample leases and can help you negotiate. Ask your installation housing office for the same.',
    source: NAVY_COMMUNITY,
    sourceKind: 'official',
    checkedOn: '2026-11-23',
  },
]

export interface RentalResource extends SourcedLink {
  readonly description: string
  readonly phone?: SourcedPhone
  /** A caution shown on the card. */
  readonly caution?: string
}

/** Five rental resources. */
export const RENTAL_RESOURCES: readonly RentalResource[] = [
  {
    label: 'HOMES.mil (DoD community housing search)',
    url: 'https://www.homes.mil/',
    description:
      'The official DoD website for finding community housing, which Navy Housing Service Centers point families to.',
    caution: 'Run every listing through the 8 checks, wherever you found it.',
    source: 'https://www.navymwrmidlant.com/housing/family-housing/community-housing',
    sourceKind: 'official',
    checkedOn: '2026-11-23',
  },
  {
    label: 'Navy Housing Service Center and installation housing offices',
    url: NAVY_COMMUNITY,
    description:
      'Home-finding counseling, screened community listings, the Rental Partnership Program and lease review.',
    source: NAVY_COMMUNITY,
    sourceKind: 'official',
    checkedOn: '2026-11-23',
  },
  {
    label: 'Military OneSource',
    url: 'https://www.militaryonesource.mil/',
    description: 'Help by secure live chat or by phone when you cannot get an answer locally.',
    source: MIL_INSTALLATIONS_MCBH,
    sourceKind: 'official',
    checkedOn: '2026-11-23',
    phone: {
      label: 'Military OneSource',
      display: '800-342-9647',
      source: MIL_INSTALLATIONS_MCBH,
      sourceKind: 'official',
      checkedOn: '2026-11-23',
    },
  },
  {
    label: 'Hawaii Residential Landlord-Tenant Code (Office of Consumer Protection)',
    url: OCP_LANDLORD_TENANT,
    description:
      'Hawaii’s rules for renters and landlords (HRS chapter 521) from the state Department of Commerce and Consumer Affairs, with its handbook.',
    source: OCP_LANDLORD_TENANT,
    sourceKind: 'official',
    checkedOn: '2026-11-23',
    phone: {
      label: 'OCP Landlord-Tenant Information Center (weekdays 8 a.m.–noon)',
      display: '(808) 586-2634',
      source: 'https://cca.hawaii.gov/blog/what-should-i-do-if-i-have-a-landlordtenant-problem/',
      sourceKind: 'official',
      checkedOn: '2026-11-23',
      sourceDate: 'posted Apr 1, 2013',
    },
  },
  {
    label: 'Zillow, Craigslist and other listing sites',
    url: 'https://www.zillow.com/',
    description: 'Large listing sites, where scammers repost real listings as their own.',
    caution:
      'Scammers copy real listings, change the contact details and repost them. Never pay before you have seen the home and checked the owner.',
    source: RENTAL_SCAMS,
    sourceKind: 'secondary',
    checkedOn: '2026-11-23',
  },
]

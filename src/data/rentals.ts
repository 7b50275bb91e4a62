/** Verified rentals page: search, what "verified" means here, rental areas, the 8-step check, resources. */
import type { Sourced, SourcedLink } from './types'

const CHECKED_ON = '2026-11-22'

export interface SourcedPhone extends Sourced {
  readonly label: string
  readonly display: string
  readonly tel: string
}

export const RENTAL_SEARCH: SourcedLink & { readonly description: string } = {
  label: 'Search Oahu rentals',
  url: 'https://www.realtor.com/apartments/Honolulu-County_HI',
  description:
    'Rentals across Oahu (Honolulu County). Before you pay anything, run every listing through the 8 checks below.',
  source: 'https://www.realtor.com/',
}

/** The honest description of the "verified network" on this site. */
export const VERIFIED_NETWORK_DESCRIPTION = {
  title: 'What “verified” means here',
  paragraphs: [
    'We do not inspect homes, screen landlords or vouch for any listing. A rental is “verified” when you have checked it yourself with the 8 steps below.',
    'The steps come from the Federal Trade Commission’s rental scam advice, the City and County of Honolulu’s property records and Hawaii’s landlord-tenant rules. They take an evening, and they can save your deposit.',
    'Your installation housing office can also help: Navy Housing Service Centers keep community listings screened for suitability, affordability and safety, and review leases for free.',
  ],
  source: 'https://ffr.cnic.navy.mil/Navy-Housing/Community-Housing/',
  checkedOn: CHECKED_ON,
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
  text: 'Rents change quickly. Compare any listing with your BAH, and ask your installation housing office what homes like it rent for today.',
  source: 'http://www.militaryonesource.mil/moving?content_id=266832',
  checkedOn: CHECKED_ON,
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
  },
  {
    area: 'Pearl Harbor and Ewa, near Joint Base Pearl Harbor-Hickam',
    neighborhoods: ['Aiea', 'Pearl City', 'Salt Lake', 'Ewa Beach', 'Kapolei'],
    benefits: [
      'Closest neighborhoods to the Pearl Harbor and Hickam sides of the joint base',
      'The Navy Housing Service Center keeps screened community listings for this area',
    ],
    source: 'https://ffr.cnic.navy.mil/Navy-Housing/Community-Housing/',
  },
  {
    area: 'Windward Oahu, near Kaneohe Bay',
    neighborhoods: ['Kailua', 'Kaneohe'],
    benefits: [
      'Closest towns to Marine Corps Base Hawaii, Kaneohe Bay',
      'The MCBH Family Housing Office counsels families on community housing',
    ],
    source:
      'https://www.mcbhawaii.marines.mil/Offices-Staff/S-4-Installations-Logistics/Family-Housing/How-to-Apply/',
  },
]

export interface ChecklistItem extends Sourced {
  readonly title: string
  readonly detail: string
}

/** Exactly eight checks to verify a rental and avoid scams. */
export const RENTAL_VERIFICATION_CHECKLIST: readonly ChecklistItem[] = [
  {
    title: 'See it before you pay',
    detail:
      'Tour the home in person or on a live video call that you control. If you cannot go, ask someone you trust to see it for you.',
    source: 'https://www.nextavenue.org/dont-wire-rent-money-if-you-havent-seen-property/',
    checkedOn: CHECKED_ON,
  },
  {
    title: 'Never wire money or pay with gift cards',
    detail:
      'There is never a good reason to wire an application fee, deposit or first month’s rent. Once wired, the money is gone.',
    source: 'https://www.nextavenue.org/dont-wire-rent-money-if-you-havent-seen-property/',
    checkedOn: CHECKED_ON,
  },
  {
    title: 'Be wary of a landlord who is “out of the country”',
    detail:
      'A landlord who cannot meet you and wants to mail the keys after you pay is a classic scam.',
    source: 'https://www.nextavenue.org/dont-wire-rent-money-if-you-havent-seen-property/',
    checkedOn: CHECKED_ON,
  },
  {
    title: 'Search for the same listing elsewhere',
    detail:
      'Search the address and photos. The same home listed under another name or phone number usually means a copied ad.',
    source: 'https://www.nextavenue.org/dont-wire-rent-money-if-you-havent-seen-property/',
    checkedOn: CHECKED_ON,
  },
  {
    title: 'Check who owns the property',
    detail:
      'Look the address up in the City and County of Honolulu real property records. The owner, or a manager who can show they work for the owner, should be the person renting it to you.',
    source: 'https://realpropertyhonolulu.com/about-us',
    checkedOn: CHECKED_ON,
  },
  {
    title: 'Question a rent far below the rest',
    detail:
      'Scammers use below-market rent and pressure to decide fast. Compare with similar homes nearby and take your time.',
    source: 'https://www.nextavenue.org/dont-wire-rent-money-if-you-havent-seen-property/',
    checkedOn: CHECKED_ON,
  },
  {
    title: 'Get it in writing, with a move-in inventory',
    detail:
      'Use a written rental agreement with every blank filled in, and a signed, dated list of the home’s condition. Keep copies signed by both of you.',
    source: 'https://cca.hawaii.gov/ocp/?p=2373',
    checkedOn: CHECKED_ON,
  },
  {
    title: 'Have the housing office read the lease',
    detail:
      'Installation housing offices review leases, give sample leases and can help you negotiate, at no cost.',
    source: 'https://ffr.cnic.navy.mil/Navy-Housing/Community-Housing/',
    checkedOn: CHECKED_ON,
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
    label: 'AHRN.com (Automated Housing Referral Network)',
    url: 'https://www.ahrn.com/',
    description:
      'A site where landlords post rentals for service members to search before arriving.',
    caution:
      'Described by DoD pages from 2012; current Navy pages point families to the official DoD community-housing site instead. Run every AHRN listing through the 8 checks.',
    source:
      'https://webarchive.library.unt.edu/web/20121020071044/http://www.militaryhomefront.dod.mil/MOS/f?p=MHF%3AHOME1%3A0%3A%3A%3A%3ASID%3A20.60.500.240.0.0.0.0.0',
    checkedOn: CHECKED_ON,
  },
  {
    label: 'Navy Housing Service Center and installation housing offices',
    url: 'https://ffr.cnic.navy.mil/Navy-Housing/Community-Housing/',
    description:
      'Free home-finding counseling, screened community listings, the Rental Partnership Program and lease review.',
    source: 'https://ffr.cnic.navy.mil/Navy-Housing/Community-Housing/',
    checkedOn: CHECKED_ON,
  },
  {
    label: 'Military OneSource',
    url: 'https://www.militaryonesource.mil/',
    description: 'Free help with moving and housing questions, by phone or online.',
    source: 'https://www.army.mil/article/255461/plan_ahead_for_pcs_season_with_military_onesource',
    checkedOn: CHECKED_ON,
    phone: {
      label: 'Military OneSource',
      display: '800-342-9647',
      tel: '+18003429647',
      source:
        'https://www.army.mil/article/255461/plan_ahead_for_pcs_season_with_military_onesource',
      checkedOn: CHECKED_ON,
    },
  },
  {
    label: 'Hawaii Residential Landlord-Tenant Code (Office of Consumer Protection)',
    url: 'https://cca.hawaii.gov/ocp/?p=2373',
    description:
      'Hawaii’s rules for renters and landlords (HRS chapter 521) from the state Department of Commerce and Consumer Affairs, with its handbook.',
    source: 'https://cca.hawaii.gov/ocp/?p=2373',
    checkedOn: CHECKED_ON,
    phone: {
      label: 'OCP Residential Landlord-Tenant Hotline (number printed in the 2016 handbook)',
      display: '(808) 586-2634',
      tel: '+18085862634',
      source: 'https://cca.hawaii.gov/ocp/files/2016/04/2016-Landlord-Tenant-Handbook.pdf',
      checkedOn: CHECKED_ON,
    },
  },
  {
    label: 'Zillow, Craigslist and other listing sites',
    url: 'https://www.zillow.com/',
    description: 'Large sites have the most listings, and the most fakes.',
    caution:
      'Scammers copy real listings, change the contact details and repost them. Never pay before you have seen the home and checked the owner.',
    source: 'https://www.nextavenue.org/dont-wire-rent-money-if-you-havent-seen-property/',
    checkedOn: CHECKED_ON,
  },
]

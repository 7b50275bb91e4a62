// Temporary lodging (TLA) options on Oahu, TLA warnings and pet travel tips for /pcs-toolkit/tla-hotels.
import type { Sourced } from './types'

export type LodgingKind = 'military' | 'off-base'

/**
 * A hotel or lodging usable while on TLA. Only sourced fields are present: a missing phone,
 * email or pet policy means we could not confirm it, not that there is none.
 */
export interface TlaHotel extends Sourced {
  readonly name: string
  readonly kind: LodgingKind
  /** Neighborhood or installation, for the card subtitle. */
  readonly area: string
  readonly address?: string
  readonly phone?: string
  readonly email?: string
  readonly website?: string
  /** Only asserted when a source states the pet policy. */
  readonly petsAllowed?: boolean
  readonly petFee?: string
  readonly amenities: readonly string[]
  /** True only when a source says it accepts TLA or is designated military lodging that does. */
  readonly tlaApproved: boolean
  readonly notes: string
}

/** A warning or tip with the page it came from. */
export interface LodgingTip extends Sourced {
  readonly title: string
  readonly detail: string
}

const MCBH_TEMP_HOUSING =
  'https://installations.militaryonesource.mil/military-installation/mcb-hawaii/housing/temporary-housing'
const MCBH_TLA =
  'https://www.mcbhawaii.marines.mil/Offices-Staff/S-4-Installations-Logistics/Family-Housing/How-to-Apply/Temporary-Lodging-Allowance/'
const DTMO_TLA_FAQ =
  'https://www.travel.dod.mil/Support/ALL-FAQs/Article/2996319/temporary-lodging-allowance/'
const DTMO_PET_FAQ =
  'https://www.travel.dod.mil/Support/ALL-FAQs/Article/3624131/pet-transportation-allowance/'

// Read on 2026-11-28 through the search tool: the Navy's 2004 story on the Ford Island lodge (no
// current Navy Lodge page could be found) and Bellows Air Force Station's own lodging pages.
const NAVY_LODGE_FORD_ISLAND_2004 = 'https://www.navy.mil/submit/display.asp?story_id=11636'
const BELLOWS_PETS = 'https://bellowsafs.com/pets/'
const BELLOWS_POLICIES = 'https://bellowsafs.com/policies/'

// Read on 2026-11-29 through the search tool's stored copies: the former DoD
// MilitaryINSTALLATIONS page for JBPHH's Navy lodging (undated), Tripler's newcomer pages (2013
// and 2015 editions) for the Army's two Oahu lodgings, and Harbor Arms' own military page.
const NGIS_PEARL_HARBOR =
  'https://www.militaryinstallations.dod.mil/MOS/f?p=MI:CONTENT:0::::P4_INST_ID,P4_CONTENT_TITLE,P4_CONTENT_EKMT_ID,P4_CONTENT_DIRECTORY:2200,Temporary%20Housing,30.90.60.30.60.0.0.0.0,10'
const TRIPLER_STUDENT_LODGING = 'https://www.tamc.amedd.army.mil/gme/clerkship/hpsp_usuhs_info.htm'
const TRIPLER_NEWCOMER_LODGING =
  'https://www.tamc.amedd.army.mil/offices/FamilyMedicine13/department/Lodging.htm'

/** Only lodgings whose facts could be read on an https page; see the facts changelog. */
export const tlaHotels: readonly TlaHotel[] = [
  {
    name: 'Inns of the Corps (MCBH Temporary Lodging Facility)',
    kind: 'military',
    area: 'Marine Corps Base Hawaii, Kaneohe Bay',
    address: 'Building 3038 G Street, Box 63073, MCBH Kaneohe Bay, HI 96863',
    phone: '808-254-2806',
    petsAllowed: true,
    amenities: ['Some pet-friendly rooms'],
    tlaApproved: true,
    notes:
      'The designated government lodging for Marine Corps Base Hawaii (second number: 808-356-4506). If it has no rooms, it issues a Statement of Non-Availability so you can use off-base lodging that the government reimburses. MCBH TLA office: 808-496-2198 or 808-496-1582, MCBH.TLA.FMB@USMC.MIL.',
    source: MCBH_TEMP_HOUSING,
    sourceKind: 'official',
    checkedOn: '2026-11-23',
  },
  {
    name: 'Navy Gateway Inns & Suites Pearl Harbor (Arizona Hall)',
    kind: 'military',
    area: 'Joint Base Pearl Harbor-Hickam, Pearl Harbor side',
    address: '1623 Battleship Drive, JBPHH, HI 96860-6000',
    amenities: [],
    tlaApproved: true,
    notes:
      'The Navy’s lodging on the base. Its page says TLA rates depend on the member’s status (single or married) and the number and ages of family members, and that it is for people on official orders, with others on a space-available basis. That page, on DoD’s former installations site, shows no date and no pet policy, and older pages give different phone numbers: confirm the number, rates and pets with the base’s lodging office before you book.',
    source: NGIS_PEARL_HARBOR,
    sourceKind: 'official',
    checkedOn: '2026-11-29',
  },
  {
    name: 'Inn at Schofield Barracks (Army lodging)',
    kind: 'military',
    area: 'Schofield Barracks',
    amenities: [],
    tlaApproved: false,
    notes:
      'The Army lodging at Schofield Barracks. Tripler’s newcomer guide says the Army lodgings at Tripler and Schofield Barracks issue a statement of non-availability when they have no room, and that you need one from both to be paid the maximum daily lodging rate. We found no current page with its address, phone or pet policy.',
    source: TRIPLER_NEWCOMER_LODGING,
    sourceKind: 'official',
    checkedOn: '2026-11-29',
    sourceDate: 'Tripler newcomer guide, 2013',
  },
  {
    name: 'Tripler IHG Army Hotel',
    kind: 'military',
    area: 'Tripler Army Medical Center, near Fort Shafter',
    amenities: [],
    tlaApproved: false,
    notes:
      'The Army lodging on Tripler’s campus, privatized and run by IHG (Tripler’s pages say it is not considered government quarters). Ask it, as well as the Inn at Schofield Barracks, for a statement of non-availability if it has no room. We found no current page with its address, phone or pet policy.',
    source: TRIPLER_STUDENT_LODGING,
    sourceKind: 'official',
    checkedOn: '2026-11-29',
    sourceDate: 'Tripler guide, 2015',
  },
  {
    name: 'Harbor Arms Apartment Hotel',
    kind: 'off-base',
    area: 'Aiea, near Pearl Harbor and Camp H.M. Smith',
    amenities: ['Kitchens (the hotel notes the TLA allowance also depends on one)'],
    tlaApproved: true,
    notes:
      'The hotel says it is a military TLA-approved hotel, within walking distance of Pearl Ridge Shopping Center. That is its own statement: check it against your TLA office’s list. We found no pet policy: ask before you book.',
    source: 'https://harborarms.com/military.html',
    sourceKind: 'official',
    checkedOn: '2026-11-29',
  },
  {
    name: 'Hale Koa Hotel (Armed Forces Recreation Center)',
    kind: 'military',
    area: 'Fort DeRussy, Waikiki',
    website: 'https://www.halekoa.com',
    amenities: [],
    tlaApproved: false,
    notes:
      'An Armed Forces Recreation Center resort for members of the U.S. Armed Forces, their families and other authorized users. Since January 2020 that includes Purple Heart recipients, former prisoners of war, veterans with a VA-documented service-connected disability rating and Primary Family Caregivers of eligible veterans; ID rules apply. We found no statement on TLA or pets: ask the hotel and your housing office.',
    source: 'https://www.halekoa.com/about-hale-koa-hotel/eligibility',
    sourceKind: 'official',
    checkedOn: '2026-11-23',
  },
  {
    name: 'Wayfinder Waikiki',
    kind: 'off-base',
    area: 'Waikiki',
    website: 'https://wayfinderwaikiki.com',
    petsAllowed: true,
    petFee: '$35 per night (up to two dogs), plus a $100 refundable pet deposit at check-in',
    amenities: ['Pet-friendly rooms', 'Walking paths beside the hotel for dog walks'],
    tlaApproved: false,
    notes:
      'Pets stay only in pet-friendly rooms, at most two per room; dogs stay on a leash outside the room, and pets are never left alone in it. Only verified service animals may enter public areas such as the pool, dining area or laundry room. We found no statement on TLA: ask your housing office before you book, because TLA repays off-base lodging in full only when government lodging has no room.',
    source: 'https://wayfinderwaikiki.com/ko/about-us-1/pet-policy',
    sourceKind: 'official',
    checkedOn: '2026-11-23',
  },
  {
    name: 'Navy Lodge Hawaii (Ford Island)',
    kind: 'military',
    area: 'Ford Island, Joint Base Pearl Harbor-Hickam',
    address: 'Building 78, Ford Island',
    amenities: ['Two-room suites with kitchenettes (2004)'],
    tlaApproved: false,
    notes:
      'The Navy Exchange’s lodge on Ford Island, in the middle of Pearl Harbor, opened in January 2004 in historic Building 78 with 55 two-room suites, as the Navy reported then. This is an old source and we found no current page with its phone, TLA rules or pet policy: ask the lodge and your housing office before you book.',
    source: NAVY_LODGE_FORD_ISLAND_2004,
    sourceKind: 'official',
    checkedOn: '2026-11-28',
    sourceDate: 'Navy news, Jan 31, 2004',
  },
  {
    name: 'Bellows Air Force Station cabins',
    kind: 'military',
    area: 'Waimanalo, windward Oahu',
    website: 'https://bellowsafs.com',
    petsAllowed: true,
    amenities: ['Designated pet-friendly lodging', 'Beach where dogs may walk, sunrise to sunset'],
    tlaApproved: false,
    notes:
      'Dogs may stay overnight only in the designated pet-friendly lodging, after you sign the Guest Pet Policy Agreement; they may not enter any other building, must stay on a leash no longer than 8 feet and are never left alone. Aggressive dogs are not allowed. We found no statement on TLA: ask your housing office before you book.',
    source: BELLOWS_PETS,
    sourceKind: 'official',
    checkedOn: '2026-11-28',
  },
]

/** The warnings shown above the list. */
export const tlaWarnings: readonly LodgingTip[] = [
  {
    title: 'Verify TLA approval with your housing office before you book',
    detail:
      'Get the current TLA-approved lodging list, local rules and reimbursement steps from your TLA office. Do not sign for off-base housing before you check in with them: at MCBH, TLA is forfeited if you lock in community housing before checking in at the TLA office.',
    source: MCBH_TEMP_HOUSING,
    sourceKind: 'official',
    checkedOn: '2026-11-23',
  },
  {
    title: 'Government lodging first, or your lodging refund is capped',
    detail:
      'If government lodging has a room and you stay elsewhere, TLA repays lodging only up to what the government lodging would have cost. When it is full, you need written proof of non-availability (a certificate or statement from the lodging or housing office) to claim more.',
    source: DTMO_TLA_FAQ,
    sourceKind: 'official',
    checkedOn: '2026-11-23',
    sourceDate: 'FAQ, April 11, 2022',
  },
  {
    title: 'Confirm pet policies and fees directly with the hotel',
    detail:
      'Most military lodging and major hotels on Oahu do not accept pets. Pet rules, room limits and fees change, so call the hotel before you book.',
    source: MCBH_TEMP_HOUSING,
    sourceKind: 'official',
    checkedOn: '2026-11-23',
  },
]

/** How TLA works on Oahu, for a short explainer. */
export const tlaBasics: readonly LodgingTip[] = [
  {
    title: 'Check in with the TLA office first',
    detail:
      'New arrivals check in with their personnel office and the TLA office for a TLA brief. At MCBH, families with command-sponsored dependents get the certificate of non-availability for TLA at the Family Housing check-in appointment.',
    source: MCBH_TLA,
    sourceKind: 'official',
    checkedOn: '2026-11-23',
  },
  {
    title: 'Usually up to 60 days',
    detail:
      'TLA is paid for as many days as needed, but ordinarily not more than 60. Longer only for reasons beyond your control, such as household goods not arriving, a delay in government housing, or no suitable housing in your price range.',
    source: DTMO_TLA_FAQ,
    sourceKind: 'official',
    checkedOn: '2026-11-23',
    sourceDate: 'FAQ, April 11, 2022',
  },
  {
    title: 'Certificates 10 days at a time (Navy, at MCBH)',
    detail:
      'At MCBH, Navy members get the non-availability certificate for TLA 10 days at a time, starting at the first housing appointment, even before a housing offer. Ask your own housing office how it issues them for your service.',
    source: MCBH_TLA,
    sourceKind: 'official',
    checkedOn: '2026-11-23',
  },
  {
    title: 'Navy: without a certificate, the Navy Lodge rate',
    detail:
      'A Navy newcomer guide says Navy TLA lodging is repaid only at the Navy Lodge rate when no certificate of non-availability comes with the claim, and that TLA is paid after you file the claim with receipts, not in advance. Confirm with your housing office or pay office.',
    source:
      'https://mybaseguide.com/installation/hawaii-navy/community/temporary-lodging-allowance-2/',
    sourceKind: 'secondary',
    checkedOn: '2026-11-23',
  },
  {
    title: 'It is a partial reimbursement',
    detail:
      'TLA helps repay part of the extra cost of temporary lodging and meals. Be ready to pay the hotel first, and keep every bill for your claim.',
    source: MCBH_TEMP_HOUSING,
    sourceKind: 'official',
    checkedOn: '2026-11-23',
  },
]

export const petTravelTips: readonly LodgingTip[] = [
  {
    title: 'Booking a cabin at Bellows',
    detail:
      'Bellows takes reservations online or by phone at (808) 259-8080, Monday to Friday 8:30 a.m. to 6:30 p.m. Hawaii time. Stays are at least 2 nights, stays of 14 nights or more need a 25% deposit, and each sponsor family may hold 2 cabins. Outside the summer season, active-duty members and retirees can book up to 13 months ahead online (12 by phone). Ask for a pet-friendly unit when you book.',
    source: BELLOWS_POLICIES,
    sourceKind: 'official',
    checkedOn: '2026-11-28',
  },
  {
    title: 'Plan for a pet-friendly room early',
    detail:
      'Most military lodging and major hotels on the island do not take pets. Inns of the Corps at Marine Corps Base Hawaii has some pet-friendly rooms.',
    source: MCBH_TEMP_HOUSING,
    sourceKind: 'official',
    checkedOn: '2026-11-23',
  },
  {
    title: 'Know the MWR Pet Kennel',
    detail:
      'If you cannot find pet-friendly lodging, the MWR Pet Kennel near Camp Smith boards pets: 808-368-3456.',
    source: MCBH_TEMP_HOUSING,
    sourceKind: 'official',
    checkedOn: '2026-11-23',
  },
  {
    title: 'Use the DoD pet allowance',
    detail:
      'For PCS orders effective on or after January 1, 2024, the pet transportation allowance repays costs of moving one dog or cat: up to $2,000 for a move outside the continental U.S., such as to Hawaii. Any other pets move at your own cost.',
    source: DTMO_PET_FAQ,
    sourceKind: 'official',
    checkedOn: '2026-11-23',
    sourceDate: 'FAQ, Dec. 21, 2023',
  },
  {
    title: 'What the pet allowance can cover',
    detail:
      'Covered costs include quarantine fees, mandatory microchipping, boarding fees, hotel pet charges and licensing fees at the new duty station. Keep itemized receipts.',
    source:
      'https://www.defense.gov/News/News-Stories/Article/Article/3684185/service-members-get-new-benefit-pet-travel-allowance/',
    sourceKind: 'official',
    checkedOn: '2026-11-23',
    sourceDate: 'DOD News, Feb. 22, 2024',
  },
  {
    title: 'Finish the quarantine paperwork first',
    detail:
      "A pet that misses any of Hawaii's pre-arrival requirements can be refused entry or quarantined for up to 120 days. The pet travel guide lists every step and deadline.",
    source: 'https://www.law.cornell.edu/regulations/hawaii/Haw-Code-R-SS-4-29-9',
    sourceKind: 'official',
    checkedOn: '2026-11-23',
  },
]

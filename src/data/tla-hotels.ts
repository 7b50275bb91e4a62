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

const CHECKED_ON = '2026-11-22'
const MCBH_TEMP_HOUSING =
  'https://installations.militaryonesource.mil/military-installation/mcb-hawaii/housing/temporary-housing'
const TAMC_LODGING =
  'http://www.tamc.amedd.army.mil/offices/FamilyMedicine13/department/Lodging.htm'

export const tlaHotels: readonly TlaHotel[] = [
  {
    name: 'Navy Gateway Inns & Suites Pearl Harbor (Arizona Hall)',
    kind: 'military',
    area: 'Joint Base Pearl Harbor-Hickam',
    address: '1623 Battleship Drive, JBPHH, HI 96860-6000',
    phone: '808-421-6113',
    amenities: [],
    tlaApproved: true,
    notes:
      'Navy lodging with TLA rates set by your status, marital status and the number and ages of family members. Front desk Mon–Fri 7:00 a.m.–3:30 p.m.; after hours, check in at the Arizona Hall front desk. Navy-funded travelers book through SATO Navy Central Housing Reservations, 1-800-576-9327. Read on an older DoD installation page: call to confirm.',
    source:
      'http://www.militaryinstallations.dod.mil/MOS/f?p=MI:CONTENT:0::::P4_INST_ID,P4_CONTENT_TITLE,P4_CONTENT_EKMT_ID,P4_CONTENT_DIRECTORY:2200,Temporary%20Housing,30.90.60.30.60.0.0.0.0,10',
    checkedOn: CHECKED_ON,
  },
  {
    name: 'Navy Lodge Hawaii',
    kind: 'military',
    area: 'Ford Island, Joint Base Pearl Harbor-Hickam',
    address: 'Building 78, Ford Island',
    amenities: [
      'Kitchenette with stove and oven in every room',
      'Swimming pool',
      'Meeting room',
      'Gift shop',
    ],
    tlaApproved: false,
    notes:
      'Opened in 2004 in a historic 1941 building on Ford Island, close to the Navy Exchange. Ask your housing office whether it counts for your TLA, and ask the lodge about pets.',
    source: 'http://the.honoluluadvertiser.com/article/2004/Jan/28/ln/ln04a.html',
    checkedOn: CHECKED_ON,
  },
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
      'The designated government lodging for Marine Corps Base Hawaii (second number: 808-356-4506). If it is full, it issues a Statement of Non-Availability so you can use reimbursed off-base lodging. MCBH TLA office: 808-496-2198 or 808-496-1582, MCBH.TLA.FMB@USMC.MIL.',
    source: MCBH_TEMP_HOUSING,
    checkedOn: CHECKED_ON,
  },
  {
    name: 'Hale Koa Hotel (Armed Forces Recreation Center)',
    kind: 'military',
    area: 'Fort DeRussy, Waikiki',
    website: 'https://www.halekoa.com',
    amenities: [],
    tlaApproved: false,
    notes:
      'A Department of Defense resort hotel at Fort DeRussy in Waikiki, open to active duty, Guard and Reserve members and their families, retirees, and veterans with a 100% service-connected disability, among others (ID required). We found no statement on TLA or pets: ask the hotel and your housing office.',
    source: 'http://www.halekoa.com/accommodations/accommodations/eligibility.html',
    checkedOn: CHECKED_ON,
  },
  {
    name: 'Inn at Schofield Barracks (IHG Army Hotels)',
    kind: 'military',
    area: 'Schofield Barracks',
    amenities: [],
    tlaApproved: false,
    notes:
      "Army lodging. An Army newcomer page says the Army lodging at Schofield and at Tripler each issue a Statement of Non-Availability when they have no rooms, and that you may need one from both to be reimbursed up to the maximum rate elsewhere. That page is from about 2013: confirm today's rule with your housing office.",
    source: TAMC_LODGING,
    checkedOn: CHECKED_ON,
  },
  {
    name: 'Tripler IHG Army Hotel',
    kind: 'military',
    area: 'Tripler Army Medical Center campus',
    amenities: [],
    tlaApproved: false,
    notes:
      'Privatized Army lodging on the Tripler campus. Along with the Inn at Schofield Barracks, it is one of the two Army lodgings whose Statement of Non-Availability may be needed before staying off base. Ask your housing office.',
    source: 'http://www.tamc.amedd.army.mil/gme/clerkship/hpsp_usuhs_info.htm',
    checkedOn: CHECKED_ON,
  },
  {
    name: 'Harbor Arms Apartment Hotel',
    kind: 'off-base',
    area: 'Aiea, near Pearlridge Center',
    website: 'http://harborarms.com',
    amenities: ['Kitchen', 'Walking distance to Pearlridge shopping and restaurants'],
    tlaApproved: true,
    notes:
      'Says on its own site that it is a military TLA-approved hotel with an adequate kitchen and has helped military families move to Hawaii for over 35 years. Confirm with your housing office that it is on their current list.',
    source: 'http://harborarms.com/military.html',
    checkedOn: CHECKED_ON,
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
      'Pets stay only in pet-friendly rooms, at most two per room; dogs stay on a leash outside the room, and pets are never left alone in it. Pets are not allowed in public areas such as the pool, dining area or laundry room. We found no statement on TLA: ask your housing office.',
    source: 'https://wayfinderwaikiki.com/ko/about-us-1/pet-policy',
    checkedOn: CHECKED_ON,
  },
]

/** The two warnings shown above the list. */
export const tlaWarnings: readonly LodgingTip[] = [
  {
    title: 'Verify TLA approval with your housing office before you book',
    detail:
      'Rules differ by service and change over time. Get the current TLA-approved lodging list from your housing or TLA office, and do not sign for off-base housing before you check in with them: at MCBH, TLA is forfeited if you lock in community housing before checking in at the TLA office.',
    source: MCBH_TEMP_HOUSING,
    checkedOn: CHECKED_ON,
  },
  {
    title: 'Confirm pet policies and fees directly with the hotel',
    detail:
      'Most military lodging and major hotels on Oahu do not accept pets. Pet rules, room limits and fees change, so call the hotel before you book.',
    source: MCBH_TEMP_HOUSING,
    checkedOn: CHECKED_ON,
  },
]

/** How TLA works on Oahu, for a short explainer. */
export const tlaBasics: readonly LodgingTip[] = [
  {
    title: 'Apply within 72 hours',
    detail:
      'Apply for TLA at the housing office of your new duty station within 72 hours of arriving on Oahu.',
    source: 'http://jgdpubs.com/epubs/HarringtonPub/HawaiiMilitaryGuide/2025/winter-spring/34',
    checkedOn: CHECKED_ON,
  },
  {
    title: '10 days at a time, up to 60 days',
    detail:
      'TLA is normally approved for the first 10 days and can be renewed in 10-day steps up to 60 days with proof that you are looking for housing. The amount depends on your family and on whether the lodging has a kitchen.',
    source: 'http://jgdpubs.com/epubs/HarringtonPub/HawaiiMilitaryGuide/2025/winter-spring/34',
    checkedOn: CHECKED_ON,
  },
  {
    title: 'It is a reimbursement',
    detail:
      'TLA is paid back after you file your claim with the hotel bills, so be ready to pay the first 10 days on a government or personal card. Many hotels will bill in 10-day increments if you say you are on TLA.',
    source: 'http://jgdpubs.com/epubs/HarringtonPub/HawaiiMilitaryGuide/2025/winter-spring/34',
    checkedOn: CHECKED_ON,
  },
]

export const petTravelTips: readonly LodgingTip[] = [
  {
    title: 'Plan for a pet-friendly room early',
    detail:
      'Most military lodging and major hotels on the island do not take pets. Inns of the Corps at Marine Corps Base Hawaii has some pet-friendly rooms.',
    source: MCBH_TEMP_HOUSING,
    checkedOn: CHECKED_ON,
  },
  {
    title: 'Know the MWR Pet Kennel',
    detail:
      'If you cannot find pet-friendly lodging, the MWR Pet Kennel near Camp Smith boards pets: 808-368-3456.',
    source: MCBH_TEMP_HOUSING,
    checkedOn: CHECKED_ON,
  },
  {
    title: 'Boarding is not a TLA expense',
    detail:
      'The cost of boarding pets is not reimbursed under TLA. Keep receipts anyway: see the next tip.',
    source:
      'https://mybaseguide.com/installation/hawaii-coast-guard/community/upon-your-arrival-10/',
    checkedOn: CHECKED_ON,
  },
  {
    title: 'Use the DoD pet allowance',
    detail:
      'For PCS orders effective on or after January 1, 2024, the pet transportation allowance can repay costs such as boarding fees, hotel pet charges and quarantine fees for one dog or cat, up to $2,000 for a move to or from outside the continental U.S. (Hawaii counts).',
    source:
      'https://www.defense.gov/News/News-Stories/Article/Article/3684185/service-members-get-new-benefit-pet-travel-allowance/',
    checkedOn: CHECKED_ON,
  },
  {
    title: 'Finish the quarantine paperwork first',
    detail:
      "Your pet's Hawaii import documents must reach the Animal Quarantine Station at least 10 days before arrival. See the pet travel guide for every step.",
    source: 'product spec',
  },
]

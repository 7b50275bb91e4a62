// The 20-item Hawaii PCS checklist (docs/decisions.md#s-9-checklist order), hints, timing windows.
import type { Sourced } from './types'

/** The checklist_type value stored with each checklist_progress row. */
export const CHECKLIST_TYPE = 'hawaii_pcs'

/**
 * When to do an item, relative to the report date: positive numbers are days before it,
 * negative numbers days after arrival, null where the window is open on that side. A window has
 * its own source: most are docs/decisions.md#product-spec timing advice, not the item's source.
 */
export interface ChecklistWindow extends Sourced {
  readonly startDaysBefore: number | null
  readonly endDaysBefore: number | null
  readonly label: string
}

/** One checklist task; its position in `checklistItems` is its item_index (0–19). */
export interface ChecklistTask extends Sourced {
  readonly title: string
  readonly hint: string
  readonly window: ChecklistWindow
  /** A page of this site with more help, when there is one. */
  readonly link?: string
}

// Read on this date with the search tool; advice items are docs/decisions.md#s-9-guide-facts.
const READ_ON = '2026-11-23'
const PROGRAM = { source: 'product spec', sourceKind: 'program' } as const
const ANY_TIME: ChecklistWindow = {
  startDaysBefore: null,
  endDaysBefore: null,
  label: 'Any time before you leave',
  ...PROGRAM,
}
const AFTER_ARRIVAL: ChecklistWindow = {
  startDaysBefore: 0,
  endDaysBefore: null,
  label: 'After you arrive',
  ...PROGRAM,
}
const WITH_ORDERS: ChecklistWindow = {
  startDaysBefore: null,
  endDaysBefore: null,
  label: 'As soon as you have orders',
  ...PROGRAM,
}
/** docs/decisions.md#s-9-guide-facts: book vehicle shipping 2–4 weeks ahead. */
const BOOK_2_TO_4_WEEKS: ChecklistWindow = {
  startDaysBefore: 28,
  endDaysBefore: 14,
  label: 'Book 2–4 weeks before',
  ...PROGRAM,
}
/** The Hawaii Military Guide (a publisher's guide, not an agency): the 72-hour TLA deadline. */
const TLA_GUIDE = {
  source: 'https://jgdpubs.com/epubs/HarringtonPub/HawaiiMilitaryGuide/2025/winter-spring/34',
  sourceKind: 'secondary',
  checkedOn: READ_ON,
  sourceDate: 'Winter–Spring 2025',
} as const
/** A pet-travel document service's summary of HDOA's deadlines; HDOA's own page could not be read. */
const PET_DOCUMENTS = {
  source:
    'https://help.globalvetlink.com/hc/en-us/articles/5028491887003-Is-there-a-time-limit-for-when-the-documents-need-to-be-received-by-the-State',
  sourceKind: 'secondary',
  checkedOn: READ_ON,
} as const
const MOS_PCS_BASICS =
  'https://www.militaryonesource.mil/moving-housing/moving/planning-your-move/pcs-the-basics-about-permanent-change-of-station'

export const checklistItems: readonly ChecklistTask[] = [
  {
    title: 'Take your orders to your transportation office (TMO)',
    hint: 'Register in the Defense Personal Property System (DPS) and set up your move as soon as your orders arrive.',
    window: WITH_ORDERS,
    source: MOS_PCS_BASICS,
    sourceKind: 'official',
    checkedOn: READ_ON,
  },
  {
    title: 'Schedule your household goods move with TMO',
    hint: 'Book your household goods shipment with your transportation office as early as you can. Bring your orders: they carry the details the office needs to book the move.',
    window: WITH_ORDERS,
    source: 'https://www.defense.gov/Spotlights/Permanent-Change-of-Station-Joint-Task-Force',
    sourceKind: 'official',
    checkedOn: READ_ON,
  },
  {
    title: 'Research housing near your new base',
    hint: 'Compare neighborhoods, commutes and rents, and ask your sponsor what families like.',
    window: ANY_TIME,
    link: '/housing/verified-rentals',
    ...PROGRAM,
  },
  {
    title: 'Apply for on-base housing',
    hint: "Contact your service's housing office to get on the waitlist. You apply with DD Form 1746 and a copy of your PCS orders; Marine Corps Base Hawaii, for one, takes them before you arrive.",
    window: ANY_TIME,
    link: '/housing/base-housing',
    source:
      'https://www.mcbhawaii.marines.mil/Offices-Staff/S-4-Installations-Logistics/Family-Housing/How-to-Apply/',
    sourceKind: 'official',
    checkedOn: READ_ON,
  },
  {
    title: "Start your pet's Hawaii paperwork",
    hint: "Microchip first, then two rabies vaccinations and the FAVN blood test. A pet arriving less than 30 days after its latest rabies shot is quarantined until the 30 days pass. Follow the Hawaii Department of Agriculture's own checklist.",
    // docs/decisions.md#s-9-guide-facts: start 4–6 months ahead.
    window: {
      startDaysBefore: 180,
      endDaysBefore: 120,
      label: 'Start 4–6 months before',
      ...PROGRAM,
    },
    link: '/pcs-toolkit/pet-travel',
    source: 'https://hawaiivaloans.com/pet-quarantine/',
    sourceKind: 'secondary',
    checkedOn: READ_ON,
  },
  {
    title: 'Arrange shipping for your car',
    hint: 'Your orders must state the vehicle allowance: on overseas (OCONUS) orders the government ships one vehicle (JTR 053001-A). Get counseling from your shipping office, then book the drop-off.',
    window: BOOK_2_TO_4_WEEKS,
    link: '/pcs-toolkit/vehicle-shipping',
    source: 'https://www.af.mil/ppa/',
    sourceKind: 'official',
    checkedOn: READ_ON,
  },
  {
    title: 'Hand-carry your military records',
    hint: 'Keep orders, records and ID documents in a binder that travels with you, not with the movers.',
    window: ANY_TIME,
    ...PROGRAM,
  },
  {
    title: "Line up your kids' schools",
    hint: "Find your school with HIDOE's SchoolSite Locator and contact the school to confirm it serves your home. The schools guide lists your School Liaison Officer.",
    window: ANY_TIME,
    link: '/pcs-toolkit/hawaii-schools',
    source: 'https://hawaiipublicschools.org/enrolling-in-school/enrollment-faqs',
    sourceKind: 'official',
    checkedOn: READ_ON,
  },
  {
    title: 'Book temporary lodging and apply for TLA',
    hint: 'Apply for TLA at your housing office within 72 hours of arriving on Oahu (Hawaii Military Guide). Confirm the deadline with your housing office.',
    window: {
      startDaysBefore: 0,
      endDaysBefore: -3,
      label: 'Within 72 hours of arriving',
      ...TLA_GUIDE,
    },
    link: '/pcs-toolkit/tla-hotels',
    ...TLA_GUIDE,
  },
  {
    title: "Send your pet's quarantine documents",
    hint: 'Landing in Honolulu, the Animal Quarantine Station must receive them at least 10 days before your pet arrives (30 days for Kahului, Kona or Lihue). Confirm with the station.',
    window: {
      startDaysBefore: null,
      endDaysBefore: 10,
      label: 'At least 10 days before arrival',
      ...PET_DOCUMENTS,
    },
    link: '/pcs-toolkit/pet-travel',
    ...PET_DOCUMENTS,
  },
  {
    title: 'Review your SGLI beneficiaries',
    hint: 'Check your SGLI coverage and beneficiaries online in the SGLI Online Enrollment System (SOES): sign in to milConnect, then Benefits.',
    window: ANY_TIME,
    source: 'https://www.benefits.va.gov/INSURANCE/SOES.asp',
    sourceKind: 'official',
    checkedOn: READ_ON,
  },
  {
    title: "Gather your family's medical records",
    hint: 'Request copies of your medical and dental records at least a month before you move and carry them with you; fill prescriptions to last the move. After you arrive, update DEERS: you then have 90 days to change your TRICARE plan.',
    window: ANY_TIME,
    source: 'https://tricare.mil/FAQs/general/GEN_pcs',
    sourceKind: 'official',
    checkedOn: READ_ON,
    sourceDate: 'last updated 2/23/2024',
  },
  {
    title: 'Plan for the cost of living',
    hint: 'Build a budget for Hawaii prices on housing, groceries and utilities.',
    window: ANY_TIME,
    ...PROGRAM,
  },
  {
    title: 'Ship a second vehicle commercially',
    hint: 'Get quotes from Matson (it sails from Long Beach and Oakland, and trucks cars left at Tacoma to Oakland; 800-4Matson) or Pasha Hawaii, and ask the carrier what fuel level it accepts at drop-off: both set a minimum as well as a maximum (see the vehicle shipping guide).',
    window: BOOK_2_TO_4_WEEKS,
    link: '/pcs-toolkit/vehicle-shipping',
    source: 'https://www.matson.com/frequently-asked-questions-for-shipping-your-car.html',
    sourceKind: 'official',
    checkedOn: READ_ON,
  },
  {
    title: 'Set up mail forwarding',
    hint: 'File a change of address with USPS. Forwarding to a temporary address runs for two weeks to six months, and can be extended to 12 months in all.',
    window: ANY_TIME,
    source: 'https://moversguide.usps.com/html/help/SCOA_HELP_TEMPORARY.html',
    sourceKind: 'official',
    checkedOn: READ_ON,
  },
  {
    title: 'Update your voter registration',
    hint: 'Send a new Federal Post Card Application (FPCA): it registers you and requests absentee ballots. FVAP recommends a new one every year and whenever you move.',
    window: AFTER_ARRIVAL,
    source: 'https://www.fvap.gov/military-voter',
    sourceKind: 'official',
    checkedOn: READ_ON,
  },
  {
    title: 'Sort out your driver’s license',
    hint: 'Hawaii licenses are issued by county offices; bring ID and proof of legal presence.',
    window: AFTER_ARRIVAL,
    source: 'https://hidot.hawaii.gov/hawaiis-legal-presence-law/',
    sourceKind: 'official',
    checkedOn: READ_ON,
  },
  {
    title: 'Switch to Hawaii time',
    hint: 'Hawaii is on UTC−10 all year and does not observe daylight saving time, so the gap with the mainland changes twice a year. Update phones, calendars and appointments, and tell family back home.',
    window: AFTER_ARRIVAL,
    source: 'https://en.wikipedia.org/wiki/Time_in_Hawaii',
    sourceKind: 'secondary',
    checkedOn: READ_ON,
  },
  {
    title: 'Connect with family support services',
    hint: 'Call Military OneSource at 800-342-9647 for relocation help, or visit your installation family center.',
    window: ANY_TIME,
    source:
      'https://installations.militaryonesource.mil/military-installation/mcb-hawaii/housing/temporary-housing',
    sourceKind: 'official',
    checkedOn: READ_ON,
  },
  {
    title: 'Update your emergency contacts',
    hint: 'Give your unit, schools and family your new address and phone numbers.',
    window: ANY_TIME,
    ...PROGRAM,
  },
]

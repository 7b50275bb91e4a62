// The 20-item Hawaii PCS checklist (docs/decisions.md#s-9-checklist order), hints, timing windows.
import type { Sourced } from './types'

/** The checklist_type value stored with each checklist_progress row. */
export const CHECKLIST_TYPE = 'hawaii_pcs'

/**
 * When an item is due, counted from the report date: positive numbers are days before it,
 * negative numbers days after arrival. A *deadline* comes from a rule and cites it; a
 * *suggested* date is our planning choice (docs/decisions.md#d-29-2), spread so that no more
 * than a few items fall on one day and nothing needed before arrival falls after it.
 */
export interface ChecklistWindow extends Sourced {
  readonly dueDaysBefore: number
  readonly kind: 'deadline' | 'suggested'
  readonly label: string
}

/** One checklist task; its position in `checklistItems` is its item_index (0–19). */
export interface ChecklistTask extends Sourced {
  readonly title: string
  readonly hint: string
  readonly window: ChecklistWindow
  /** A page of this site with more help, when there is one. */
  readonly link?: string
  /**
   * Who it is for, when not everyone: a family that says it has no pets, no car, only one car
   * or no children in school sees it as not needed (src/lib/plan/applies.ts).
   */
  readonly for?: 'pets' | 'vehicles' | 'second-vehicle' | 'children'
  /** Steps that depend on the family's installation (tla-steps.ts), shown under the hint. */
  readonly byInstallation?: 'tla'
}

const ADVICE = { source: 'product spec', sourceKind: 'advice' } as const

/** A suggested date: docs/decisions.md#d-29-2, a planning choice, never shown as a deadline. */
function suggested(dueDaysBefore: number, label: string): ChecklistWindow {
  return { dueDaysBefore, kind: 'suggested', label: `Suggested: ${label}`, ...ADVICE }
}

/** DoD's TLA page: each installation publishes its own TLA rules; read 2026-11-27. */
const TLA_RULES = {
  source: 'https://www.travel.dod.mil/Allowances/Temporary-Lodging-Allowance/',
  sourceKind: 'official',
  checkedOn: '2026-11-27',
} as const
/** A pet-travel document service's summary of HDOA's deadlines; HDOA's own page could not be read. */
const PET_DOCUMENTS = {
  source:
    'https://help.globalvetlink.com/hc/en-us/articles/5028491887003-Is-there-a-time-limit-for-when-the-documents-need-to-be-received-by-the-State',
  sourceKind: 'secondary',
  checkedOn: '2026-11-23',
} as const
const MOS_PCS_BASICS =
  'https://www.militaryonesource.mil/moving-housing/moving/planning-your-move/pcs-the-basics-about-permanent-change-of-station'

export const checklistItems: readonly ChecklistTask[] = [
  {
    title: 'Take your orders to your transportation office (TMO)',
    hint: 'Register in the Defense Personal Property System (DPS) and set up your move as soon as your orders arrive.',
    window: suggested(120, 'as soon as you have orders'),
    source: MOS_PCS_BASICS,
    sourceKind: 'official',
    checkedOn: '2026-11-23',
  },
  {
    title: 'Schedule your household goods move with TMO',
    hint: 'Book your household goods shipment with your transportation office as early as you can. Bring your orders: they carry the details the office needs to book the move.',
    window: suggested(90, 'book early; about 3 months before you report'),
    source: 'https://www.defense.gov/Spotlights/Permanent-Change-of-Station-Joint-Task-Force',
    sourceKind: 'official',
    checkedOn: '2026-11-23',
  },
  {
    title: 'Research housing near your new base',
    hint: 'Compare neighborhoods, commutes and rents, and ask your sponsor what families like.',
    window: suggested(105, 'about 3½ months before you report'),
    link: '/housing/verified-rentals',
    ...ADVICE,
  },
  {
    title: 'Apply for on-base housing',
    hint: "Contact your service's housing office to get on the waitlist. You apply with DD Form 1746 and a copy of your PCS orders; Marine Corps Base Hawaii, for one, takes them before you arrive.",
    window: suggested(100, 'apply as soon as you have orders'),
    link: '/housing/base-housing',
    source:
      'https://www.mcbhawaii.marines.mil/Offices-Staff/S-4-Installations-Logistics/Family-Housing/How-to-Apply/',
    sourceKind: 'official',
    checkedOn: '2026-11-23',
  },
  {
    title: "Start your pet's Hawaii paperwork",
    for: 'pets',
    hint: "The latest rabies shot and the FAVN blood test must each be at least 30 days before your pet arrives, or it can be quarantined for up to 120 days. The pet guide lists every step (microchip, vaccinations, documents); follow the Hawaii Department of Agriculture's own checklist.",
    // docs/decisions.md#s-9-guide-facts: start 4–6 months ahead.
    window: suggested(150, 'start 4–6 months before'),
    link: '/pcs-toolkit/pet-travel',
    // The governor's release on the 2018 rules (archived state site), read 2026-11-28; it
    // replaces a mortgage broker's blog (audit #58).
    source:
      'https://governorige.hawaii.gov/newsroom/latest-news/news-release-on-new-rabies-quarantine-rules/',
    sourceKind: 'official',
    checkedOn: '2026-11-28',
    sourceDate: 'news release, Aug 22, 2018 (archived site)',
  },
  {
    title: 'Arrange shipping for your car',
    for: 'vehicles',
    hint: 'Your orders must state the vehicle allowance: on overseas (OCONUS) orders the government ships one vehicle (JTR 053001-A). Get counseling from your shipping office, then book the drop-off.',
    window: suggested(30, 'book once you know your move dates; about a month before you report'),
    link: '/pcs-toolkit/vehicle-shipping',
    source: 'https://www.af.mil/ppa/',
    sourceKind: 'official',
    checkedOn: '2026-11-23',
  },
  {
    title: 'Hand-carry your military records',
    hint: 'Keep orders, records and ID documents in a binder that travels with you, not with the movers.',
    window: suggested(5, 'pack them in your carry-on in the last week'),
    ...ADVICE,
  },
  {
    title: "Line up your kids' schools",
    hint: "Find your school with HIDOE's SchoolSite Locator and contact the school to confirm it serves your home. The schools guide lists your School Liaison Officer.",
    window: suggested(60, 'about 2 months before you report'),
    link: '/pcs-toolkit/hawaii-schools',
    for: 'children',
    source: 'https://hawaiipublicschools.org/enrolling-in-school/enrollment-faqs',
    sourceKind: 'official',
    checkedOn: '2026-11-23',
  },
  {
    title: 'Book temporary lodging and apply for TLA',
    hint: "Book lodging before you arrive. Each installation publishes its own TLA rules and has an office that runs them, so ask your gaining installation's TLA office how and when to apply.",
    window: suggested(21, 'book lodging 3 weeks before you arrive'),
    link: '/pcs-toolkit/tla-hotels',
    byInstallation: 'tla',
    ...TLA_RULES,
  },
  {
    title: "Send your pet's quarantine documents",
    for: 'pets',
    hint: 'Landing in Honolulu, the Animal Quarantine Station must receive them at least 10 days before your pet arrives (30 days for Kahului, Kona or Lihue). Confirm with the station.',
    window: {
      dueDaysBefore: 10,
      kind: 'deadline',
      label: 'Deadline: received at least 10 days before your pet arrives in Honolulu',
      ...PET_DOCUMENTS,
    },
    link: '/pcs-toolkit/pet-travel',
    ...PET_DOCUMENTS,
  },
  {
    title: 'Review your SGLI beneficiaries',
    hint: 'Check your SGLI coverage and beneficiaries online in the SGLI Online Enrollment System (SOES): sign in to milConnect, then Benefits.',
    window: suggested(45, 'about 6 weeks before you report'),
    source: 'https://www.benefits.va.gov/INSURANCE/SOES.asp',
    sourceKind: 'official',
    checkedOn: '2026-11-23',
  },
  {
    title: "Gather your family's medical records",
    hint: 'Request copies of your medical and dental records at least a month before you move and carry them with you; fill prescriptions to last the move. After you arrive, update DEERS: you then have 90 days to change your TRICARE plan.',
    window: suggested(50, 'at least a month before you move'),
    source: 'https://tricare.mil/FAQs/general/GEN_pcs',
    sourceKind: 'official',
    checkedOn: '2026-11-23',
    sourceDate: 'last updated 2/23/2024',
  },
  {
    title: 'Plan for the cost of living',
    hint: 'Build a budget for Hawaii prices on housing, groceries and utilities.',
    window: suggested(110, 'before you choose housing'),
    ...ADVICE,
  },
  {
    title: 'Ship a second vehicle commercially',
    for: 'second-vehicle',
    hint: 'Get quotes from Matson (its vehicle FAQ lists Long Beach, Oakland, Seattle and Tacoma; 800-4Matson) or Pasha Hawaii, and ask the carrier what fuel level it accepts at drop-off: both set a minimum as well as a maximum (see the vehicle shipping guide).',
    window: suggested(
      37,
      'get quotes once you know your move dates; about 5 weeks before you report',
    ),
    link: '/pcs-toolkit/vehicle-shipping',
    source: 'https://www.matson.com/frequently-asked-questions-for-shipping-your-car.html',
    sourceKind: 'official',
    checkedOn: '2026-11-27',
  },
  {
    title: 'Set up mail forwarding',
    hint: 'File a change of address with USPS. Forwarding to a temporary address runs for two weeks to six months, and can be extended to 12 months in all.',
    window: suggested(14, '2 weeks before you leave'),
    source: 'https://moversguide.usps.com/html/help/SCOA_HELP_TEMPORARY.html',
    sourceKind: 'official',
    checkedOn: '2026-11-23',
  },
  {
    title: 'Update your voter registration',
    hint: 'Send a new Federal Post Card Application (FPCA): it registers you and requests absentee ballots. FVAP recommends a new one every year and whenever you move.',
    window: suggested(-14, 'in your first 2 weeks'),
    source: 'https://www.fvap.gov/military-voter',
    sourceKind: 'official',
    checkedOn: '2026-11-23',
  },
  {
    title: 'Sort out your driver’s license',
    hint: 'Hawaii licenses are issued by county offices; bring ID and proof of legal presence.',
    window: suggested(-30, 'in your first month'),
    source: 'https://hidot.hawaii.gov/hawaiis-legal-presence-law/',
    sourceKind: 'official',
    // Read again 2026-11-28: the page is HDOT's notice of the March 5, 2012 rollout (audit #57).
    checkedOn: '2026-11-28',
    sourceDate: 'notice of the rule starting March 5, 2012',
  },
  {
    title: 'Switch to Hawaii time',
    hint: 'Hawaii is on UTC−10 all year and does not observe daylight saving time, so the gap with the mainland changes twice a year. Update phones, calendars and appointments, and tell family back home.',
    window: suggested(-1, 'the day after you arrive'),
    source: 'https://en.wikipedia.org/wiki/Time_in_Hawaii',
    sourceKind: 'secondary',
    checkedOn: '2026-11-23',
  },
  {
    title: 'Connect with family support services',
    hint: 'Call Military OneSource at 800-342-9647 for relocation help, or visit your installation family center.',
    window: suggested(-7, 'in your first week'),
    source:
      'https://installations.militaryonesource.mil/military-installation/mcb-hawaii/housing/temporary-housing',
    sourceKind: 'official',
    checkedOn: '2026-11-23',
  },
  {
    title: 'Update your emergency contacts',
    hint: 'Give your unit, schools and family your new address and phone numbers.',
    window: suggested(7, 'the week before you leave'),
    ...ADVICE,
  },
]

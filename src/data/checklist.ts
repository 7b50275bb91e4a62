// The 20-item Hawaii PCS checklist (spec §9 order) with hints and recommended timing windows.
import type { Sourced } from './types'

/** The checklist_type value stored with each checklist_progress row. */
export const CHECKLIST_TYPE = 'hawaii_pcs'

/**
 * When to do an item, relative to the report date: positive numbers are days before it,
 * negative numbers days after arrival, null where the window is open on that side.
 */
export interface ChecklistWindow {
  readonly startDaysBefore: number | null
  readonly endDaysBefore: number | null
  readonly label: string
}

/** One checklist item; its position in `checklistItems` is its item_index (0–19). */
export interface ChecklistItem extends Sourced {
  readonly title: string
  readonly hint: string
  readonly window: ChecklistWindow
  /** A page of this site with more help, when there is one. */
  readonly link?: string
}

const CHECKED_ON = '2026-11-22'
const ANY_TIME: ChecklistWindow = {
  startDaysBefore: null,
  endDaysBefore: null,
  label: 'Any time before you leave',
}
const AFTER_ARRIVAL: ChecklistWindow = {
  startDaysBefore: 0,
  endDaysBefore: null,
  label: 'After you arrive',
}
const BOOK_2_TO_4_WEEKS: ChecklistWindow = {
  startDaysBefore: 28,
  endDaysBefore: 14,
  label: 'Book 2–4 weeks before',
}
const MOS_PCS_BASICS =
  'https://www.militaryonesource.mil/moving-housing/moving/planning-your-move/pcs-the-basics-about-permanent-change-of-station'

export const checklistItems: readonly ChecklistItem[] = [
  {
    title: 'Take your orders to your transportation office (TMO)',
    hint: 'Register in the Defense Personal Property System (DPS) and set up your move as soon as your orders arrive.',
    window: { startDaysBefore: null, endDaysBefore: null, label: 'As soon as you have orders' },
    source: MOS_PCS_BASICS,
    checkedOn: CHECKED_ON,
  },
  {
    title: 'Schedule your household goods move with TMO',
    hint: 'Request your pack-out, pickup and delivery dates early to get the dates you want.',
    window: { startDaysBefore: null, endDaysBefore: null, label: 'As soon as you have orders' },
    source: 'https://www.fedweek.com/armed-forces-news/pcs-moves-season-approaches',
    checkedOn: CHECKED_ON,
  },
  {
    title: 'Research housing near your new base',
    hint: 'Compare neighborhoods, commutes and rents, and ask your sponsor what families like.',
    window: ANY_TIME,
    link: '/housing/verified-rentals',
    source: 'product spec',
  },
  {
    title: 'Apply for on-base housing',
    hint: "Contact your service's housing office or housing partner to get on the waitlist.",
    window: ANY_TIME,
    link: '/housing/base-housing',
    source: 'product spec',
  },
  {
    title: "Start your pet's Hawaii paperwork",
    hint: 'Microchip, rabies vaccinations and the blood test take months: begin well ahead.',
    window: { startDaysBefore: 180, endDaysBefore: 120, label: 'Start 4–6 months before' },
    link: '/pcs-toolkit/pet-travel',
    source: 'product spec',
  },
  {
    title: 'Arrange shipping for your car',
    hint: 'Confirm with TMO what your orders authorize, then book the drop-off at the port.',
    window: BOOK_2_TO_4_WEEKS,
    link: '/pcs-toolkit/vehicle-shipping',
    source: 'product spec',
  },
  {
    title: 'Hand-carry your military records',
    hint: 'Keep orders, records and ID documents in a binder that travels with you, not with the movers.',
    window: ANY_TIME,
    source: 'product spec',
  },
  {
    title: "Line up your kids' schools",
    hint: "Find your school with HIDOE's SchoolSite Locator and call your School Liaison Officer.",
    window: ANY_TIME,
    link: '/pcs-toolkit/hawaii-schools',
    source: 'product spec',
  },
  {
    title: 'Book temporary lodging and apply for TLA',
    hint: 'Apply for TLA at your housing office within 72 hours of arriving on Oahu.',
    window: { startDaysBefore: 0, endDaysBefore: -3, label: 'Within 72 hours of arriving' },
    link: '/pcs-toolkit/tla-hotels',
    source: 'http://jgdpubs.com/epubs/HarringtonPub/HawaiiMilitaryGuide/2025/winter-spring/34',
    checkedOn: CHECKED_ON,
  },
  {
    title: "Send your pet's quarantine documents",
    hint: 'The Animal Quarantine Station must receive them at least 10 days before your pet arrives.',
    window: { startDaysBefore: null, endDaysBefore: 10, label: 'At least 10 days before arrival' },
    link: '/pcs-toolkit/pet-travel',
    source: 'product spec',
  },
  {
    title: 'Review your SGLI beneficiaries',
    hint: 'Check that your life insurance beneficiaries are still the people you want.',
    window: ANY_TIME,
    source: 'product spec',
  },
  {
    title: "Gather your family's medical records",
    hint: 'Collect records, prescriptions and shot records for everyone, and keep copies with you.',
    window: ANY_TIME,
    source: 'product spec',
  },
  {
    title: 'Plan for the cost of living',
    hint: 'Build a budget for Hawaii prices on housing, groceries and utilities.',
    window: ANY_TIME,
    source: 'product spec',
  },
  {
    title: 'Ship a second vehicle commercially',
    hint: 'Get quotes from Matson or Pasha Hawaii, and run the fuel down to 1/4 tank or less.',
    window: BOOK_2_TO_4_WEEKS,
    link: '/pcs-toolkit/vehicle-shipping',
    source: 'product spec',
  },
  {
    title: 'Set up mail forwarding',
    hint: 'Forward your mail to your new address or a temporary one until you are settled.',
    window: ANY_TIME,
    source: 'product spec',
  },
  {
    title: 'Update your voter registration',
    hint: 'Decide where you will vote and update your registration and address.',
    window: AFTER_ARRIVAL,
    source: 'product spec',
  },
  {
    title: 'Sort out your driver’s license',
    hint: 'Hawaii licenses are issued by county offices; bring ID and proof of legal presence.',
    window: AFTER_ARRIVAL,
    source: 'http://hidot.hawaii.gov/hawaiis-legal-presence-law/',
    checkedOn: CHECKED_ON,
  },
  {
    title: 'Switch to Hawaii time',
    hint: 'Update phones, calendars and appointments, and tell family back home your new hours.',
    window: AFTER_ARRIVAL,
    source: 'product spec',
  },
  {
    title: 'Connect with family support services',
    hint: 'Call Military OneSource at 800-342-9647 for relocation help, or visit your installation family center.',
    window: ANY_TIME,
    source:
      'https://installations.militaryonesource.mil/military-installation/mcb-hawaii/housing/temporary-housing',
    checkedOn: CHECKED_ON,
  },
  {
    title: 'Update your emergency contacts',
    hint: 'Give your unit, schools and family your new address and phone numbers.',
    window: ANY_TIME,
    source: 'product spec',
  },
]

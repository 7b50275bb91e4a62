// The deadline rules a family's own dates turn into dated deadlines (issue #34,
// docs/decisions.md#d-34-1). Each rule is a sourced fact: the page that states the number of days.
// The checklist's "Your move" panel shows them; the register of sources lists them.
import type { Sourced } from './types'

/** The date a rule counts from. */
export type DeadlineAnchor = 'petArrival' | 'carArrival' | 'firearmArrival' | 'schoolStart'

/** The airports a dog or cat may land at: Honolulu, Kahului, Kona, Lihue. */
export type PetAirport = 'HNL' | 'OGG' | 'KOA' | 'LIH'

/** Which part of a family's move a rule is about: no pets, no pet rules. */
export type DeadlineSubject = 'pets' | 'vehicles' | 'firearms' | 'children'

/**
 * One deadline rule: `offsetDays` from the anchor date, negative for days before it ("at least
 * 10 days before your pet lands" is -10, its last day), positive for days after it ("within 30
 * days of the car's arrival" is 30). `when` says the rule in words, for when the anchor date is
 * not known yet.
 */
export interface DeadlineRule extends Sourced {
  readonly id: string
  readonly title: string
  readonly subject: DeadlineSubject
  readonly anchor: DeadlineAnchor
  readonly offsetDays: number
  /** The rule holds only for pets landing at these airports; every airport when absent. */
  readonly airports?: readonly PetAirport[]
  readonly when: string
  /** One deadline per child in grades K to 12, named by grade, once the grades are known. */
  readonly perChild?: true
  /** The source page's own title. */
  readonly sourceTitle: string
}

/** GlobalVetLink's help page; HDOA's own checklist pages could not be read (as in guides/pets.ts). */
const PET_DOCUMENTS = {
  source:
    'https://help.globalvetlink.com/hc/en-us/articles/5028491887003-Is-there-a-time-limit-for-when-the-documents-need-to-be-received-by-the-State',
  sourceTitle: 'Is there a time limit for when the documents need to be received by the State?',
  sourceKind: 'secondary',
  checkedOn: '2026-11-28',
} as const

/**
 * The governor's release on the HAR chapter 4-29 amendments (Aug 2018, the archived
 * governorige.hawaii.gov site): "The new rules lessen those waiting periods to 30 days for both
 * requirements" (the latest rabies shot and the FAVN test). Read 2026-11-29; it replaces AP's
 * report of the same change (secondary).
 */
const PET_WAITS_2018 = {
  source:
    'https://governorige.hawaii.gov/newsroom/latest-news/news-release-on-new-rabies-quarantine-rules/',
  sourceTitle: 'News Release on New Rabies Quarantine Rules',
  sourceKind: 'official',
  checkedOn: '2026-11-29',
  sourceDate: 'news release, Aug 22, 2018 (archived site)',
} as const

/**
 * The City and County of Honolulu's reminder, as the Star-Advertiser reported it; no page of the
 * city's own stating the 30 days could be read. Maui County (mauicounty.gov/1512) and Hawaii
 * County (hawaiicounty.gov, Out-Of-State Permit) state the same 30 days on their own pages.
 */
const HONOLULU_CAR_PERMIT = {
  source:
    'https://www.staradvertiser.com/2023/05/23/breaking-news/vehicles-with-out-of-state-license-plates-need-hawaii-permits/',
  sourceTitle: 'Vehicles with out-of-state license plates need Hawaii permits',
  sourceKind: 'secondary',
  checkedOn: '2026-11-28',
  sourceDate: 'news, May 23, 2023',
} as const

/** Giffords' summary of HRS §134-3(a); the statute's own page could not be read. */
const FIREARM_REGISTRATION = {
  source: 'https://giffords.org/registration-of-firearms-in-hawaii',
  sourceTitle: 'Registration of Firearms in Hawaii',
  sourceKind: 'secondary',
  checkedOn: '2026-11-28',
} as const

export const deadlineRules: readonly DeadlineRule[] = [
  {
    id: 'pet-documents-honolulu',
    title: 'Pet documents at the Animal Quarantine Station (landing in Honolulu)',
    subject: 'pets',
    anchor: 'petArrival',
    offsetDays: -10,
    airports: ['HNL'],
    when: 'At least 10 days before your pet lands in Honolulu',
    ...PET_DOCUMENTS,
  },
  {
    id: 'pet-documents-neighbor-island',
    title:
      'Pet import form, rabies certificates and fee at the Animal Quarantine Station (landing in Kahului, Kona or Lihue)',
    subject: 'pets',
    anchor: 'petArrival',
    offsetDays: -30,
    airports: ['OGG', 'KOA', 'LIH'],
    when: 'At least 30 days before your pet lands in Kahului, Kona or Lihue',
    ...PET_DOCUMENTS,
  },
  {
    id: 'pet-rabies-vaccination',
    title: 'Most recent rabies vaccination',
    subject: 'pets',
    anchor: 'petArrival',
    offsetDays: -30,
    when: 'At least 30 days before your pet lands',
    ...PET_WAITS_2018,
  },
  {
    id: 'pet-favn-blood-test',
    title: 'Rabies blood test (FAVN)',
    subject: 'pets',
    anchor: 'petArrival',
    offsetDays: -30,
    when: 'At least 30 days before your pet lands',
    ...PET_WAITS_2018,
  },
  {
    id: 'car-safety-inspection',
    title: 'Hawaii safety inspection for your car',
    subject: 'vehicles',
    anchor: 'carArrival',
    offsetDays: 30,
    when: 'Before you apply for the out-of-state permit, so within 30 days of your car’s arrival',
    ...HONOLULU_CAR_PERMIT,
  },
  {
    id: 'car-permit-or-registration',
    title: 'Out-of-state permit or Hawaii registration for your car',
    subject: 'vehicles',
    anchor: 'carArrival',
    offsetDays: 30,
    when: 'Within 30 days of your car’s arrival',
    ...HONOLULU_CAR_PERMIT,
  },
  {
    id: 'firearm-registration',
    title: 'Register your firearms with the county police',
    subject: 'firearms',
    anchor: 'firearmArrival',
    offsetDays: 5,
    when: 'Within 5 days after you or your firearm arrive, whichever is later',
    ...FIREARM_REGISTRATION,
  },
  {
    id: 'school-health-record',
    title: 'TB clearance and student health record',
    subject: 'children',
    anchor: 'schoolStart',
    offsetDays: 0,
    perChild: true,
    when: 'By the first day of school, for a child new to Hawaii schools',
    source:
      'https://www.hawaiipublicschools.org/ParentsAndStudents/EnrollingInSchool/HowToEnroll/Pages/home.aspx',
    sourceTitle: 'How to Enroll (Hawaii State Department of Education)',
    sourceKind: 'official',
    checkedOn: '2026-11-29',
  },
]

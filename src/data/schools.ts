// School search platforms, military-family education resources and HIDOE contacts for /pcs-toolkit/hawaii-schools.
import type { Sourced } from './types'

export type SchoolResourceType = 'platform' | 'military'

/** A school search/rating platform or a military-family education resource. */
export interface SchoolResource extends Sourced {
  readonly title: string
  readonly description: string
  readonly url: string
  readonly type: SchoolResourceType
  /** Caveats a family should know (age of the data, how the rating works). */
  readonly note?: string
}

/** A School Liaison Officer line from the Hawaii DOE's military families page. */
export interface SchoolLiaison extends Sourced {
  readonly service: string
  readonly installations: string
  readonly names?: readonly string[]
  readonly phone: string
}

/** One enrollment fact, with the page it came from. */
export interface EnrollmentDetail extends Sourced {
  readonly text: string
}

/** The district contacts card. */
export interface DistrictContacts extends Sourced {
  readonly title: string
  readonly organization: string
  /** HIDOE student services phone: only when found on an official page (it was not). */
  readonly studentServicesPhone?: string
  /** The enrollment rule, in one sentence. */
  readonly enrollmentRule: string
  readonly enrollmentDetails: readonly EnrollmentDetail[]
  readonly liaisons: readonly SchoolLiaison[]
  readonly note?: string
}

const HIDOE_MILITARY = 'https://hawaiipublicschools.org/enrolling-in-school/military-families/'
const HIDOE_FAQ = 'https://hawaiipublicschools.org/enrolling-in-school/enrollment-faqs'
const HOW_TO_ENROLL = 'https://hawaiipublicschools.org/haw/enrolling-in-school/how-to-enroll/'
const STRIVE_HI = 'https://hawaiipublicschools.org/about/organization/strive-hi-dashboard/'

export const schoolPlatforms: readonly SchoolResource[] = [
  {
    title: 'HIDOE SchoolSite Locator',
    description:
      'Type in your future home address to see which public elementary, middle and high school serve it. Your child attends the school for the area where you live.',
    url: HIDOE_FAQ,
    type: 'platform',
    note: 'The Hawaii DOE recommends also contacting the school to confirm it serves your home.',
    source: HIDOE_FAQ,
    sourceKind: 'official',
    checkedOn: '2026-11-23',
  },
  {
    title: 'Hawaii DOE school reports (Strive HI)',
    description:
      "The state's own school accountability system: a yearly snapshot of each public school on key measures such as test scores, chronic absenteeism and graduation.",
    url: STRIVE_HI,
    type: 'platform',
    note: 'School-level test results and graduation data are in the Accountability Data Center (ARCH ADC), linked from the same page.',
    source: STRIVE_HI,
    sourceKind: 'official',
    checkedOn: '2026-11-23',
  },
  {
    title: 'GreatSchools',
    description:
      "A nonprofit's 1–10 Summary Rating for each school, built from state test scores and, where the state publishes them, student progress, equity and college-readiness data.",
    url: 'https://www.greatschools.org',
    type: 'platform',
    // Its source is GreatSchools' own page (official for its own rating): the note says whose.
    note: "GreatSchools' own rating, not the state's. Check the year of the data behind any rating you look at.",
    source: 'https://www.greatschools.org/gk/ratings/',
    sourceKind: 'official',
    checkedOn: '2026-11-23',
  },
  {
    title: 'HONOLULU Magazine: Grading the Public Schools',
    description:
      "A magazine chart that ranks Hawaii's public schools from official Department of Education data, with separate lists for elementary, middle and high schools.",
    url: 'https://www.honolulumagazine.com/how-did-hawaiis-public-schools-rank-in-2017-2018/',
    type: 'platform',
    note: 'Not an official report card, and the newest edition we found covers 2017–2018. Use it for context, then check the school’s own HIDOE reports.',
    source: 'https://www.honolulumagazine.com/how-did-hawaiis-public-schools-rank-in-2017-2018/',
    sourceKind: 'secondary',
    checkedOn: '2026-11-23',
    sourceDate: '2017–2018 school year edition',
  },
]

export const militaryEducationResources: readonly SchoolResource[] = [
  {
    title: 'Hawaii DOE: Military Families',
    description:
      "Hawaii has the most military-dependent children per capita in the nation. This page lists each service's School Liaison Officer, the school transition centers for newly arrived students, Impact Aid and the military-impacted schools.",
    url: HIDOE_MILITARY,
    type: 'military',
    source: HIDOE_MILITARY,
    sourceKind: 'official',
    checkedOn: '2026-11-23',
  },
  {
    title: "Military Interstate Children's Compact (MIC3)",
    description:
      'A partnership between the Defense Department and the states that eases school moves for military children: eligibility, enrollment, placement and graduation. If a school transfer runs into trouble, your School Liaison Officer or MIC3 can help.',
    url: 'https://mic3.net',
    type: 'military',
    source:
      'https://www.militaryonesource.mil/resources/external/military-interstate-childrens-compact-commission/',
    sourceKind: 'official',
    checkedOn: '2026-11-23',
  },
]

export const schoolResources: readonly SchoolResource[] = [
  ...schoolPlatforms,
  ...militaryEducationResources,
]

export const districtContacts: DistrictContacts = {
  title: 'District contacts',
  organization: 'Hawaii State Department of Education (HIDOE)',
  enrollmentRule:
    "Hawaii's public schools are one statewide district, and you enroll at the individual school that serves your home address, not at a district office.",
  enrollmentDetails: [
    {
      text: 'Use the SchoolSite Locator to find the school for your address, then contact that school directly.',
      source: HIDOE_FAQ,
      sourceKind: 'official',
      checkedOn: '2026-11-23',
    },
    {
      text: 'Enrollment forms and documents can be mailed or dropped off at the school office, or sent online (Infinite Campus Parent Portal, or the online Kiosk for families new to HIDOE).',
      // A school's registration site carrying HIDOE's enrollment text; HIDOE's own copy could not be read.
      source: 'https://rlsmsregistration.com/how-to-enroll',
      sourceKind: 'secondary',
      checkedOn: '2026-11-23',
    },
    {
      text: 'Bring a parent photo ID and proof of your current address, such as a utility bill or lease.',
      source: HOW_TO_ENROLL,
      sourceKind: 'official',
      checkedOn: '2026-11-23',
    },
    {
      text: 'Students entering a Hawaii school for the first time also need a birth certificate and, by the first day of school, TB clearance and a student health record with a physical exam and immunizations.',
      source:
        'https://www.hawaiipublicschools.org/ParentsAndStudents/EnrollingInSchool/HowToEnroll/Pages/home.aspx',
      sourceKind: 'official',
      checkedOn: '2026-11-23',
    },
    {
      text: 'HIDOE has 297 schools (258 public and 39 charter) in one statewide district. School is required from age 5 (by July 31) to 18.',
      source: HIDOE_FAQ,
      sourceKind: 'official',
      checkedOn: '2026-11-23',
    },
  ],
  liaisons: [
    {
      service: 'Navy, Air Force and Space Force',
      installations: 'Joint Base Pearl Harbor-Hickam (and PMRF on Kauai)',
      names: ['Cherise Yamasaki'],
      phone: '808-306-9247',
      source: HIDOE_MILITARY,
      sourceKind: 'official',
      checkedOn: '2026-11-23',
    },
    {
      service: 'Army',
      installations:
        'Schofield Barracks, Wheeler, Fort Shafter, Tripler, Aliamanu, Helemano, Red Hill Mauka (and Pohakuloa)',
      names: ['Tamsin Keone', 'Jin Castiglione'],
      phone: '808-787-5644',
      source: HIDOE_MILITARY,
      sourceKind: 'official',
      checkedOn: '2026-11-23',
    },
    {
      service: 'Marines',
      installations: 'Marine Corps Base Hawaii, Camp Smith',
      phone: '808-257-2019',
      source: HIDOE_MILITARY,
      sourceKind: 'official',
      checkedOn: '2026-11-23',
    },
    {
      service: 'Coast Guard',
      installations: 'Fourteenth Coast Guard District, Base Honolulu, Sand Island',
      names: ['Stacey Sawyer'],
      phone: '808-842-2089',
      source: HIDOE_MILITARY,
      sourceKind: 'official',
      checkedOn: '2026-11-23',
    },
    {
      service: 'Hawaii Army National Guard',
      installations: 'HIARNG',
      names: ['LTC Natalie Hayes'],
      phone: '808-672-1315',
      source: HIDOE_MILITARY,
      sourceKind: 'official',
      checkedOn: '2026-11-23',
    },
    {
      service: 'Hawaii Air National Guard',
      installations: 'HIANG',
      names: ['CMSgt Maryann "Mey" Martin'],
      phone: '808-789-1672',
      source: HIDOE_MILITARY,
      sourceKind: 'official',
      checkedOn: '2026-11-23',
    },
  ],
  note: "We could not find a student services phone number on HIDOE's own pages. For questions before you arrive, call your service's School Liaison Officer or the school itself.",
  source: HOW_TO_ENROLL,
  sourceKind: 'official',
  checkedOn: '2026-11-23',
}

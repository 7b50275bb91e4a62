/** The four Oahu installations (Home base cards, Base housing page), housing tips, BAH and counselor links. */
import {
  baseCardOf,
  CIVIL_BEAT_HICKAM,
  IPC_LENDLEASE,
  MCBH_APPLY,
  NAVY_APPLY,
  type BaseCard,
  type SourcedText,
} from './base-cards'
import type { Sourced, SourcedLink, SourcedPhone } from './types'

export type { SourcedText } from './base-cards'

const MCBH_TLA = `${MCBH_APPLY}Temporary-Lodging-Allowance/`
const NAVY_COMMUNITY = 'https://ffr.cnic.navy.mil/Navy-Housing/Community-Housing/'
/** A MilitaryINSTALLATIONS page: it names Military OneSource's number on every page. */
const MIL_INSTALLATIONS_MCBH =
  'https://installations.militaryonesource.mil/military-installation/mcb-hawaii/housing/temporary-housing'

export interface InstallationHousing {
  /** Who runs on-base family housing. */
  readonly onBase: SourcedText
  readonly waitlist: SourcedText
  /** Left out where no source gives a count. */
  readonly units?: SourcedText
}

export interface InstallationContact {
  /** Empty where no phone number could be sourced; the card then says less. */
  readonly phones: readonly SourcedPhone[]
  readonly email?: SourcedText
  readonly website?: SourcedLink
  /** Office address and hours, where sourced. */
  readonly office?: SourcedText
}

export interface Installation extends BaseCard {
  readonly housing: InstallationHousing
  /** Empty where none could be sourced. */
  readonly amenities: readonly string[]
  readonly amenitiesSource?: Sourced
  readonly amenitiesNote?: string
  readonly contact: InstallationContact
}

// No typical wait is claimed: "3–18 months" was a market figure with no source (issue 31,
// item 4). The housing office gives each family its own estimate.
const GENERAL_WAITLIST =
  'How long you wait for base housing depends on your rank, the home size you need and the time of year. Ask the housing office for your own estimate.'

export const INSTALLATIONS: readonly Installation[] = [
  {
    ...baseCardOf('schofield'),
    housing: {
      onBase: {
        text: 'Privatized family homes run by Island Palm Communities, a 50-year partnership of Lendlease and the U.S. Army',
        source: IPC_LENDLEASE,
        sourceKind: 'official',
        checkedOn: '2026-11-23',
      },
      waitlist: { text: GENERAL_WAITLIST, source: 'product spec', sourceKind: 'program' },
      units: {
        text: '7,579+ homes across 7 Army installations on Oahu, in 12 communities and 42 neighborhoods (figures as of January 2023)',
        source: IPC_LENDLEASE,
        sourceKind: 'official',
        checkedOn: '2026-11-23',
        sourceDate: 'stats as of January 2023',
      },
    },
    amenities: [
      'Utilities included',
      'On-site maintenance',
      'Year-round front and side lawn care',
      'Trash and recycling pickup',
      '9 community centers',
      '86 playgrounds',
      '5 splash parks',
      '2 swimming pools',
      '5 free fitness centers',
      '2 dog parks',
    ],
    amenitiesSource: {
      source: IPC_LENDLEASE,
      sourceKind: 'official',
      checkedOn: '2026-11-23',
      sourceDate: 'stats as of January 2023',
    },
    amenitiesNote: 'Across all Island Palm Communities neighborhoods, not Schofield alone.',
    contact: {
      phones: [],
      website: {
        label: 'Island Palm Communities',
        url: 'https://www.islandpalmcommunities.com/',
        source: IPC_LENDLEASE,
        sourceKind: 'official',
        checkedOn: '2026-11-23',
      },
    },
  },
  {
    ...baseCardOf('pearl-harbor'),
    housing: {
      onBase: {
        text: 'Privatized family homes run by Ohana Military Communities (Hunt Companies). The Navy Housing Service Center takes your application and refers you to the housing partner.',
        source: CIVIL_BEAT_HICKAM,
        sourceKind: 'secondary',
        checkedOn: '2026-11-23',
        sourceDate: 'Civil Beat, Aug 2019',
        seeAlso: ['https://navylifema.com/housing/family-housing'],
      },
      waitlist: {
        text: 'You stay in a queue until about 30–45 days before you arrive; partners do not usually hold a home for more than 30 days. If no home is ready, you go on a wait list ordered by your control date: generally the actual detach date stamped on your PCS orders.',
        source: NAVY_APPLY,
        sourceKind: 'official',
        checkedOn: '2026-11-23',
      },
    },
    amenities: [],
    contact: {
      phones: [],
      email: {
        text: 'NavyHousingHQ@us.navy.mil (Navy Housing Headquarters, for problems with privatized, government or community housing)',
        source: 'https://ffr.cnic.navy.mil/navy-housing/housing-faqs',
        sourceKind: 'official',
        checkedOn: '2026-11-23',
      },
      website: {
        label: 'Navy Housing: applying for housing',
        url: NAVY_APPLY,
        source: NAVY_APPLY,
        sourceKind: 'official',
        checkedOn: '2026-11-23',
      },
    },
  },
  {
    ...baseCardOf('hickam'),
    housing: {
      onBase: {
        text: 'Privatized family homes run by Hickam Communities (Lendlease)',
        source: CIVIL_BEAT_HICKAM,
        sourceKind: 'secondary',
        checkedOn: '2026-11-23',
        sourceDate: 'Civil Beat, Aug 2019',
        seeAlso: [
          'https://www.hawaiinewsnow.com/2023/11/17/civilians-joint-base-pearl-harbor-hickam-say-big-rent-hikes-may-price-them-off-base/',
        ],
      },
      waitlist: { text: GENERAL_WAITLIST, source: 'product spec', sourceKind: 'program' },
      units: {
        text: 'Roughly 2,500 homes in five neighborhoods (Stars and Stripes, December 2023)',
        source:
          'https://www.stripes.com/theaters/asia_pacific/2023-12-01/hawaii-civilian-tenants-skyrocketing-rents-12230471.html',
        sourceKind: 'secondary',
        checkedOn: '2026-11-23',
        sourceDate: 'Stars and Stripes, Dec 1, 2023',
        seeAlso: [CIVIL_BEAT_HICKAM],
      },
    },
    amenities: [],
    contact: { phones: [] },
  },
  {
    ...baseCardOf('kaneohe-bay'),
    housing: {
      onBase: {
        text: 'Privatized family homes run by Ohana Military Communities (Hunt), a public-private venture begun with Forest City in 2007. Apply through the MCBH Family Housing Office.',
        source: MCBH_TLA,
        sourceKind: 'official',
        checkedOn: '2026-11-23',
        seeAlso: [
          'https://www.mcbhawaii.marines.mil/News/News-Article-Display/Article/539469/housing-breaks-ground-for-new-partnership/',
        ],
      },
      waitlist: {
        // The general waitlist note is program advice, so it is not shown under MCBH's page.
        text: 'Active-duty members with command-sponsored family can apply online before arriving; a housing counselor confirms by email within 24–48 business hours. Ask the housing office for your own estimate of the wait.',
        source: MCBH_APPLY,
        sourceKind: 'official',
        checkedOn: '2026-11-23',
      },
      units: {
        text: '1,175 homes in 13 neighborhoods, including Camp Smith and Manana, in the first phase (2007 figure; ask the office for today’s count)',
        source:
          'https://www.mcbhawaii.marines.mil/News/News-Article-Display/Article/539469/housing-breaks-ground-for-new-partnership/',
        sourceKind: 'official',
        checkedOn: '2026-11-23',
        sourceDate: 'news release, Apr 13, 2007',
      },
    },
    amenities: ['Community centers', 'Pools', 'Tot lots and play lots', 'Multi-purpose courts'],
    amenitiesSource: {
      source:
        'https://www.mcbhawaii.marines.mil/News/News-Article-Display/Article/539469/housing-breaks-ground-for-new-partnership/',
      sourceKind: 'official',
      checkedOn: '2026-11-23',
      sourceDate: 'news release, Apr 13, 2007',
    },
    amenitiesNote: 'Listed in the 2007 plan for the first phase.',
    contact: {
      phones: [
        {
          label: 'MCBH Family Housing Office',
          display: '(808) 257-2676',
          source: MCBH_APPLY,
          sourceKind: 'official',
          checkedOn: '2026-11-23',
        },
        {
          label: 'MCBH Family Housing Office, toll-free',
          display: '1-866-224-7942',
          source: MCBH_APPLY,
          sourceKind: 'official',
          checkedOn: '2026-11-23',
        },
      ],
      office: {
        text: '1571 Lawrence Road, MCBH Kaneohe Bay. Open Mon, Tue, Thu, Fri 7:30 a.m.–3:30 p.m.; Wed 7:30 a.m.–2 p.m.',
        source: MCBH_APPLY,
        sourceKind: 'official',
        checkedOn: '2026-11-23',
      },
      website: {
        label: 'MCBH Family Housing: how to apply',
        url: MCBH_APPLY,
        source: MCBH_APPLY,
        sourceKind: 'official',
        checkedOn: '2026-11-23',
      },
    },
  },
]

/** Exactly four tips for the Base housing page. */
export const BASE_HOUSING_TIPS: readonly SourcedText[] = [
  {
    text: 'Apply as soon as you have orders. For Navy housing, your place on the wait list comes from the actual detach date stamped on your PCS orders, not from the day you apply online.',
    source: NAVY_APPLY,
    sourceKind: 'official',
    checkedOn: '2026-11-23',
    seeAlso: ['https://ffr.cnic.navy.mil/navy-housing/housing-faqs'],
  },
  {
    text: 'Plan for temporary lodging: housing partners do not usually hold a home for you for more than 30 days, so an offer may not line up with your arrival date.',
    source: NAVY_APPLY,
    sourceKind: 'official',
    checkedOn: '2026-11-23',
  },
  {
    text: 'Send forms with personal details (Social Security number, family names, the DD Form 1746) only by encrypted, digitally signed DoD email, never from a personal account.',
    source: MCBH_APPLY,
    sourceKind: 'official',
    checkedOn: '2026-11-23',
  },
  {
    text: 'Visit the installation housing office when you arrive: Navy Housing Service Centers counsel you on your housing choices and keep community listings screened for suitability, affordability and safety.',
    source: NAVY_COMMUNITY,
    sourceKind: 'official',
    checkedOn: '2026-11-23',
  },
]

export { BAH_RESOURCE } from './bah-resource'

export interface CounselorResource extends SourcedLink {
  readonly description: string
  readonly phone?: SourcedPhone
}

/** Housing counselor resources (Base housing page). */
export const HOUSING_COUNSELOR_RESOURCES: readonly CounselorResource[] = [
  {
    label: 'Navy Housing Service Center: community housing',
    url: NAVY_COMMUNITY,
    description:
      'Home-finding counseling, the Rental Partnership Program, listings screened for suitability, affordability and safety, and lease review.',
    source: NAVY_COMMUNITY,
    sourceKind: 'official',
    checkedOn: '2026-11-23',
  },
  {
    label: 'MCBH Family Housing Office',
    url: MCBH_APPLY,
    description: 'Applications and housing counselors for Marine Corps Base Hawaii.',
    source: MCBH_APPLY,
    sourceKind: 'official',
    checkedOn: '2026-11-23',
    phone: {
      label: 'MCBH Family Housing Office',
      display: '(808) 257-2676',
      source: MCBH_APPLY,
      sourceKind: 'official',
      checkedOn: '2026-11-23',
    },
  },
  {
    label: 'MilitaryINSTALLATIONS (Military OneSource)',
    url: 'https://installations.militaryonesource.mil/',
    description:
      'Contacts for key programs and services at each installation, including temporary lodging and housing.',
    source: MIL_INSTALLATIONS_MCBH,
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
]

/** The four Oahu installations (Home base cards, Base housing page), housing tips, BAH and counselor links. */
import { basicsOf, type InstallationBasics } from './installation-basics'
import type { Sourced, SourcedLink } from './types'

const CHECKED_ON = '2026-11-22'

/** A sentence or short text that states a fact, with its source. */
export interface SourcedText extends Sourced {
  readonly text: string
  /** Other pages that say the same or add to it. */
  readonly seeAlso?: readonly string[]
}

/** A phone number: `display` for people, `tel` for the tel: link. */
export interface SourcedPhone extends Sourced {
  readonly label: string
  readonly display: string
  readonly tel: string
}

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

export interface Installation extends InstallationBasics {
  readonly location: SourcedText
  readonly housing: InstallationHousing
  /** Empty where none could be sourced. */
  readonly amenities: readonly string[]
  readonly amenitiesSource?: Sourced
  readonly amenitiesNote?: string
  readonly contact: InstallationContact
  /** Housing or base info link used by the Home base card. */
  readonly housingInfoUrl: SourcedLink
  /** Google Maps search for the installation. */
  readonly mapUrl: string
}

/** Base waitlists generally run 3–18 months (spec §9 guide facts). */
export const BASE_WAITLIST_MONTHS = { min: 3, max: 18, source: 'product spec' } as const

const GENERAL_WAITLIST =
  'Waits for base housing on Oahu generally run 3–18 months, depending on rank, home size and the time of year. Ask the housing office for your own estimate.'

const mapSearch = (query: string): string =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`

export const INSTALLATIONS: readonly Installation[] = [
  {
    ...basicsOf('schofield'),
    location: {
      text: 'Central Oahu, on the eastern slope of the Waianae Range, next to Wheeler Army Airfield',
      source:
        'https://mybaseguide.com/installation/hawaii-army/community/army-schofield-barracks-and-wheeler-army-airfield/',
    },
    housing: {
      onBase: {
        text: 'Privatized family homes run by Island Palm Communities, a 50-year partnership of Lendlease and the U.S. Army',
        source: 'https://www.lendlease.com/us/projects/island-palm-communities/',
        checkedOn: CHECKED_ON,
      },
      waitlist: { text: GENERAL_WAITLIST, source: 'product spec' },
      units: {
        text: '7,579+ homes across 7 Army installations on Oahu, in 12 communities and 42 neighborhoods (figures as of January 2023)',
        source: 'https://www.lendlease.com/us/projects/island-palm-communities/',
        checkedOn: CHECKED_ON,
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
      source: 'https://www.lendlease.com/us/projects/island-palm-communities/',
      checkedOn: CHECKED_ON,
    },
    amenitiesNote: 'Across all Island Palm Communities neighborhoods, not Schofield alone.',
    contact: {
      phones: [],
      website: {
        label: 'Island Palm Communities',
        url: 'https://www.islandpalmcommunities.com/',
        source: 'https://www.islandpalmcommunities.com/',
        checkedOn: CHECKED_ON,
      },
    },
    housingInfoUrl: {
      label: 'Island Palm Communities housing',
      url: 'https://www.islandpalmcommunities.com/',
      source: 'https://www.lendlease.com/us/projects/island-palm-communities/',
      checkedOn: CHECKED_ON,
    },
    mapUrl: mapSearch('Schofield Barracks, HI'),
  },
  {
    ...basicsOf('pearl-harbor'),
    location: {
      text: 'Pearl Harbor side of Joint Base Pearl Harbor-Hickam, Honolulu (joined with Hickam as one base since 2010)',
      source:
        'https://www.civilbeat.org/2019/08/complaints-of-unsafe-unhealthy-housing-conditions-plague-hickam/',
    },
    housing: {
      onBase: {
        text: 'Privatized family homes run by Ohana Military Communities (Hunt Companies). The Navy Housing Service Center takes your application and refers you to the housing partner.',
        source:
          'https://www.civilbeat.org/2019/08/complaints-of-unsafe-unhealthy-housing-conditions-plague-hickam/',
        checkedOn: CHECKED_ON,
        seeAlso: ['https://navylifema.com/housing/family-housing'],
      },
      waitlist: {
        text: 'You stay in a queue until about 30–45 days before you arrive; partners do not usually hold a home for more than 30 days. If no home is ready, you go on a wait list ordered by your control date: the actual detach date stamped on your PCS orders. Oahu waits generally run 3–18 months.',
        source: 'https://ffr.cnic.navy.mil/Navy-Housing/Applying-for-Housing',
        checkedOn: CHECKED_ON,
        seeAlso: ['product spec'],
      },
    },
    amenities: [],
    contact: {
      phones: [],
      email: {
        text: 'NavyHousingHQ@us.navy.mil (Navy Housing Headquarters, for problems with privatized, government or community housing)',
        source: 'https://ffr.cnic.navy.mil/navy-housing/housing-faqs',
        checkedOn: CHECKED_ON,
      },
      website: {
        label: 'Navy Housing: applying for housing',
        url: 'https://ffr.cnic.navy.mil/Navy-Housing/Applying-for-Housing',
        source: 'https://ffr.cnic.navy.mil/Navy-Housing/Applying-for-Housing',
        checkedOn: CHECKED_ON,
      },
    },
    housingInfoUrl: {
      label: 'Navy Housing: how to apply',
      url: 'https://ffr.cnic.navy.mil/Navy-Housing/Applying-for-Housing',
      source: 'https://ffr.cnic.navy.mil/Navy-Housing/Applying-for-Housing',
      checkedOn: CHECKED_ON,
    },
    mapUrl: mapSearch('Joint Base Pearl Harbor-Hickam, Pearl Harbor, HI'),
  },
  {
    ...basicsOf('hickam'),
    location: {
      text: 'Hickam side of Joint Base Pearl Harbor-Hickam, Honolulu',
      source:
        'https://www.civilbeat.org/2019/08/complaints-of-unsafe-unhealthy-housing-conditions-plague-hickam/',
    },
    housing: {
      onBase: {
        text: 'Privatized family homes run by Hickam Communities (Lendlease)',
        source:
          'https://www.civilbeat.org/2019/08/complaints-of-unsafe-unhealthy-housing-conditions-plague-hickam/',
        checkedOn: CHECKED_ON,
        seeAlso: [
          'https://www.hawaiinewsnow.com/2023/11/17/civilians-joint-base-pearl-harbor-hickam-say-big-rent-hikes-may-price-them-off-base/',
        ],
      },
      waitlist: { text: GENERAL_WAITLIST, source: 'product spec' },
      units: {
        text: 'About 2,500 homes (Civil Beat, 2019; Spectrum News counted nearly 2,500 leases in 2023)',
        source:
          'https://www.civilbeat.org/2019/08/complaints-of-unsafe-unhealthy-housing-conditions-plague-hickam/',
        checkedOn: CHECKED_ON,
        seeAlso: [
          'https://spectrumlocalnews.com/hi/hawaii/news/2023/11/15/ganadan-accuses-military-housing-manager-of-predatory-practices',
        ],
      },
    },
    amenities: [],
    contact: { phones: [] },
    housingInfoUrl: {
      label: 'Search for Hickam Communities housing',
      url: 'https://www.google.com/search?q=Hickam+Communities+housing+Joint+Base+Pearl+Harbor-Hickam',
      source: 'no official Hickam housing page was found in the sources read; this is a web search',
      checkedOn: CHECKED_ON,
    },
    mapUrl: mapSearch('Hickam, Joint Base Pearl Harbor-Hickam, HI'),
  },
  {
    ...basicsOf('kaneohe-bay'),
    location: {
      text: 'Kaneohe Bay, windward (east) Oahu',
      source:
        'https://www.mcbhawaii.marines.mil/Offices-Staff/S-4-Installations-Logistics/Family-Housing/How-to-Apply/',
    },
    housing: {
      onBase: {
        text: 'Privatized family housing (a public-private venture begun with Forest City in 2007). Apply through the MCBH Family Housing Office and ask which company manages the homes today.',
        source:
          'https://www.mcbhawaii.marines.mil/Offices-Staff/S-4-Installations-Logistics/Family-Housing/How-to-Apply/',
        checkedOn: CHECKED_ON,
        seeAlso: [
          'https://www.mcbhawaii.marines.mil/News/News-Article-Display/Article/539469/housing-breaks-ground-for-new-partnership/',
        ],
      },
      waitlist: {
        text: `${GENERAL_WAITLIST} Active-duty members with command-sponsored family can apply online before arriving; a housing counselor confirms by email within 24–48 business hours.`,
        source:
          'https://www.mcbhawaii.marines.mil/Offices-Staff/S-4-Installations-Logistics/Family-Housing/How-to-Apply/',
        checkedOn: CHECKED_ON,
        seeAlso: ['product spec'],
      },
      units: {
        text: '1,175 homes in 13 neighborhoods, including Camp Smith and Manana, in the first phase (2007 figure; ask the office for today’s count)',
        source:
          'https://www.mcbhawaii.marines.mil/News/News-Article-Display/Article/539469/housing-breaks-ground-for-new-partnership/',
        checkedOn: CHECKED_ON,
      },
    },
    amenities: ['Community centers', 'Pools', 'Tot lots and play lots', 'Multi-purpose courts'],
    amenitiesSource: {
      source:
        'https://www.mcbhawaii.marines.mil/News/News-Article-Display/Article/539469/housing-breaks-ground-for-new-partnership/',
      checkedOn: CHECKED_ON,
    },
    amenitiesNote: 'Listed in the 2007 plan for the first phase.',
    contact: {
      phones: [
        {
          label: 'MCBH Family Housing Office',
          display: '(808) 257-2676',
          tel: '+18082572676',
          source:
            'https://www.mcbhawaii.marines.mil/Offices-Staff/S-4-Installations-Logistics/Family-Housing/How-to-Apply/',
          checkedOn: CHECKED_ON,
        },
        {
          label: 'MCBH Family Housing Office, toll-free',
          display: '1-866-224-7942',
          tel: '+18662247942',
          source:
            'https://www.mcbhawaii.marines.mil/Offices-Staff/S-4-Installations-Logistics/Family-Housing/How-to-Apply/',
          checkedOn: CHECKED_ON,
        },
      ],
      office: {
        text: '1571 Lawrence Road, MCBH Kaneohe Bay. Open Mon, Tue, Thu, Fri 7:30 a.m.–3:30 p.m.; Wed 7:30 a.m.–2 p.m.',
        source:
          'https://www.mcbhawaii.marines.mil/Offices-Staff/S-4-Installations-Logistics/Family-Housing/How-to-Apply/',
        checkedOn: CHECKED_ON,
      },
      website: {
        label: 'MCBH Family Housing: how to apply',
        url: 'https://www.mcbhawaii.marines.mil/Offices-Staff/S-4-Installations-Logistics/Family-Housing/How-to-Apply/',
        source:
          'https://www.mcbhawaii.marines.mil/Offices-Staff/S-4-Installations-Logistics/Family-Housing/How-to-Apply/',
        checkedOn: CHECKED_ON,
      },
    },
    housingInfoUrl: {
      label: 'MCBH Family Housing: how to apply',
      url: 'https://www.mcbhawaii.marines.mil/Offices-Staff/S-4-Installations-Logistics/Family-Housing/How-to-Apply/',
      source:
        'https://www.mcbhawaii.marines.mil/Offices-Staff/S-4-Installations-Logistics/Family-Housing/How-to-Apply/',
      checkedOn: CHECKED_ON,
    },
    mapUrl: mapSearch('Marine Corps Base Hawaii, Kaneohe Bay, HI'),
  },
]

/** Exactly four tips for the Base housing page. */
export const BASE_HOUSING_TIPS: readonly SourcedText[] = [
  {
    text: 'Apply as soon as you have orders. For Navy housing, your place on the wait list comes from the actual detach date stamped on your PCS orders, not from the day you apply online.',
    source: 'https://ffr.cnic.navy.mil/Navy-Housing/Applying-for-Housing',
    checkedOn: CHECKED_ON,
    seeAlso: ['https://ffr.cnic.navy.mil/navy-housing/housing-faqs'],
  },
  {
    text: 'Plan for temporary lodging: housing partners do not usually hold a home for you for more than 30 days, so an offer may not line up with your arrival date.',
    source: 'https://ffr.cnic.navy.mil/Navy-Housing/Applying-for-Housing',
    checkedOn: CHECKED_ON,
  },
  {
    text: 'Send forms with personal details (Social Security number, family names, the DD Form 1746) only by encrypted, digitally signed DoD email, never from a personal account.',
    source:
      'https://www.mcbhawaii.marines.mil/Offices-Staff/S-4-Installations-Logistics/Family-Housing/How-to-Apply/',
    checkedOn: CHECKED_ON,
  },
  {
    text: 'Check in with the installation housing office when you arrive. They know what is open on base and what rents look like in town.',
    source: 'http://www.militaryonesource.mil/moving?content_id=266832',
    checkedOn: CHECKED_ON,
  },
]

/** DoD BAH page with the official BAH calculator link. */
export const BAH_RESOURCE: SourcedLink & { readonly description: string } = {
  label: 'Basic Allowance for Housing (BAH) calculator',
  url: 'https://www.travel.dod.mil/Allowances/Basic-Allowance-for-Housing/',
  description:
    'BAH is paid in all 50 states, Hawaii included, when government quarters are not provided. It is not meant to cover every housing cost. Look up your rate with the DoD BAH calculator.',
  source: 'https://www.travel.dod.mil/Allowances/Basic-Allowance-for-Housing/',
  checkedOn: CHECKED_ON,
}

export interface CounselorResource extends SourcedLink {
  readonly description: string
  readonly phone?: SourcedPhone
}

/** Housing counselor resources (Base housing page). */
export const HOUSING_COUNSELOR_RESOURCES: readonly CounselorResource[] = [
  {
    label: 'Navy Housing Service Center: community housing',
    url: 'https://ffr.cnic.navy.mil/Navy-Housing/Community-Housing/',
    description:
      'Home-finding counseling, the Rental Partnership Program, listings screened for suitability, affordability and safety, and lease review.',
    source: 'https://ffr.cnic.navy.mil/Navy-Housing/Community-Housing/',
    checkedOn: CHECKED_ON,
  },
  {
    label: 'MCBH Family Housing Office',
    url: 'https://www.mcbhawaii.marines.mil/Offices-Staff/S-4-Installations-Logistics/Family-Housing/How-to-Apply/',
    description: 'Applications and housing counselors for Marine Corps Base Hawaii.',
    source:
      'https://www.mcbhawaii.marines.mil/Offices-Staff/S-4-Installations-Logistics/Family-Housing/How-to-Apply/',
    checkedOn: CHECKED_ON,
    phone: {
      label: 'MCBH Family Housing Office',
      display: '(808) 257-2676',
      tel: '+18082572676',
      source:
        'https://www.mcbhawaii.marines.mil/Offices-Staff/S-4-Installations-Logistics/Family-Housing/How-to-Apply/',
      checkedOn: CHECKED_ON,
    },
  },
  {
    label: 'MilitaryINSTALLATIONS (Military OneSource)',
    url: 'https://installations.militaryonesource.mil/',
    description:
      'Contacts and programs for every installation, including the housing office and the relocation assistance program.',
    source:
      'https://www.militarynews.com/norfolk-navy-flagship/put-the-military-s-relocation-assistance-program-to-work-for/article_fa5b014a-62e2-11ea-a8c9-a79ecc936e79.html',
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
]

// Crime and safety research resources, tips, key areas and questions for /pcs-toolkit/hawaii-crime-safety.
import type { Sourced } from './types'

export type SafetyResourceKind =
  | 'crime-map'
  | 'statewide-statistics'
  | 'sex-offender-registry'
  | 'police-statistics'
  | 'neighborhood-analytics'

/** An outside resource for researching crime near a future home. */
export interface SafetyResource extends Sourced {
  readonly kind: SafetyResourceKind
  readonly title: string
  readonly description: string
  readonly url: string
  /** True when the tool needs a paid or registered account to see the data. */
  readonly requiresAccount: boolean
  /** What the tool leaves out, or how old its data is. */
  readonly caveat?: string
}

/** A research tip or a question to ask; advice rather than a fact. */
export interface SafetyTip extends Sourced {
  readonly text: string
}

/** A police district near the bases, described neutrally from a dated report. */
export interface KeyArea extends Sourced {
  readonly area: string
  readonly covers: string
  readonly nearBases: string
  /** A dated fact from the source, or left out. */
  readonly reported?: string
}

const HPD_DASHBOARD_STORY = 'https://staradvertiser.com/?p=1289826'
/** A Star-Advertiser report on HPD's dashboard; HPD's own dashboard could not be read. */
const DASHBOARD_STORY = {
  source: HPD_DASHBOARD_STORY,
  sourceKind: 'secondary',
  checkedOn: '2026-11-23',
} as const
const ADVICE = { source: 'product spec', sourceKind: 'advice' } as const

export const safetyResources: readonly SafetyResource[] = [
  {
    kind: 'crime-map',
    title: 'Honolulu Police Department crime map',
    description:
      'Type in an address to see reported crimes plotted on a map around it, in up to 15 categories.',
    url: 'https://www.honolulupd.org',
    requiresAccount: false,
    caveat:
      'Violent crimes were only added in November 2016, and domestic violence is not shown to protect victims. Treat the map as a partial picture.',
    source: 'https://staradvertiser.com/2016/11/16/hawaii-news/hpd-broadens-crime-data-map',
    sourceKind: 'secondary',
    checkedOn: '2026-11-23',
    sourceDate: 'news report, Nov 16, 2016',
  },
  {
    kind: 'statewide-statistics',
    title: 'Crime in Hawaii (Department of the Attorney General)',
    description:
      "The Attorney General's Crime Prevention and Justice Assistance Division publishes yearly Uniform Crime Reports with offenses, rates, clearances and arrests for the state and each county.",
    url: 'https://ag.hawaii.gov/cpja/',
    requiresAccount: false,
    caveat:
      'The newest statewide edition we could read covers 2017 (a copy of the report published in January 2019). Look for the latest year on the site.',
    source:
      'https://docslib.org/doc/6130452/crime-in-hawaii-2017-also-provides-state-and-county-data-on-the-age-gender-and-race-ethnicity-of-arrestees',
    sourceKind: 'secondary',
    checkedOn: '2026-11-23',
    sourceDate: 'Crime in Hawaii 2017, published January 2019',
  },
  {
    kind: 'sex-offender-registry',
    title: 'Hawaii Sex Offender Registry',
    description:
      'Run by the Hawaii Criminal Justice Data Center. You can sign up for free email alerts when a registered offender in a zip code, or within 1, 2 or 3 miles of an address, registers or updates their record.',
    url: 'https://sexoffenders.ehawaii.gov',
    requiresAccount: false,
    caveat:
      'The state rule on email alerts names the site as www.sexoffenders.hawaii.gov. If one address does not load, try the other.',
    source: 'https://www.law.cornell.edu/regulations/hawaii/Haw-Code-R-SS-5-25-3',
    sourceKind: 'official',
    checkedOn: '2026-11-23',
    sourceDate: 'HAR §5-25-3, effective June 29, 2012',
  },
  {
    kind: 'police-statistics',
    title: 'Honolulu Police Department crime statistics dashboard',
    description:
      'HPD’s online dashboard of updated crime statistics, clearance rates, officer-involved shootings and crime mapping for Oahu.',
    url: 'https://www.honolulupd.org',
    requiresAccount: false,
    caveat: 'At launch, year-to-date comparisons were not yet available on the dashboard.',
    ...DASHBOARD_STORY,
  },
  {
    kind: 'neighborhood-analytics',
    title: 'NeighborhoodScout',
    description:
      'A private service that rates crime risk for any U.S. address or neighborhood on a 1–100 scale (100 means safer than 100% of U.S. neighborhoods), built from local police data and its own modeling.',
    url: 'https://www.neighborhoodscout.com',
    requiresAccount: true,
    caveat:
      'Needs a paid subscription account to see the reports. Its numbers are modeled estimates, not police counts.',
    source: 'https://www.neighborhoodscout.com/about-the-data/crime-rates',
    sourceKind: 'official',
    checkedOn: '2026-11-23',
  },
]

export const researchTips: readonly SafetyTip[] = [
  {
    text: 'Look at the same neighborhood in more than one source: the HPD map, the HPD dashboard and the state report each count crime differently.',
    ...ADVICE,
  },
  {
    text: 'Compare rates, not raw counts. A busy shopping area will always show more thefts than a quiet street.',
    ...ADVICE,
  },
  {
    text: 'Check the date range on any map or report before you draw conclusions.',
    ...ADVICE,
  },
  {
    text: 'Visit at different times of day if you can, or ask your sponsor to drive the street for you.',
    ...ADVICE,
  },
  {
    text: "Ask your installation's housing office what they know about a neighborhood before you sign a lease.",
    ...ADVICE,
  },
]

export const keyAreas: readonly KeyArea[] = [
  {
    area: 'HPD District 2: Central Oahu',
    covers: 'Central Oahu',
    nearBases: 'Schofield Barracks, Wheeler Army Airfield',
    reported:
      'In late 2023 HPD reported a 7% rise in aggravated assault and an 8% rise in weapon offenses in this district compared with the year before.',
    ...DASHBOARD_STORY,
  },
  {
    area: 'HPD District 3: Pearl City, Aiea, Waipahu',
    covers: 'Pearl City, Aiea and Waipahu',
    nearBases: 'Joint Base Pearl Harbor-Hickam, Camp Smith',
    reported:
      'In late 2023 HPD reported a 28% rise in assaults and a 15% rise in thefts from vehicles in this district compared with the year before.',
    ...DASHBOARD_STORY,
  },
  {
    area: 'HPD District 4: Windward and North Shore',
    covers: "Makapuu Point to Kawela Bay, HPD's largest patrol area",
    nearBases: 'Marine Corps Base Hawaii (Kaneohe Bay)',
    reported: 'In late 2023 HPD reported that weapon offenses were up in this district.',
    ...DASHBOARD_STORY,
  },
  {
    area: 'HPD District 6: Waikiki',
    covers: 'Waikiki',
    nearBases: 'Fort DeRussy and the Hale Koa Hotel',
    reported: 'In late 2023 it was the only HPD patrol district showing no increase in offenses.',
    ...DASHBOARD_STORY,
  },
]

/** Shown with the key areas so year-over-year changes are not read as rankings. */
export const keyAreasNote =
  'These are year-over-year changes HPD reported for late 2023, not crime rates, and they say nothing about any single street. Use the resources above for current numbers.'

export const questionsToAsk: readonly SafetyTip[] = [
  {
    text: 'How long have you lived here, and has anything changed recently?',
    ...ADVICE,
  },
  {
    text: 'Have there been car break-ins or package thefts on this street?',
    ...ADVICE,
  },
  {
    text: 'Is there a neighborhood watch or an active community association?',
    ...ADVICE,
  },
  {
    text: 'Is there secure or covered parking, and who has gate or building access?',
    ...ADVICE,
  },
  {
    text: 'How well lit are the walk to the door and the parking area at night?',
    ...ADVICE,
  },
  { text: 'What is the commute to the base like at rush hour?', ...ADVICE },
]

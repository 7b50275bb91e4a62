// What the Home page's base cards show of each installation (where it is, its housing link and a
// map), apart from the rest of installations.ts, so the home page loads a few lines, not all of it.
import { basicsOf, type InstallationBasics } from './installation-basics'
import type { Sourced, SourcedLink } from './types'

export const MCBH_APPLY =
  'https://www.mcbhawaii.marines.mil/Offices-Staff/S-4-Installations-Logistics/Family-Housing/How-to-Apply/'
export const NAVY_APPLY = 'https://ffr.cnic.navy.mil/Navy-Housing/Applying-for-Housing'
export const CIVIL_BEAT_HICKAM =
  'https://www.civilbeat.org/2019/08/complaints-of-unsafe-unhealthy-housing-conditions-plague-hickam/'
export const IPC_LENDLEASE = 'https://www.lendlease.com/us/projects/island-palm-communities/'

/** A sentence or short text that states a fact, with its source. */
export interface SourcedText extends Sourced {
  readonly text: string
  /** Other pages that say the same or add to it. */
  readonly seeAlso?: readonly string[]
}

export interface BaseCard extends InstallationBasics {
  readonly location: SourcedText
  /** Housing or base info link used by the Home base card. */
  readonly housingInfoUrl: SourcedLink
  /** Google Maps search for the installation. */
  readonly mapUrl: string
}

const mapSearch = (query: string): string =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`

export const BASE_CARDS: readonly BaseCard[] = [
  {
    ...basicsOf('schofield'),
    location: {
      text: 'Central Oahu, on the eastern slope of the Waianae Range, next to Wheeler Army Airfield',
      source:
        'https://mybaseguide.com/installation/hawaii-army/community/army-schofield-barracks-and-wheeler-army-airfield/',
      sourceKind: 'secondary',
      checkedOn: '2026-11-23',
    },
    housingInfoUrl: {
      label: 'Island Palm Communities housing',
      url: 'https://www.islandpalmcommunities.com/',
      source: IPC_LENDLEASE,
      sourceKind: 'official',
      checkedOn: '2026-11-23',
    },
    mapUrl: mapSearch('Schofield Barracks, HI'),
  },
  {
    ...basicsOf('pearl-harbor'),
    location: {
      text: 'Pearl Harbor side of Joint Base Pearl Harbor-Hickam, Honolulu (joined with Hickam as one base since 2010)',
      source: CIVIL_BEAT_HICKAM,
      sourceKind: 'secondary',
      checkedOn: '2026-11-23',
      sourceDate: 'Civil Beat, Aug 2019',
      timeless: true,
    },
    housingInfoUrl: {
      label: 'Navy Housing: how to apply',
      url: NAVY_APPLY,
      source: NAVY_APPLY,
      sourceKind: 'official',
      checkedOn: '2026-11-23',
    },
    mapUrl: mapSearch('Joint Base Pearl Harbor-Hickam, Pearl Harbor, HI'),
  },
  {
    ...basicsOf('hickam'),
    location: {
      text: 'Hickam side of Joint Base Pearl Harbor-Hickam, Honolulu',
      source: CIVIL_BEAT_HICKAM,
      sourceKind: 'secondary',
      checkedOn: '2026-11-23',
      sourceDate: 'Civil Beat, Aug 2019',
      timeless: true,
    },
    housingInfoUrl: {
      label: 'Hickam Communities',
      url: 'https://www.hickamcommunities.com/',
      source:
        'https://www.hickamcommunities.com/Become-a-Resident/Planning-Your-Move/Transportation-Information/Transportation-Information',
      sourceKind: 'official',
      checkedOn: '2026-11-23',
    },
    mapUrl: mapSearch('Hickam, Joint Base Pearl Harbor-Hickam, HI'),
  },
  {
    ...basicsOf('kaneohe-bay'),
    location: {
      text: 'Mokapu Peninsula, between Kaneohe Bay and Kailua Bay, windward Oahu',
      source:
        'https://www.mcbhawaii.marines.mil/Offices-Staff/S-4-Installations-Logistics/Facilities/Environmental/Cultural-Resources/History-Mokapu-Peninsula/',
      sourceKind: 'official',
      checkedOn: '2026-11-29',
    },
    housingInfoUrl: {
      label: 'MCBH Family Housing: how to apply',
      url: MCBH_APPLY,
      source: MCBH_APPLY,
      sourceKind: 'official',
      checkedOn: '2026-11-23',
    },
    mapUrl: mapSearch('Marine Corps Base Hawaii, Kaneohe Bay, HI'),
  },
]

/** The card of one installation. */
export function baseCardOf(id: InstallationBasics['id']): BaseCard {
  const card = BASE_CARDS.find((base) => base.id === id)
  if (!card) throw new Error(`No installation ${id}.`)
  return card
}

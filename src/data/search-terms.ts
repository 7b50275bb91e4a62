// The words families type that the pages may not use: military and island shorthand. Site
// search reads these twice: the build adds each page's keywords to its index entry, and a query
// with a short form (or its long form) is also searched as the other.
import type { Sourced } from './types'

/** A short form and what it stands for, with the page that spells it out. */
export interface SearchSynonym extends Sourced {
  /** The short form, as typed: "TLA". */
  readonly short: string
  /** What it stands for, and other words a family uses for the same thing. */
  readonly meaning: readonly string[]
}

export const searchSynonyms: readonly SearchSynonym[] = [
  {
    short: 'TLA',
    meaning: ['temporary lodging allowance', 'temporary lodging'],
    source: 'https://www.travel.dod.mil/Allowances/Temporary-Lodging-Allowance/',
    sourceKind: 'official',
    checkedOn: '2026-11-23',
  },
  {
    short: 'PCS',
    meaning: ['permanent change of station'],
    source: 'https://www.travel.dod.mil/Allowances/Temporary-Lodging-Allowance/',
    sourceKind: 'official',
    checkedOn: '2026-11-23',
  },
  {
    short: 'POV',
    meaning: ['privately owned vehicle', 'car'],
    source: 'https://www.navsup.navy.mil/public/navsup/household/pov/',
    sourceKind: 'official',
    checkedOn: '2026-11-23',
  },
  {
    short: 'HHG',
    meaning: ['household goods'],
    source:
      'https://www.navsup.navy.mil/NAVSUP-Enterprise/NAVSUP-Headquarters/News/Article/3465351/3-tips-for-upcoming-household-goods-moves/',
    sourceKind: 'official',
    checkedOn: '2026-11-23',
  },
  {
    short: 'BAH',
    meaning: ['basic allowance for housing', 'housing allowance'],
    source: 'https://www.defensetravel.dod.mil/site/bah.cfm',
    sourceKind: 'official',
    checkedOn: '2026-11-23',
  },
  {
    short: 'JBPHH',
    meaning: ['joint base pearl harbor-hickam', 'pearl harbor', 'hickam'],
    source: 'https://cnrh.cnic.navy.mil/Installations/JB-Pearl-Harbor-Hickam/About/History/',
    sourceKind: 'official',
    checkedOn: '2026-11-23',
  },
  {
    short: 'MCBH',
    meaning: ['marine corps base hawaii', 'kaneohe bay'],
    source: 'https://www.mcbhawaii.marines.mil/Unit-Home/Mission/',
    sourceKind: 'official',
    checkedOn: '2026-11-23',
  },
]

/**
 * Extra words for a page's index entry: the shorthand for what it covers, so "TLA" or "POV"
 * finds the page even where its text spells the words out. Not shown on the page.
 */
export const pageKeywords: Readonly<Record<string, readonly string[]>> = {
  '/pcs-toolkit/hawaii-checklist': ['PCS', 'HHG', 'household goods', 'move', 'moving'],
  '/pcs-toolkit/pet-travel': ['quarantine', 'dog', 'cat', 'pets', 'rabies'],
  '/pcs-toolkit/firearms-pcs': ['firearm registration', 'gun', 'guns', 'rifle', 'pistol'],
  '/pcs-toolkit/vehicle-shipping': ['POV', 'car', 'privately owned vehicle', 'auto'],
  '/pcs-toolkit/boat-shipping': ['boat', 'vessel', 'trailer'],
  '/pcs-toolkit/storage-facilities': ['storage', 'HHG', 'household goods'],
  '/pcs-toolkit/hawaii-schools': ['school', 'DoDEA', 'kids', 'children'],
  '/pcs-toolkit/tla-hotels': ['TLA', 'temporary lodging allowance', 'hotel', 'lodging'],
  '/housing/base-housing': ['on-base housing', 'BAH', 'JBPHH', 'MCBH', 'Schofield'],
  '/housing/verified-rentals': ['rent', 'rental', 'BAH', 'scam'],
  '/housing/va-homes': ['buy', 'home', 'VA loan'],
  '/housing/va-assumptions': ['assumable', 'assumption', 'VA loan'],
}

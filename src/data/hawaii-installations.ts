// The one list of Hawaii's installations (docs/decisions.md#d-33-3): name, branch, island and
// BAH area. Ids match installation-basics.ts where both name a base, so the plan, TLA and base
// housing pages can move to this list later. Each entry's source says where the base is.
import type { MhaCode } from './bah-format'
import type { Branch } from './installation-basics'
import type { Sourced } from './types'

export type Island = 'Oahu' | 'Kauai' | 'Big Island'

export interface HawaiiInstallation extends Sourced {
  readonly id: string
  readonly name: string
  readonly branch: Branch
  readonly island: Island
  /** Where the source places it, in its words. */
  readonly text: string
  /**
   * Its BAH military housing area: the MHA of its county (DTMO names Hawaii's MHAs by county).
   * tests/unit/housing/bah-data.test.ts checks it against the island and the ZIP file.
   */
  readonly mha: MhaCode
  /** Its ZIP code, where a source gives one; none could be sourced yet (docs/decisions.md#d-33-3). */
  readonly zip?: string
}

export const HAWAII_INSTALLATIONS: readonly HawaiiInstallation[] = [
  {
    id: 'schofield',
    name: 'Schofield Barracks',
    branch: 'Army',
    island: 'Oahu',
    mha: 'HI408',
    text: 'Centrally located on Oahu, on the eastern slope of the Waianae Mountain Range',
    source:
      'https://mybaseguide.com/installation/hawaii-army/community/army-schofield-barracks-and-wheeler-army-airfield/',
    sourceKind: 'secondary',
    checkedOn: '2026-11-27',
  },
  {
    id: 'fort-shafter',
    name: 'Fort Shafter',
    branch: 'Army',
    island: 'Oahu',
    mha: 'HI408',
    text: 'In the City and County of Honolulu on the island of Oahu',
    source: 'https://grokipedia.com/page/Fort_Shafter',
    sourceKind: 'secondary',
    checkedOn: '2026-11-27',
  },
  {
    id: 'tripler',
    name: 'Tripler Army Medical Center',
    branch: 'Army',
    island: 'Oahu',
    mha: 'HI408',
    text: '1 Jarrett White Road, Honolulu, on Moanalua Ridge',
    source: 'https://wikimili.com/en/Tripler_Army_Medical_Center',
    sourceKind: 'secondary',
    checkedOn: '2026-11-27',
  },
  {
    id: 'pearl-harbor',
    name: 'Joint Base Pearl Harbor-Hickam (Pearl Harbor)',
    branch: 'Navy',
    island: 'Oahu',
    mha: 'HI408',
    text: 'Pearl Harbor side of Joint Base Pearl Harbor-Hickam, Honolulu',
    source:
      'https://www.civilbeat.org/2019/08/complaints-of-unsafe-unhealthy-housing-conditions-plague-hickam/',
    sourceKind: 'secondary',
    checkedOn: '2026-11-27',
    sourceDate: 'Civil Beat, Aug 2019',
    timeless: true,
  },
  {
    id: 'hickam',
    name: 'Joint Base Pearl Harbor-Hickam (Hickam)',
    branch: 'Air Force',
    island: 'Oahu',
    mha: 'HI408',
    text: 'Hickam side of Joint Base Pearl Harbor-Hickam, Honolulu',
    source:
      'https://www.civilbeat.org/2019/08/complaints-of-unsafe-unhealthy-housing-conditions-plague-hickam/',
    sourceKind: 'secondary',
    checkedOn: '2026-11-27',
    sourceDate: 'Civil Beat, Aug 2019',
    timeless: true,
  },
  {
    id: 'kaneohe-bay',
    name: 'Marine Corps Base Hawaii, Kaneohe Bay',
    branch: 'Marine Corps',
    island: 'Oahu',
    mha: 'HI408',
    text: 'Mokapu Peninsula, between Kaneohe Bay and Kailua Bay, windward Oahu',
    // MCBH's history of the peninsula: "located on the windward side of O‘ahu".
    source:
      'https://www.mcbhawaii.marines.mil/Offices-Staff/S-4-Installations-Logistics/Facilities/Environmental/Cultural-Resources/History-Mokapu-Peninsula/',
    sourceKind: 'official',
    checkedOn: '2026-11-29',
  },
  {
    id: 'pmrf',
    name: 'Pacific Missile Range Facility, Barking Sands',
    branch: 'Navy',
    island: 'Kauai',
    mha: 'HI414',
    text: 'On Kauai’s west side, in Kauai County; operated by the Department of the Navy',
    source: 'https://defenseeconomy.hawaii.gov/pmrf-2/',
    sourceKind: 'official',
    checkedOn: '2026-11-27',
  },
  {
    id: 'pohakuloa',
    name: 'Pohakuloa Training Area',
    branch: 'Army',
    island: 'Big Island',
    mha: 'HI409',
    text: 'Between Mauna Loa, Mauna Kea and Hualalai on the island of Hawaii, leased to the U.S. Army',
    source:
      'https://www.outerspatial.com/areas/pohakuloa-training-area-mauna-kea-forest-reserve-86531',
    sourceKind: 'secondary',
    checkedOn: '2026-11-27',
  },
]

/** One installation by id, or undefined. */
export function installationById(id: string): HawaiiInstallation | undefined {
  return HAWAII_INSTALLATIONS.find((base) => base.id === id)
}

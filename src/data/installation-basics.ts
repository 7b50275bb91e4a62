// What a page needs to name Oahu's four installations, apart from their housing, contacts and
// amenities (installations.ts), so pages that only name a base load a few lines, not all of it.

export type Branch = 'Army' | 'Navy' | 'Air Force' | 'Marine Corps'

export interface InstallationBasics {
  readonly id: 'schofield' | 'pearl-harbor' | 'hickam' | 'kaneohe-bay'
  readonly name: string
  /** Short label for the Home base cards, e.g. "Army at Schofield". */
  readonly cardTitle: string
  readonly branch: Branch
}

export const INSTALLATION_BASICS: readonly InstallationBasics[] = [
  { id: 'schofield', name: 'Schofield Barracks', cardTitle: 'Army at Schofield', branch: 'Army' },
  {
    id: 'pearl-harbor',
    name: 'Joint Base Pearl Harbor-Hickam (Pearl Harbor)',
    cardTitle: 'Navy at Pearl Harbor',
    branch: 'Navy',
  },
  {
    id: 'hickam',
    name: 'Joint Base Pearl Harbor-Hickam (Hickam)',
    cardTitle: 'Air Force at Hickam',
    branch: 'Air Force',
  },
  {
    id: 'kaneohe-bay',
    name: 'Marine Corps Base Hawaii, Kaneohe Bay',
    cardTitle: 'Marines at Kaneohe Bay',
    branch: 'Marine Corps',
  },
]

/** The basics of one installation. */
export function basicsOf(id: InstallationBasics['id']): InstallationBasics {
  const basics = INSTALLATION_BASICS.find((base) => base.id === id)
  if (!basics) throw new Error(`No installation ${id}.`)
  return basics
}

/**
 * Commute radius used for "near base" searches: 8 miles / 30 minutes
 * (docs/decisions.md#s-9-guide-facts).
 */
export const COMMUTE_RADIUS = {
  miles: 8,
  minutes: 30,
  source: 'product spec',
  sourceKind: 'program',
} as const

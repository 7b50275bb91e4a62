// Self-storage companies near Oahu's bases and storage tips for /pcs-toolkit/storage-facilities.
import type { Sourced } from './types'

/** A self-storage company on Oahu. Fields that could not be sourced are left out. */
export interface StorageFacility extends Sourced {
  readonly title: string
  readonly location: string
  /** Military discount text, only when the company's own page states one. */
  readonly discount?: string
  readonly perks: readonly string[]
  /** The company's own site, only when it was read. */
  readonly website?: string
  /** How old the source is and what to confirm by phone. */
  readonly note?: string
}

/** A piece of advice for renting storage during a PCS. */
export interface StorageTip extends Sourced {
  readonly title: string
  readonly detail: string
}

export const storageFacilities: readonly StorageFacility[] = [
  {
    title: 'Waikele Self Storage ("the Caves")',
    location: 'End of Pakela Street, a few minutes from Waikele Shopping Center (Central Oahu)',
    perks: [
      'Storage inside former Navy munitions bunkers dug into Kipapa Gulch',
      'On-site security, parking and paved roads',
      'Each bunker has its own secure entrance and a loading dock',
    ],
    website: 'https://waikeleselfstorage.com',
    note: "The company's history page is undated and describes the site around 2006. Call to confirm hours, unit sizes, prices and any military discount.",
    source: 'https://waikeleselfstorage.com/some-history-on-the-caves-at-waikele.html',
    sourceKind: 'official',
    checkedOn: '2026-11-23',
  },
  {
    title: 'Hawaii Self Storage',
    location: 'Mililani (Wikao and Akamainui Streets) and Kapolei (Kalaeloa Boulevard)',
    perks: ['Mostly three-story storage buildings in Central and West Oahu (as planned in 2007)'],
    note: 'Read only in a 2007 news report announcing these two sites. Confirm they are open, and ask about a military discount, before you count on them.',
    source: 'https://honoluluadvertiser.com/article/2007/May/03/bz/FP705030333.html',
    sourceKind: 'secondary',
    checkedOn: '2026-11-23',
    sourceDate: 'Honolulu Advertiser, May 3, 2007',
  },
  {
    title: 'StorSecure Self-Storage',
    location: 'Honolulu (a side street behind the Hawaii Convention Center)',
    perks: ['Units set up for businesses, with power and internet, at the Honolulu site (2011)'],
    note: 'Read only in a 2011 magazine story. Confirm the location, prices and any military discount by phone.',
    source: 'https://www.honolulumagazine.com/the-secret-life-of-storage-units-in-honolulu/',
    sourceKind: 'secondary',
    checkedOn: '2026-11-23',
    sourceDate: 'Honolulu Magazine, May 2011',
  },
]

/** Shown above the list: no company page we read states a military discount. */
export const storageDiscountNote =
  'None of the Oahu storage company pages we could read states a military discount. Ask when you call: some offer one without advertising it.'

export const storageTips: readonly StorageTip[] = [
  {
    title: 'Bring your military ID',
    detail:
      'Have your ID and a copy of your orders with you when you sign up, and ask every company whether it has a military rate.',
    source: 'product spec',
    sourceKind: 'program',
  },
  {
    title: 'Ask about climate-controlled units',
    detail:
      "Hawaii's heat and humidity are hard on furniture, papers, photos and electronics. A climate-controlled unit is worth pricing out.",
    source: 'product spec',
    sourceKind: 'program',
  },
  {
    title: 'Look for first-month-free specials',
    detail:
      'Many facilities run move-in specials such as a free or discounted first month. Read the terms for what the rent becomes afterwards.',
    source: 'product spec',
    sourceKind: 'program',
  },
  {
    title: 'Book early in the summer PCS season',
    detail:
      'Summer is peak moving season on Oahu, and units near the bases go fast. Reserve as soon as you know your dates.',
    source: 'product spec',
    sourceKind: 'program',
  },
]

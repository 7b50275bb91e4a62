// Home page content (hero and tool tiles) and Welcome page content (mission and founder card defaults).
import type { SiteHref } from './pages'
import type { Sourced } from './types'

export interface HomeHero {
  readonly eyebrow: string
  readonly title: string
  readonly subtitle: string
  readonly ctaLabel: string
  readonly ctaTo: string
}

/** A tile linking to one of the site's tools. */
export interface ToolTile extends Sourced {
  readonly title: string
  readonly description: string
  /** Internal route of the tool. */
  readonly to: SiteHref
}

/** The welcome dialog shown on the first visit. */
export interface WelcomeDialogContent {
  readonly title: string
  readonly body: string
  readonly buttonLabel: string
}

/** Founder contact card values (local only; nothing is persisted). */
export interface FounderContact {
  readonly name: string
  readonly title: string
  readonly phone: string
  readonly email: string
  readonly location: string
}

export const homeHero: HomeHero = {
  eyebrow: 'Hawaii PCS Planner',
  title: 'Your move to Hawaii, one clear step at a time',
  subtitle:
    'Free relocation tools for military families moving to Hawaii: a checklist that tracks your progress, plain guides for pets, vehicles, firearms and boats, and help finding a place to live.',
  ctaLabel: 'Start your checklist',
  ctaTo: '/pcs-toolkit/hawaii-checklist',
}

export const toolTiles: readonly ToolTile[] = [
  {
    title: 'Hawaii PCS checklist',
    description:
      'Twenty steps from orders to arrival, with suggested dates. Your ticks stay in this browser, or in your account once you sign in.',
    to: '/pcs-toolkit/hawaii-checklist',
    source: 'product spec',
    sourceKind: 'program',
  },
  {
    title: 'Pet travel',
    description:
      "Hawaii's rabies quarantine rules, step by step, so your pet can come home with you.",
    to: '/pcs-toolkit/pet-travel',
    source: 'product spec',
    sourceKind: 'program',
  },
  {
    title: 'Vehicle shipping',
    description:
      'Getting your car to Oahu, what your orders cover, and registering it after you land.',
    to: '/pcs-toolkit/vehicle-shipping',
    source: 'product spec',
    sourceKind: 'program',
  },
  {
    title: 'Temporary lodging (TLA)',
    description: 'Military and off-base lodging, how TLA works, and where pets are welcome.',
    to: '/pcs-toolkit/tla-hotels',
    source: 'product spec',
    sourceKind: 'program',
  },
  {
    title: 'Base housing',
    description: 'On-base housing at each installation on Oahu and how to apply.',
    to: '/housing/base-housing',
    source: 'product spec',
    sourceKind: 'program',
  },
  {
    title: 'VA homes for sale',
    description: 'Homes for sale near the bases, and what your VA loan benefit can do.',
    to: '/housing/va-homes',
    source: 'product spec',
    sourceKind: 'program',
  },
  {
    title: 'VA loan assumption calculator',
    description: 'Compare taking over a seller’s VA loan plus gap financing with a new loan.',
    to: '/calculators/assumption-cruncher',
    source: 'product spec',
    sourceKind: 'program',
  },
  {
    title: 'Veteran home credit calculator',
    description: 'See the Veteran Home Program credit for the home price you have in mind.',
    to: '/calculators/credit',
    source: 'product spec',
    sourceKind: 'program',
  },
]

export const welcomeDialog: WelcomeDialogContent = {
  title: 'Aloha, and welcome!',
  body: 'Hawaii PCS Planner gathers the steps, rules and contacts military families need for a move to Hawaii, in one place and free. Every fee, phone number and rule comes with the page it came from, what kind of page that is and the day we read it, so you can check it yourself. All of them are listed on our Sources page.',
  buttonLabel: "Let's Get Started",
}

export const missionText: readonly string[] = [
  'Moving to Hawaii on orders is exciting, and it comes with rules you will not meet anywhere else: pet quarantine, firearm registration within days of landing, shipping a car across the Pacific, and a housing market like no other.',
  'Our mission is to make that move calmer. We give military families and veterans free tools and plain-language guides, built from official sources wherever we could read one, and marked with the date we read them so you know how fresh each fact is.',
  'When something here is out of date or missing, tell us through the suggestion box and we will fix it.',
]

/**
 * The welcome video's address (YouTube, Vimeo, or an .mp4/.webm/.ogg file). Empty: the Welcome
 * page shows no video section. See docs/decisions.md#d-32-1.
 */
export const WELCOME_VIDEO_URL = ''

/** The founder's card on the Welcome page; shown only once it has a name. None yet. */
export const founderContact: FounderContact | undefined = undefined

/** The fill-in-for-yourself contact card starts empty. */
export const emptyContact: FounderContact = {
  name: '',
  title: '',
  phone: '',
  email: '',
  location: '',
}

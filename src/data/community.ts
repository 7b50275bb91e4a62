/**
 * Contact form, suggestion box and member forum preview. This is the site's own product content
 * (its categories, plans and sample forum posts), not facts about the world; the one outside
 * fact shown (Military OneSource's phone line) comes, with its source, from installations.ts.
 */
import { HOUSING_COUNSELOR_RESOURCES, INSTALLATIONS, type CounselorResource } from './installations'
import type { InternalLink } from './contact-links'

/** The contact form's optional "Base" choices: the four installations, then "Other". */
export const CONTACT_BASE_OPTIONS: readonly string[] = [
  ...INSTALLATIONS.map((installation) => installation.name),
  'Other',
]

/** The suggestion box's optional categories. */
export const SUGGESTION_CATEGORIES: readonly string[] = [
  'Housing',
  'PCS checklist and guides',
  'Calculators',
  'Member forum',
  'Website and accessibility',
  'Other',
]

/** Ten ideas families ask for most. */
export const POPULAR_SUGGESTIONS: readonly string[] = [
  'A packing list for the weeks before your household goods arrive',
  'Reviews of temporary lodging from other military families',
  'Guides for the neighbor islands: Hawaii Island, Maui and Kauai',
  'A cost-of-living comparison with your current duty station',
  'Email reminders for the dates on your checklist',
  'A school enrollment timeline that follows the school year',
  'Job and license transfer help for military spouses',
  'A map of the bases, neighborhoods and commute times',
  'Guides for moving with babies, children and teenagers',
  'Print-friendly versions of every guide',
]

export interface ComingSoonList {
  readonly title: string
  readonly items: readonly string[]
}

/** What the site is working on next. */
export const COMING_SOON: readonly ComingSoonList[] = [
  {
    title: 'New tools',
    items: [
      'The member forum, to ask other families moving to Hawaii',
      'A PCS app for your phone',
      'Email reminders for checklist dates',
      'Saved favorites for homes and hotels',
    ],
  },
  {
    title: 'New guides',
    items: [
      'Your first week on Oahu',
      'Child care near the bases',
      'Spouse employment in Hawaii',
      'The neighbor islands',
    ],
  },
]

export interface ContactChannel {
  readonly title: string
  readonly description: string
  readonly link: InternalLink
}

/** Ways to reach the site besides the suggestion box (its own pages). */
export const CONTACT_CHANNELS: readonly ContactChannel[] = [
  {
    title: 'Contact a VHP sponsor',
    description:
      'Questions about housing, the VHP credits or your move? Write to your VHP sponsor.',
    link: { label: 'Contact a VHP sponsor', to: '/contact' },
  },
  {
    title: 'Member forum',
    description: 'Ask other military families moving to Hawaii. A preview is open now.',
    link: { label: 'See the forum preview', to: '/member-forum' },
  },
]

/** Shown beside the contact form: where ideas for the site go. */
export const SUGGESTION_CHANNEL: ContactChannel = {
  title: 'Ideas for this site',
  description:
    'A guide we are missing, a fact that is out of date, a tool you wish you had: tell us in the suggestion box.',
  link: { label: 'Open the suggestion box', to: '/suggestion-box' },
}

/** Shown beside the contact form: the base housing page with each housing office. */
export const HOUSING_OFFICE_CHANNEL: ContactChannel = {
  title: 'Your installation’s housing office',
  description: 'Phone numbers and websites for the housing offices at Oahu’s four installations.',
  link: { label: 'See base housing contacts', to: '/housing/base-housing' },
}

/** Military OneSource, with its sourced phone number (the entry the housing pages show). */
export const MILITARY_ONESOURCE: CounselorResource | undefined = HOUSING_COUNSELOR_RESOURCES.find(
  (resource) => resource.url === 'https://www.militaryonesource.mil/' && resource.phone,
)

export type ForumIcon = 'housing' | 'schools' | 'pets' | 'vehicles' | 'arrival' | 'island-life'

export interface ForumCategory {
  readonly icon: ForumIcon
  readonly title: string
  readonly description: string
}

/** The forum preview's six categories (sample content). */
export const FORUM_CATEGORIES: readonly ForumCategory[] = [
  {
    icon: 'housing',
    title: 'Housing and neighborhoods',
    description: 'Base housing, renting or buying off base, and choosing a neighborhood.',
  },
  {
    icon: 'schools',
    title: 'Schools and child care',
    description: 'Enrolling your children, school choices and child care near the bases.',
  },
  {
    icon: 'pets',
    title: 'Pets',
    description: 'Bringing a dog or cat to Hawaii: paperwork, flights and timing.',
  },
  {
    icon: 'vehicles',
    title: 'Vehicles and shipping',
    description: 'Shipping cars and boats, registration and getting around the island.',
  },
  {
    icon: 'arrival',
    title: 'Arrival and temporary lodging',
    description: 'Your first weeks: hotels, temporary lodging and settling in.',
  },
  {
    icon: 'island-life',
    title: 'Island life',
    description: 'Jobs for spouses, weekends out, and making friends on Oahu.',
  },
]

// The forum is a preview (issue 32, Round 3 answers): no invented authors, times or counts that
// would read as activity. Example questions keep only their titles.
export interface ForumQuestion {
  readonly title: string
}

/** The forum preview's four example questions (sample content, labelled as examples). */
export const FORUM_RECENT_QUESTIONS: readonly ForumQuestion[] = [
  {
    title: 'How early did you apply for housing at Schofield?',
  },
  {
    title: 'Pet-friendly hotels near Pearl Harbor for our first two weeks?',
  },
  {
    title: 'Which neighborhoods have an easy commute to Kaneohe Bay?',
  },
  {
    title: 'Shipping a second car: worth it, or buy one on the island?',
  },
]

/** House rules for the forum. */
export const FORUM_GUIDELINES: readonly string[] = [
  'Be kind. Everyone here is in the middle of a move.',
  'Keep it about moving to Hawaii and life on the islands.',
  'Protect your family and your unit: no addresses, orders details or unit movements.',
  'No selling or advertising.',
  'Members share experience, not official advice: check rules and fees with the official source.',
]

/** Where the forum's "Sign up" button goes: the sign-up tab of the account page. */
export const FORUM_SIGN_UP: InternalLink = { label: 'Sign up', to: '/auth?tab=signup' }

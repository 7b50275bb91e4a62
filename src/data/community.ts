/**
 * Contact form, suggestion box and member forum preview. This is the site's own product content
 * (its categories, plans and sample forum posts), not facts about the world; the one outside
 * fact shown (Military OneSource's phone line) comes, with its source, from installations.ts.
 */
import { HOUSING_COUNSELOR_RESOURCES, INSTALLATIONS, type CounselorResource } from './installations'
import type { InternalLink } from './resources'

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
    title: 'Contact a sponsor',
    description:
      'Questions about housing, the VHP credits or your move? Write to your VHP sponsor.',
    link: { label: 'Contact a sponsor', to: '/contact' },
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
  /** Sample counts for the preview. */
  readonly topics: number
  readonly posts: number
}

/** The forum preview's six categories (sample content). */
export const FORUM_CATEGORIES: readonly ForumCategory[] = [
  {
    icon: 'housing',
    title: 'Housing and neighborhoods',
    description: 'Base housing, renting or buying off base, and choosing a neighborhood.',
    topics: 124,
    posts: 918,
  },
  {
    icon: 'schools',
    title: 'Schools and child care',
    description: 'Enrolling your children, school choices and child care near the bases.',
    topics: 86,
    posts: 540,
  },
  {
    icon: 'pets',
    title: 'Pets',
    description: 'Bringing a dog or cat to Hawaii: paperwork, flights and timing.',
    topics: 73,
    posts: 612,
  },
  {
    icon: 'vehicles',
    title: 'Vehicles and shipping',
    description: 'Shipping cars and boats, registration and getting around the island.',
    topics: 58,
    posts: 377,
  },
  {
    icon: 'arrival',
    title: 'Arrival and temporary lodging',
    description: 'Your first weeks: hotels, temporary lodging and settling in.',
    topics: 67,
    posts: 455,
  },
  {
    icon: 'island-life',
    title: 'Island life',
    description: 'Jobs for spouses, weekends out, and making friends on Oahu.',
    topics: 95,
    posts: 803,
  },
]

export interface ForumQuestion {
  readonly title: string
  readonly author: string
  readonly branch: string
  readonly replies: number
  /** When it was asked, as the forum would show it. */
  readonly time: string
}

/** The forum preview's four recent questions (sample content). */
export const FORUM_RECENT_QUESTIONS: readonly ForumQuestion[] = [
  {
    title: 'How early did you apply for housing at Schofield?',
    author: 'Jessica R.',
    branch: 'Army',
    replies: 12,
    time: '2 hours ago',
  },
  {
    title: 'Pet-friendly hotels near Pearl Harbor for our first two weeks?',
    author: 'Mike T.',
    branch: 'Navy',
    replies: 8,
    time: '5 hours ago',
  },
  {
    title: 'Which neighborhoods have an easy commute to Kaneohe Bay?',
    author: 'Amanda K.',
    branch: 'Marine Corps',
    replies: 15,
    time: 'Yesterday',
  },
  {
    title: 'Shipping a second car: worth it, or buy one on the island?',
    author: 'David L.',
    branch: 'Air Force',
    replies: 6,
    time: '2 days ago',
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

/** Where the forum's "Sign up" button goes: the Sign Up tab of the account page. */
export const FORUM_SIGN_UP: InternalLink = { label: 'Sign up', to: '/auth?tab=signup' }

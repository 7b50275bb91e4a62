/** Resources page cards. */
import type { SiteHref } from './pages'
import type { Sourced } from './types'

import {
  CONTACT_BUTTON_TEXT,
  CONTACT_ROUTE,
  VA_ASSUMPTION_GUIDE_PDF,
  type InternalLink,
} from './contact-links'

/** What a resource card opens. */
export type ResourceTarget =
  | { readonly kind: 'internal'; readonly to: SiteHref }
  /** A file in public/, opened in a new tab. */
  | { readonly kind: 'file'; readonly href: string; readonly newTab: true }
  /** Nothing to open yet. */
  | { readonly kind: 'none' }

/** A card describing one of this site's own tools; its source is docs/decisions.md#product-spec. */
export interface ResourceCard extends Sourced {
  readonly id: string
  readonly title: string
  readonly description: string
  readonly status: 'available' | 'coming-soon'
  readonly target: ResourceTarget
  /** Button text; for 'coming-soon' cards the button is replaced by this label. */
  readonly actionLabel: string
}

const PROGRAM = { source: 'product spec', sourceKind: 'program' } as const

export const RESOURCE_CARDS: readonly ResourceCard[] = [
  {
    id: 'pcs-app',
    title: 'PCS Planner app',
    description:
      'A phone app for your move: checklist, reminders and housing tools in one place. We are still building it.',
    status: 'coming-soon',
    target: { kind: 'none' },
    actionLabel: 'Coming soon',
    ...PROGRAM,
  },
  {
    id: 'assumption-calculator',
    title: 'VA loan assumption calculator',
    description:
      'Compare taking over a seller’s VA loan plus gap financing with a brand-new loan, month by month.',
    status: 'available',
    target: { kind: 'internal', to: '/calculators/assumption-cruncher' },
    actionLabel: 'Open the calculator',
    ...PROGRAM,
  },
  {
    id: 'verified-rentals',
    title: 'Verified rentals',
    description:
      'Rental areas near each base and an 8-step check to spot rental scams before you pay anything.',
    status: 'available',
    target: { kind: 'internal', to: '/housing/verified-rentals' },
    actionLabel: 'See rentals',
    ...PROGRAM,
  },
  {
    id: 'va-homes',
    title: 'VA homes for sale',
    description:
      'Searches for Oahu homes near each base, what a VA loan gives you, and island price snapshots.',
    status: 'available',
    target: { kind: 'internal', to: '/housing/va-homes' },
    actionLabel: 'Browse VA homes',
    ...PROGRAM,
  },
  {
    id: 'va-assumption-book',
    title: 'VA assumption guide (PDF)',
    description:
      'Our step-by-step guide to assuming a VA loan: fees, timelines and questions to ask. Opens in a new tab.',
    status: 'available',
    target: { kind: 'file', href: VA_ASSUMPTION_GUIDE_PDF, newTab: true },
    actionLabel: 'Open the guide',
    ...PROGRAM,
  },
  {
    id: 'tla-hotels',
    title: 'TLA hotels',
    description:
      'Temporary lodging options on Oahu, with pet policies and what to confirm before you book.',
    status: 'available',
    target: { kind: 'internal', to: '/pcs-toolkit/tla-hotels' },
    actionLabel: 'See hotels',
    ...PROGRAM,
  },
]

export const RESOURCES_SUGGESTION_LINK: InternalLink = {
  label: 'Have an idea for a resource? Tell us in the suggestion box',
  to: '/suggestion-box',
}

export const RESOURCES_CONTACT_BUTTON: InternalLink = {
  label: CONTACT_BUTTON_TEXT,
  to: CONTACT_ROUTE,
}

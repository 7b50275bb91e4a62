import type { ComponentType } from 'react'

type PageModule = { default: ComponentType }

export interface PageRoute {
  path: string
  /** The page's h1 and the first part of its document title. */
  title: string
  /** One line on what the page offers (the meta description). */
  description: string
  load: () => Promise<PageModule>
}

/** Every page of the site, in one table: the router, the sidebar and prerendering read it. */
export const pageRoutes: readonly PageRoute[] = [
  {
    path: '/',
    title: 'Home',
    description: 'Free relocation tools for military families moving to Hawaii.',
    load: () => import('@/features/toolkit/pages/HomePage'),
  },
  {
    path: '/welcome',
    title: 'Welcome',
    description: 'Our mission, a welcome video and how to reach your VHP sponsor.',
    load: () => import('@/features/toolkit/pages/WelcomePage'),
  },
  {
    path: '/auth',
    title: 'Sign in',
    description: 'Sign in or create a free account to save your checklist progress.',
    load: () => import('@/features/auth/pages/AuthPage'),
  },
  {
    path: '/calculators/credit',
    title: 'Veteran credit calculator',
    description: 'See the Veteran Home Program credit for a home price.',
    load: () => import('@/features/calculators/pages/CreditCalculatorPage'),
  },
  {
    path: '/calculators/assumption-cruncher',
    title: 'VA loan assumption calculator',
    description: 'Compare assuming a VA loan plus gap financing with a new loan at today’s rate.',
    load: () => import('@/features/calculators/pages/AssumptionCruncherPage'),
  },
  {
    path: '/pcs-toolkit/hawaii-checklist',
    title: 'Hawaii PCS checklist',
    description: 'Twenty steps for a move to Hawaii, with your progress saved when you sign in.',
    load: () => import('@/features/checklist/pages/ChecklistPage'),
  },
  {
    path: '/pcs-toolkit/pet-travel',
    title: 'Pet travel to Hawaii',
    description: 'Rabies quarantine rules, fees and timing for bringing a dog or cat to Hawaii.',
    load: () => import('@/features/toolkit/pages/PetTravelPage'),
  },
  {
    path: '/pcs-toolkit/firearms-pcs',
    title: 'Bringing firearms to Hawaii',
    description: 'Registration deadlines, permits and what Hawaii law prohibits.',
    load: () => import('@/features/toolkit/pages/FirearmsPage'),
  },
  {
    path: '/pcs-toolkit/vehicle-shipping',
    title: 'Shipping a vehicle to Hawaii',
    description: 'Government and commercial vehicle shipping, costs, timing and registration.',
    load: () => import('@/features/toolkit/pages/VehicleShippingPage'),
  },
  {
    path: '/pcs-toolkit/boat-shipping',
    title: 'Shipping a boat to Hawaii',
    description: 'Costs, timing and preparation for shipping a boat to Hawaii.',
    load: () => import('@/features/toolkit/pages/BoatShippingPage'),
  },
  {
    path: '/pcs-toolkit/storage-facilities',
    title: 'Storage facilities',
    description: 'Self-storage near Oahu’s bases, with military discounts and tips.',
    load: () => import('@/features/toolkit/pages/StorageFacilitiesPage'),
  },
  {
    path: '/pcs-toolkit/hawaii-schools',
    title: 'Hawaii schools',
    description: 'Find and compare schools, and the resources for military-connected students.',
    load: () => import('@/features/toolkit/pages/HawaiiSchoolsPage'),
  },
  {
    path: '/pcs-toolkit/hawaii-crime-safety',
    title: 'Crime and safety',
    description: 'Where to research neighborhood safety on Oahu, and what to ask.',
    load: () => import('@/features/toolkit/pages/CrimeSafetyPage'),
  },
  {
    path: '/pcs-toolkit/tla-hotels',
    title: 'TLA hotels',
    description:
      'Temporary lodging on Oahu: military lodging and hotels, pet policies and TLA notes.',
    load: () => import('@/features/toolkit/pages/TlaHotelsPage'),
  },
  {
    path: '/housing/va-homes',
    title: 'VA homes for sale',
    description: 'Search homes for sale on Oahu and see the VA loan benefits and veteran credit.',
    load: () => import('@/features/housing/pages/VaHomesPage'),
  },
  {
    path: '/housing/verified-rentals',
    title: 'Verified rentals',
    description: 'Rental areas near the bases and a checklist to avoid rental scams.',
    load: () => import('@/features/housing/pages/VerifiedRentalsPage'),
  },
  {
    path: '/housing/va-assumptions',
    title: 'VA loan assumptions',
    description: 'How assuming a seller’s low-rate VA loan works, step by step, with an example.',
    load: () => import('@/features/housing/pages/VaAssumptionsPage'),
  },
  {
    path: '/housing/base-housing',
    title: 'Base housing',
    description: 'On-base housing at Oahu’s four main installations: waitlists, contacts and tips.',
    load: () => import('@/features/housing/pages/BaseHousingPage'),
  },
  {
    path: '/housing/new-construction',
    title: 'New construction',
    description: 'New homes on Oahu: the new construction credit and what to expect.',
    load: () => import('./pages/NewConstructionRoute'),
  },
  {
    path: '/programs',
    title: 'VHP Programs',
    description: 'The Veteran Home Program: veteran credit, property management and new builds.',
    load: () => import('./pages/ProgramsRoute'),
  },
  {
    path: '/resources',
    title: 'Resources',
    description: 'Free tools and guides for a move to Hawaii, including the VA assumption guide.',
    load: () => import('@/features/housing/pages/ResourcesPage'),
  },
  {
    path: '/contact',
    title: 'Contact a sponsor',
    description: 'Send a message to your VHP sponsor.',
    load: () => import('@/features/community/pages/ContactPage'),
  },
  {
    path: '/member-forum',
    title: 'Member forum',
    description: 'A preview of the member forum for military families moving to Hawaii.',
    load: () => import('@/features/community/pages/MemberForumPage'),
  },
  {
    path: '/suggestion-box',
    title: 'Suggestion box',
    description: 'Tell us what would make your move to Hawaii easier.',
    load: () => import('@/features/community/pages/SuggestionBoxPage'),
  },
]

export const SITE_NAME = 'Hawaii PCS Planner'
export const SITE_TAGLINE = 'Free relocation tools for military families moving to Hawaii'

/** The document title for a page. */
export function documentTitle(title: string): string {
  return title === 'Home' ? `${SITE_NAME} · ${SITE_TAGLINE}` : `${title} · ${SITE_NAME}`
}

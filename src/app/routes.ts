import type { ComponentType } from 'react'
import { matchPath } from 'react-router-dom'

type PageModule = { default: ComponentType }

export interface PageRoute {
  path: string
  /** The page's h1 and the first part of its document title. */
  title: string
  load: () => Promise<PageModule>
  /** One visitor's page (their account, a link from their e-mail): left out of the sitemap. */
  personal?: boolean
}

/**
 * Every page of the site, in one table: the router, the sidebar and prerendering read it. The
 * meta descriptions are in route-descriptions.ts, which only prerendering needs.
 */
export const pageRoutes: readonly PageRoute[] = [
  {
    path: '/',
    title: 'Home',
    load: () => import('@/features/toolkit/pages/HomePage'),
  },
  {
    path: '/welcome',
    title: 'Welcome',
    load: () => import('@/features/toolkit/pages/WelcomePage'),
  },
  {
    path: '/auth',
    title: 'Sign in',
    load: () => import('@/features/auth/pages/AuthPage'),
  },
  {
    path: '/reset-password',
    title: 'Reset your password',
    load: () => import('@/features/auth/pages/ResetPasswordPage'),
    personal: true,
  },
  {
    path: '/account',
    title: 'Your account',
    load: () => import('@/features/auth/pages/AccountPage'),
    personal: true,
  },
  {
    path: '/calculators/credit',
    title: 'Veteran credit calculator',
    load: () => import('@/features/calculators/pages/CreditCalculatorPage'),
  },
  {
    path: '/calculators/assumption-cruncher',
    title: 'VA loan assumption calculator',
    load: () => import('@/features/calculators/pages/AssumptionCalculatorPage'),
  },
  {
    path: '/pcs-toolkit/hawaii-checklist',
    title: 'Hawaii PCS checklist',
    load: () => import('@/features/checklist/pages/ChecklistPage'),
  },
  {
    path: '/pcs-toolkit/pet-travel',
    title: 'Pet travel to Hawaii',
    load: () => import('@/features/toolkit/pages/PetTravelPage'),
  },
  {
    path: '/pcs-toolkit/firearms-pcs',
    title: 'Bringing firearms to Hawaii',
    load: () => import('@/features/toolkit/pages/FirearmsPage'),
  },
  {
    path: '/pcs-toolkit/vehicle-shipping',
    title: 'Shipping a vehicle to Hawaii',
    load: () => import('@/features/toolkit/pages/VehicleShippingPage'),
  },
  {
    path: '/pcs-toolkit/boat-shipping',
    title: 'Shipping a boat to Hawaii',
    load: () => import('@/features/toolkit/pages/BoatShippingPage'),
  },
  {
    path: '/pcs-toolkit/storage-facilities',
    title: 'Storage facilities',
    load: () => import('@/features/toolkit/pages/StorageFacilitiesPage'),
  },
  {
    path: '/pcs-toolkit/hawaii-schools',
    title: 'Hawaii schools',
    load: () => import('@/features/toolkit/pages/HawaiiSchoolsPage'),
  },
  {
    path: '/pcs-toolkit/hawaii-crime-safety',
    title: 'Crime and safety',
    load: () => import('@/features/toolkit/pages/CrimeSafetyPage'),
  },
  {
    path: '/pcs-toolkit/tla-hotels',
    title: 'TLA hotels',
    load: () => import('@/features/toolkit/pages/TlaHotelsPage'),
  },
  {
    path: '/housing/va-homes',
    title: 'VA homes for sale',
    load: () => import('@/features/housing/pages/VaHomesPage'),
  },
  {
    path: '/housing/verified-rentals',
    title: 'Verified rentals',
    load: () => import('@/features/housing/pages/VerifiedRentalsPage'),
  },
  {
    path: '/housing/va-assumptions',
    title: 'VA loan assumptions',
    load: () => import('@/features/housing/pages/VaAssumptionsPage'),
  },
  {
    path: '/housing/base-housing',
    title: 'Base housing',
    load: () => import('@/features/housing/pages/BaseHousingPage'),
  },
  {
    path: '/housing/new-construction',
    title: 'New construction',
    load: () => import('./pages/NewConstructionRoute'),
  },
  {
    path: '/programs',
    title: 'VHP Programs',
    load: () => import('./pages/ProgramsRoute'),
  },
  {
    path: '/resources',
    title: 'Resources',
    load: () => import('@/features/housing/pages/ResourcesPage'),
  },
  {
    path: '/sources',
    title: 'Sources',
    load: () => import('./pages/SourcesRoute'),
  },
  {
    path: '/contact',
    title: 'Contact a sponsor',
    load: () => import('@/features/community/pages/ContactPage'),
  },
  {
    path: '/member-forum',
    title: 'Member forum',
    load: () => import('@/features/community/pages/MemberForumPage'),
  },
  {
    path: '/suggestion-box',
    title: 'Suggestion box',
    load: () => import('@/features/community/pages/SuggestionBoxPage'),
  },
  {
    path: '/search',
    title: 'Search',
    load: () => import('./pages/SearchRoute'),
  },
]

export const SITE_NAME = 'Hawaii PCS Planner'
export const SITE_TAGLINE = 'Free relocation tools for military families moving to Hawaii'

/** The route-table entry of the page at `pathname`, if any. */
export function findPageRoute(pathname: string): PageRoute | undefined {
  return pageRoutes.find((route) => matchPath(route.path, pathname))
}

/** The document title for a page. */
export function documentTitle(title: string): string {
  return title === 'Home' ? `${SITE_NAME} · ${SITE_TAGLINE}` : `${title} · ${SITE_NAME}`
}

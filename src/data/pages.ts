// Every page of the site, one record each: the router, sidebar, footer, document titles,
// prerendering, sitemap, search, budget and the register of sources all read this table.
// Plain data (no React, no icons' code), so vite.config.ts and the build scripts import it too.

/** The sidebar's groups, top to bottom (src/app/navigation.tsx gives them their labels). */
export type NavGroup = 'main' | 'pcs' | 'housing' | 'more'

/** The sidebar icons a page may use; src/app/navigation.tsx maps each name to its MUI icon. */
export type NavIcon =
  | 'Home'
  | 'WavingHand'
  | 'Checklist'
  | 'School'
  | 'DirectionsCar'
  | 'Pets'
  | 'Gavel'
  | 'Sailing'
  | 'Warehouse'
  | 'Shield'
  | 'MilitaryTech'
  | 'Verified'
  | 'House'
  | 'Calculate'
  | 'SwapHoriz'
  | 'WorkspacePremium'
  | 'Construction'
  | 'Mail'
  | 'LibraryBooks'
  | 'Forum'

export interface PageRecord {
  path: string
  /** The page's h1 and the first part of its document title. */
  title: string
  /** Its meta description: one line on what it offers (prerendering and search read it). */
  description: string
  /** The page's module, as Vite's manifest names it: its own chunk, budget and preloads. */
  module: `src/${'app' | `features/${string}`}/pages/${string}.tsx`
  /** Its sidebar link (`order` sorts a group), or null when the sidebar does not list it. */
  nav: { group: NavGroup; order: number; label: string; icon: NavIcon } | null
  /** Its footer link (`order` sorts them), or null when the footer does not list it. */
  footer: { order: number; label: string } | null
  /** One visitor's page (their account, a link from their e-mail): left out of the sitemap. */
  personal: boolean
}

export const pages = [
  {
    path: '/',
    title: 'Home',
    description: 'Free relocation tools for military families moving to Hawaii.',
    module: 'src/app/pages/HomeRoute.tsx',
    nav: { group: 'main', order: 1, label: 'Home', icon: 'Home' },
    footer: null,
    personal: false,
  },
  {
    path: '/welcome',
    title: 'Welcome',
    description: 'Our mission, a welcome video and how to reach your VHP sponsor.',
    module: 'src/features/toolkit/pages/WelcomePage.tsx',
    nav: { group: 'main', order: 2, label: 'Welcome', icon: 'WavingHand' },
    footer: null,
    personal: false,
  },
  {
    path: '/auth',
    title: 'Sign in',
    description: 'Sign in or create a free account to save your checklist progress.',
    module: 'src/features/auth/pages/AuthPage.tsx',
    nav: null,
    footer: null,
    personal: false,
  },
  {
    path: '/reset-password',
    title: 'Reset your password',
    description: 'Choose a new password with the link from your email.',
    module: 'src/features/auth/pages/ResetPasswordPage.tsx',
    nav: null,
    footer: null,
    personal: true,
  },
  {
    path: '/account',
    title: 'Your account',
    description:
      'Share your checklist with your household, change your password or email, download your data or delete your account.',
    module: 'src/app/pages/AccountRoute.tsx',
    nav: null,
    footer: null,
    personal: true,
  },
  {
    path: '/household/join',
    title: 'Join a household',
    description: 'Join the household that invited you and share one checklist.',
    module: 'src/features/household/pages/JoinHouseholdPage.tsx',
    nav: null,
    footer: null,
    personal: true,
  },
  {
    path: '/calculators/credit',
    title: 'Veteran credit calculator',
    description: 'See the Veteran Home Program credit for a home price.',
    module: 'src/features/calculators/pages/CreditCalculatorPage.tsx',
    nav: null,
    footer: { order: 6, label: 'Credit calculator' },
    personal: false,
  },
  {
    path: '/calculators/assumption-cruncher',
    title: 'VA loan assumption calculator',
    description: 'Compare assuming a VA loan plus gap financing with a new loan at today’s rate.',
    module: 'src/features/calculators/pages/AssumptionCalculatorPage.tsx',
    nav: { group: 'housing', order: 3, label: 'Assumption calculator', icon: 'Calculate' },
    footer: null,
    personal: false,
  },
  {
    path: '/pcs-toolkit/hawaii-checklist',
    title: 'Hawaii PCS checklist',
    description: 'Twenty steps for a move to Hawaii, with your progress saved when you sign in.',
    module: 'src/features/checklist/pages/ChecklistPage.tsx',
    nav: { group: 'pcs', order: 1, label: 'Hawaii PCS checklist', icon: 'Checklist' },
    footer: null,
    personal: false,
  },
  {
    path: '/pcs-toolkit/pet-travel',
    title: 'Pet travel to Hawaii',
    description: 'Rabies quarantine rules, fees and timing for bringing a dog or cat to Hawaii.',
    module: 'src/features/toolkit/pages/PetTravelPage.tsx',
    nav: { group: 'pcs', order: 4, label: 'Pet travel', icon: 'Pets' },
    footer: null,
    personal: false,
  },
  {
    path: '/pcs-toolkit/firearms-pcs',
    title: 'Bringing firearms to Hawaii',
    description: 'Registration deadlines, permits and what Hawaii law prohibits.',
    module: 'src/features/toolkit/pages/FirearmsPage.tsx',
    nav: { group: 'pcs', order: 5, label: 'Firearms', icon: 'Gavel' },
    footer: null,
    personal: false,
  },
  {
    path: '/pcs-toolkit/vehicle-shipping',
    title: 'Shipping a vehicle to Hawaii',
    description: 'Government and commercial vehicle shipping, costs, timing and registration.',
    module: 'src/features/toolkit/pages/VehicleShippingPage.tsx',
    nav: { group: 'pcs', order: 3, label: 'Vehicle shipping', icon: 'DirectionsCar' },
    footer: null,
    personal: false,
  },
  {
    path: '/pcs-toolkit/boat-shipping',
    title: 'Shipping a boat to Hawaii',
    description: 'Costs, timing and preparation for shipping a boat to Hawaii.',
    module: 'src/features/toolkit/pages/BoatShippingPage.tsx',
    nav: { group: 'pcs', order: 6, label: 'Boat shipping', icon: 'Sailing' },
    footer: null,
    personal: false,
  },
  {
    path: '/pcs-toolkit/storage-facilities',
    title: 'Storage facilities',
    description: 'Self-storage near Oahu’s bases, with military discounts and tips.',
    module: 'src/features/toolkit/pages/StorageFacilitiesPage.tsx',
    nav: { group: 'pcs', order: 7, label: 'Storage facilities', icon: 'Warehouse' },
    footer: null,
    personal: false,
  },
  {
    path: '/pcs-toolkit/hawaii-schools',
    title: 'Hawaii schools',
    description: 'Find and compare schools, and the resources for military-connected students.',
    module: 'src/features/toolkit/pages/HawaiiSchoolsPage.tsx',
    nav: { group: 'pcs', order: 2, label: 'Hawaii schools', icon: 'School' },
    footer: null,
    personal: false,
  },
  {
    path: '/pcs-toolkit/hawaii-crime-safety',
    title: 'Crime and safety',
    description: 'Where to research neighborhood safety on Oahu, and what to ask.',
    module: 'src/features/toolkit/pages/CrimeSafetyPage.tsx',
    nav: { group: 'pcs', order: 8, label: 'Crime and safety', icon: 'Shield' },
    footer: null,
    personal: false,
  },
  {
    path: '/pcs-toolkit/tla-hotels',
    title: 'TLA hotels',
    description:
      'Temporary lodging on Oahu: military lodging and hotels, pet policies and TLA notes.',
    module: 'src/features/toolkit/pages/TlaHotelsPage.tsx',
    nav: null,
    footer: { order: 5, label: 'TLA hotels' },
    personal: false,
  },
  {
    path: '/housing/va-homes',
    title: 'VA homes for sale',
    description: 'Search homes for sale on Oahu and see the VA loan benefits and veteran credit.',
    module: 'src/features/housing/pages/VaHomesPage.tsx',
    nav: { group: 'housing', order: 2, label: 'VA homes for sale', icon: 'House' },
    footer: null,
    personal: false,
  },
  {
    path: '/housing/verified-rentals',
    title: 'Verified rentals',
    description: 'Rental areas near the bases and a checklist to avoid rental scams.',
    module: 'src/features/housing/pages/VerifiedRentalsPage.tsx',
    nav: { group: 'housing', order: 1, label: 'Verified rentals', icon: 'Verified' },
    footer: null,
    personal: false,
  },
  {
    path: '/housing/bah',
    title: 'BAH and rent',
    description:
      'The 2026 BAH for every pay grade on Oahu, Maui, Kauai and the Big Island, from DoD’s rate files, with downloads.',
    module: 'src/features/housing/pages/BahPage.tsx',
    nav: { group: 'housing', order: 7, label: 'BAH and rent', icon: 'Calculate' },
    footer: null,
    personal: false,
  },
  {
    path: '/housing/va-assumptions',
    title: 'VA loan assumptions',
    description: 'How assuming a seller’s low-rate VA loan works, step by step, with an example.',
    module: 'src/features/housing/pages/VaAssumptionsPage.tsx',
    nav: { group: 'housing', order: 4, label: 'VA loan assumptions', icon: 'SwapHoriz' },
    footer: null,
    personal: false,
  },
  {
    path: '/housing/base-housing',
    title: 'Base housing',
    description: 'On-base housing at Oahu’s four main installations: waitlists, contacts and tips.',
    module: 'src/features/housing/pages/BaseHousingPage.tsx',
    nav: { group: 'pcs', order: 9, label: 'Base housing', icon: 'MilitaryTech' },
    footer: null,
    personal: false,
  },
  {
    path: '/housing/new-construction',
    title: 'New construction',
    description: 'New homes on Oahu: the new construction credit and what to expect.',
    module: 'src/app/pages/NewConstructionRoute.tsx',
    nav: { group: 'housing', order: 6, label: 'New construction', icon: 'Construction' },
    footer: null,
    personal: false,
  },
  {
    path: '/programs',
    title: 'VHP Programs',
    description: 'The Veteran Home Program: veteran credit, property management and new builds.',
    module: 'src/app/pages/ProgramsRoute.tsx',
    nav: { group: 'housing', order: 5, label: 'VHP Programs', icon: 'WorkspacePremium' },
    footer: null,
    personal: false,
  },
  {
    path: '/resources',
    title: 'Resources',
    description: 'Free tools and guides for a move to Hawaii, including the VA assumption guide.',
    module: 'src/features/housing/pages/ResourcesPage.tsx',
    nav: { group: 'more', order: 2, label: 'Resources', icon: 'LibraryBooks' },
    footer: { order: 3, label: 'Resources' },
    personal: false,
  },
  {
    path: '/sources',
    title: 'Sources',
    description:
      'Every fee, phone number and rule on this site with its source, kind and age; report a problem.',
    module: 'src/app/pages/SourcesRoute.tsx',
    nav: null,
    footer: { order: 4, label: 'Sources' },
    personal: false,
  },
  {
    path: '/contact',
    title: 'Contact a VHP sponsor',
    description: 'Send a message to your VHP sponsor.',
    module: 'src/features/community/pages/ContactPage.tsx',
    nav: { group: 'more', order: 1, label: 'Contact a VHP sponsor', icon: 'Mail' },
    footer: { order: 1, label: 'Contact a VHP sponsor' },
    personal: false,
  },
  {
    path: '/member-forum',
    title: 'Member forum',
    description: 'A preview of the member forum for military families moving to Hawaii.',
    module: 'src/features/community/pages/MemberForumPage.tsx',
    nav: { group: 'more', order: 3, label: 'Member forum', icon: 'Forum' },
    footer: null,
    personal: false,
  },
  {
    path: '/suggestion-box',
    title: 'Suggestion box',
    description: 'Tell us what would make your move to Hawaii easier.',
    module: 'src/features/community/pages/SuggestionBoxPage.tsx',
    nav: null,
    footer: { order: 2, label: 'Suggestion box' },
    personal: false,
  },
  {
    path: '/search',
    title: 'Search',
    description: 'Search every guide, rule and contact on the site, by word or by shorthand.',
    module: 'src/app/pages/SearchRoute.tsx',
    nav: null,
    footer: null,
    personal: false,
  },
] as const satisfies readonly PageRecord[]

/** A page's address: a register entry or a link naming any other string fails to compile. */
export type PagePath = (typeof pages)[number]['path']

/** A link to a page of this site, with its query or fragment if any ("/auth?tab=signup"). */
export type SiteHref = PagePath | `${PagePath}?${string}` | `${PagePath}#${string}`

/** The page an address matches no record with: its own chunk, like every page's. */
export const NOT_FOUND_MODULE = 'src/app/pages/NotFoundPage.tsx'

export { documentTitle, SITE_NAME, SITE_TAGLINE } from './site'

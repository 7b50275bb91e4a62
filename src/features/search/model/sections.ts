import type { SiteHref } from '@/lib/page-href'
/** Where to start when a search finds nothing: the site's main sections. */
export const mainSections: readonly { href: SiteHref; label: string }[] = [
  { href: '/', label: 'Home' },
  { href: '/pcs-toolkit/hawaii-checklist', label: 'Hawaii PCS checklist' },
  { href: '/pcs-toolkit/tla-hotels', label: 'TLA hotels' },
  { href: '/housing/base-housing', label: 'Base housing' },
  { href: '/resources', label: 'Resources' },
  { href: '/contact', label: 'Contact a VHP sponsor' },
]

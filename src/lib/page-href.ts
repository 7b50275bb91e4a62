import type { SiteHref } from '@/data/pages'

export type { SiteHref }

/**
 * A link to one of our pages, checked by the compiler against the page table: a renamed or
 * mistyped page fails the build instead of sending a family to "Page not found". Lint refuses a
 * literal "/…" in `href` or `to` that does not go through this.
 */
export function pageHref(href: SiteHref): string {
  return href
}

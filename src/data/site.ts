// The site's name, in its own module: every page's first load needs it, and not pages.ts.
export const SITE_NAME = 'Hawaii PCS Planner'
export const SITE_TAGLINE = 'Free relocation tools for military families moving to Hawaii'

/** The document title for a page. */
export function documentTitle(title: string): string {
  return title === 'Home' ? `${SITE_NAME} · ${SITE_TAGLINE}` : `${title} · ${SITE_NAME}`
}

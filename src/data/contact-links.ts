// The few words and addresses several pages share (the contact route, the sponsor's
// introduction, the assumption guide): their own small module, so a page that needs one of them
// does not load the resources page's cards with it.
import type { SiteHref } from './pages'

/** A link inside this site (react-router `to`). */
export interface InternalLink {
  readonly label: string
  readonly to: SiteHref
}

/** Where partner cards (lenders, specialists, gap financing) send families: no invented people. */
export const CONTACT_ROUTE: SiteHref = '/contact'
export const SPONSOR_INTRO_TEXT = 'Ask your VHP sponsor for an introduction'
export const CONTACT_BUTTON_TEXT = 'Contact a VHP sponsor'

export const VA_ASSUMPTION_GUIDE_PDF = '/va-assumption-guide.pdf'

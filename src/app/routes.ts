import { matchPath } from 'react-router-dom'
import { pageRoutes, type PageRoute } from 'virtual:page-table'

// The browser's route table: src/data/pages.ts, each page with its loader (scripts/page-table.ts).
export {
  footerLinks,
  loadNotFound,
  pageRoutes,
  type PageModule,
  type PageRoute,
} from 'virtual:page-table'

/** The route-table entry of the page at `pathname`, if any. */
export function findPageRoute(pathname: string): PageRoute | undefined {
  return pageRoutes.find((route) => matchPath(route.path, pathname))
}
export { documentTitle, SITE_NAME, SITE_TAGLINE } from '@/data/site'

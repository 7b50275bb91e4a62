import { matchPath, useLocation } from 'react-router-dom'
import { pageRoutes, type PageRoute } from './routes'

/** The route-table entry of the page being shown, if any. */
export function usePageRoute(): PageRoute | undefined {
  const { pathname } = useLocation()
  return pageRoutes.find((page) => matchPath(page.path, pathname))
}

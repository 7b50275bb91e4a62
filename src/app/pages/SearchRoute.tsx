import { SearchPage } from '@/features/search/pages/SearchPage'
import { routeDescriptions } from '../route-descriptions'
import { pageRoutes } from '../routes'

const pages = pageRoutes
  .filter((route) => route.path !== '/search')
  .map((route) => ({ ...route, description: routeDescriptions[route.path] ?? '' }))

/** /search: the search page with every page of the site and its description. */
export default function SearchRoute() {
  return <SearchPage pages={pages} />
}

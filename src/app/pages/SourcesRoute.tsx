import { SourcesPage } from '@/features/community/pages/SourcesPage'
import { pageRoutes } from '../routes'

const pageTitles = Object.fromEntries(pageRoutes.map((route) => [route.path, route.title]))

/** /sources: the register, with every page's title from the route table. */
export default function SourcesRoute() {
  return <SourcesPage pageTitles={pageTitles} />
}

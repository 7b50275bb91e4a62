import { searchPages } from 'virtual:page-search'
import { SearchPage } from '@/features/search/pages/SearchPage'

/** /search: the search page with every other page of the site and its description. */
export default function SearchRoute() {
  return <SearchPage pages={searchPages} />
}

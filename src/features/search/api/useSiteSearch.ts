import { useEffect, useState } from 'react'
import { cleanQuery } from '../model/query'
import { searchSite, type SearchHit } from './site-search'

export type SearchState =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'done'; hits: SearchHit[] }
  | { status: 'failed' }

type Search = (query: string) => Promise<SearchHit[]>

/** The hits for `query`, searched a moment after typing stops; stale answers are dropped. */
export function useSiteSearch(query: string, search: Search = searchSite): SearchState {
  const cleaned = cleanQuery(query)
  const [state, setState] = useState<{ for: string; state: SearchState }>({
    for: '',
    state: { status: 'idle' },
  })
  useEffect(() => {
    if (!cleaned) return
    let current = true
    const timer = setTimeout(() => {
      setState({ for: cleaned, state: { status: 'searching' } })
      search(cleaned).then(
        (hits) => current && setState({ for: cleaned, state: { status: 'done', hits } }),
        () => current && setState({ for: cleaned, state: { status: 'failed' } }),
      )
    }, 120)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [cleaned, search])
  if (!query.trim()) return { status: 'idle' }
  // Symbols only: nothing to look up, and nothing found.
  if (!cleaned) return { status: 'done', hits: [] }
  return state.for === cleaned ? state.state : { status: 'searching' }
}

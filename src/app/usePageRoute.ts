import { useMatches } from 'react-router-dom'
import type { PageRoute } from './routes'

/** The route-table entry of the page being shown, if any. */
export function usePageRoute(): PageRoute | undefined {
  const matches = useMatches()
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as { page?: PageRoute } | undefined
    if (handle?.page) return handle.page
  }
  return undefined
}

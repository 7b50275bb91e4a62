import { useContext, type ReactNode } from 'react'
import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query'

/**
 * The fetching numbers of docs/decisions.md#d-24: 3 retries, back-off from 1 s capped at 30 s,
 * 5-minute GC.
 */
function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: 3,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
        gcTime: 5 * 60 * 1000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: 0 },
    },
  })
}

let siteClient: QueryClient | undefined

/**
 * The site's one query client, for the pages that fetch. It lives here, not in the app's root
 * providers, so TanStack Query loads with those pages instead of with every page. A client a
 * parent already provides (a story, a test) is kept.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext)
  if (outer) return children
  siteClient ??= createQueryClient()
  return <QueryClientProvider client={siteClient}>{children}</QueryClientProvider>
}

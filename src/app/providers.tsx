import type { ReactNode } from 'react'
import CssBaseline from '@mui/material/CssBaseline'
import { ThemeProvider } from '@mui/material/styles'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createAppTheme, ToastProvider } from '@/design-system'
import { SessionProvider } from '@/lib/supabase'
import { RouterLink } from './RouterLink'

const theme = createAppTheme({ linkComponent: RouterLink })

/** The spec's fetching numbers: 3 retries, back-off from 1 s capped at 30 s, 5-minute GC. */
export function createQueryClient(): QueryClient {
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

const queryClient = createQueryClient()

/** Theme, baseline styles, toasts and data fetching for the whole site. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <ToastProvider>{children}</ToastProvider>
        </SessionProvider>
      </QueryClientProvider>
    </ThemeProvider>
  )
}

import type { ReactNode } from 'react'
import CssBaseline from '@mui/material/CssBaseline'
import { ThemeProvider } from '@mui/material/styles'
import { createAppTheme, ToastProvider } from '@/design-system'
import { SessionProvider } from '@/lib/supabase'
import { RouterLink } from './RouterLink'

const theme = createAppTheme({ linkComponent: RouterLink })

/** Theme, baseline styles, the session and toasts for the whole site. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <SessionProvider>
        <ToastProvider>{children}</ToastProvider>
      </SessionProvider>
    </ThemeProvider>
  )
}

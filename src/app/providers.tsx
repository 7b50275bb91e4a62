import type { ReactNode } from 'react'
import type { Theme } from '@mui/material/styles'
import CssBaseline from '@mui/material/CssBaseline'
// MUI's own ThemeProvider also imports the CSS-variables provider (3 KB) that this theme does not
// use; for a theme without CSS variables it renders exactly this one.
import { ThemeProvider } from '@mui/system'
import { createAppTheme, ToastProvider } from '@/design-system'
import { SessionProvider } from '@/lib/supabase'
import { RouterLink } from './RouterLink'

// Built by the first render, not when this module loads: building the theme is a quarter of the
// entry's evaluation, one task the browser cannot split, while React's render yields often.
let theme: Theme | undefined
const appTheme = () => (theme ??= createAppTheme({ linkComponent: RouterLink }))

/** Theme, baseline styles, the session and toasts for the whole site. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={appTheme()}>
      <CssBaseline />
      <SessionProvider>
        <ToastProvider>{children}</ToastProvider>
      </SessionProvider>
    </ThemeProvider>
  )
}

import './focus.css'
import type { ElementType } from 'react'
import { createTheme, type Theme } from '@mui/material/styles'

declare module '@mui/material/styles' {
  interface Palette {
    accent: Palette['primary']
    sand: Palette['primary']
  }
  interface PaletteOptions {
    accent?: PaletteOptions['primary']
    sand?: PaletteOptions['primary']
  }
}
declare module '@mui/material/Button' {
  interface ButtonPropsColorOverrides {
    accent: true
  }
}

/** Colours chosen so every text/background pair clears WCAG 2.2 AA (4.5:1). */
export const colors = {
  navy: '#12305a',
  navyLight: '#2f5592',
  teal: '#0a6b6b',
  tealLight: '#5fb3b0',
  coral: '#b23c26',
  coralLight: '#f0886f',
  sand: '#f7f2e8',
  sandDark: '#e9dfcb',
  ink: '#17212e',
  inkMuted: '#4a5565',
} as const

const fontFamily = '"Roboto", "Helvetica Neue", Arial, sans-serif'

export interface AppThemeOptions {
  mode?: 'light' | 'dark'
  /** The component MUI links and buttons render for `href` (the app passes its router link). */
  linkComponent?: ElementType
}

/** The site's MUI theme: navy for service, teal for the ocean, sand surfaces, coral calls to action. */
export function createAppTheme({ mode = 'light', linkComponent }: AppThemeOptions = {}): Theme {
  const light = mode === 'light'
  return createTheme({
    palette: {
      mode,
      primary: { main: light ? colors.navy : '#9dbcf0', contrastText: light ? '#fff' : '#0b1a30' },
      secondary: {
        main: light ? colors.teal : colors.tealLight,
        contrastText: light ? '#fff' : '#06201f',
      },
      accent: {
        main: light ? colors.coral : colors.coralLight,
        contrastText: light ? '#fff' : '#2a0d06',
      },
      sand: {
        main: light ? colors.sandDark : '#2a3442',
        contrastText: light ? colors.ink : '#eef2f7',
      },
      background: light
        ? { default: colors.sand, paper: '#ffffff' }
        : { default: '#0f1722', paper: '#172233' },
      text: light
        ? { primary: colors.ink, secondary: colors.inkMuted }
        : { primary: '#eef2f7', secondary: '#b8c2d0' },
      success: { main: light ? '#1e6b34' : '#7bd092' },
      error: { main: light ? '#b3261e' : '#f2b8b5' },
      warning: { main: light ? '#8a5300' : '#f5c26b' },
      info: { main: light ? '#0b5c8a' : '#8ccdf5' },
    },
    shape: { borderRadius: 12 },
    spacing: 8,
    typography: {
      fontFamily,
      // MUI's "medium" (alert titles, table heads) uses the 600 face every page already loads:
      // a fourth face would arrive after the first layout and hold up the first paint.
      fontWeightMedium: 600,
      h1: { fontSize: '2rem', fontWeight: 700, lineHeight: 1.2, letterSpacing: '-0.01em' },
      h2: { fontSize: '1.5rem', fontWeight: 700, lineHeight: 1.25 },
      h3: { fontSize: '1.25rem', fontWeight: 600, lineHeight: 1.3 },
      h4: { fontSize: '1.125rem', fontWeight: 600, lineHeight: 1.35 },
      h5: { fontSize: '1rem', fontWeight: 600 },
      h6: { fontSize: '0.95rem', fontWeight: 600 },
      body1: { fontSize: '1rem', lineHeight: 1.6 },
      body2: { fontSize: '0.925rem', lineHeight: 1.55 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: { minHeight: 44, borderRadius: 999, paddingInline: 20 } },
      },
      MuiIconButton: { styleOverrides: { root: { minWidth: 44, minHeight: 44 } } },
      MuiCard: {
        defaultProps: { variant: 'outlined' },
        styleOverrides: { root: { borderRadius: 16, height: '100%' } },
      },
      MuiTooltip: { defaultProps: { enterDelay: 700, enterNextDelay: 300, arrow: true } },
      MuiLink: {
        defaultProps: {
          underline: 'always',
          ...(linkComponent ? { component: linkComponent } : {}),
        },
        styleOverrides: { root: { textUnderlineOffset: '0.15em' } },
      },
      MuiButtonBase: { defaultProps: linkComponent ? { LinkComponent: linkComponent } : {} },
      MuiTextField: { defaultProps: { fullWidth: true } },
      MuiCssBaseline: {
        styleOverrides: {
          // Print the page's content only: no bars, drawers, buttons or toasts.
          '@media print': {
            '.MuiAppBar-root, .MuiDrawer-root, footer, .no-print, button, [aria-label="Notifications"]':
              { display: 'none !important' },
            body: { backgroundColor: '#fff' },
            main: { maxWidth: 'none !important', padding: '0 !important' },
            'li, section': { breakInside: 'avoid' },
          },
          '@media (prefers-reduced-motion: reduce)': {
            '*, *::before, *::after': {
              animationDuration: '0.01ms !important',
              transitionDuration: '0.01ms !important',
              scrollBehavior: 'auto !important',
            },
          },
        },
      },
    },
  })
}

import type { ReactNode } from 'react'
import type { RouteObject } from 'react-router-dom'
import LinearProgress from '@mui/material/LinearProgress'
import { ErrorScreen } from './ErrorScreen'
import { pageRoutes } from './routes'
import { AppShell } from './shell/AppShell'

/** The route objects: every page lazy-loaded (its own chunk), errors shown inside the shell. */
export function createRoutes(account: ReactNode): RouteObject[] {
  return [
    {
      element: <AppShell account={account} />,
      errorElement: <ErrorScreen />,
      // While the first page's code loads: a thin bar, not a blank screen.
      hydrateFallbackElement: <LinearProgress aria-label="Loading the page" />,
      children: [
        {
          errorElement: <ErrorScreen />,
          children: [
            ...pageRoutes.map((page): RouteObject => ({
              path: page.path,
              handle: { page },
              lazy: async () => ({ Component: (await page.load()).default }),
            })),
            {
              path: '*',
              lazy: async () => ({ Component: (await import('./pages/NotFoundPage')).default }),
            },
          ],
        },
      ],
    },
  ]
}

import type { ReactElement } from 'react'
import { render, within } from '@testing-library/react'
import { ThemeProvider } from '@mui/material/styles'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { createAppTheme, ToastProvider } from '@/design-system'

const theme = createAppTheme()

/** Renders a page at `url` with the app's theme and toasts; returns the router to read the URL. */
export function renderAt(element: ReactElement, url: string) {
  const path = url.split('?')[0] ?? '/'
  const router = createMemoryRouter([{ path, element }], { initialEntries: [url] })
  render(
    <ThemeProvider theme={theme}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </ThemeProvider>,
  )
  return router
}

/** The figure shown next to a label in a description list, e.g. "$1,796.18". */
export function figure(container: HTMLElement, label: string): string {
  const terms = within(container)
    .queryAllByText((_, element) => element?.tagName === 'DT')
    .filter((term) => term.textContent?.startsWith(label))
  if (terms.length !== 1)
    throw new Error(`expected one figure labelled "${label}", found ${terms.length}`)
  return terms[0]?.nextElementSibling?.textContent ?? ''
}

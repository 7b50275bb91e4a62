import type { ReactElement } from 'react'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ThemeProvider } from '@mui/material/styles'
import { createAppTheme, ToastProvider } from '@/design-system'

const theme = createAppTheme()

/** Renders with the app's theme and toasts; returns a user to type and click with. */
export function show(element: ReactElement) {
  const user = userEvent.setup()
  render(
    <ThemeProvider theme={theme}>
      <ToastProvider>{element}</ToastProvider>
    </ThemeProvider>,
  )
  return user
}

/** A promise to settle by hand, to hold a send "in flight". */
export function deferred() {
  let resolve!: () => void
  let reject!: (error: Error) => void
  const promise = new Promise<void>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

import '@fontsource/roboto/latin-400.css'
import '@fontsource/roboto/latin-600.css'
import '@fontsource/roboto/latin-700.css'
import type { Preview } from '@storybook/react-vite'
import { configure } from 'storybook/test'
import CssBaseline from '@mui/material/CssBaseline'
import { ThemeProvider } from '@mui/material/styles'
import { createAppTheme, ToastProvider } from '../src/design-system'
import { loadLazyBlocks } from '../src/lib/lazy-block'

const theme = createAppTheme()

// Toasts and form validation load their code on first use: on a busy machine that takes more
// than Testing Library's default second.
configure({ asyncUtilTimeout: 5000 })

const preview: Preview = {
  // A page's lazy blocks render at once when their code is here, as on a page opened in the app.
  loaders: [() => loadLazyBlocks()],
  decorators: [
    (Story) => (
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <ToastProvider>
          <Story />
        </ToastProvider>
      </ThemeProvider>
    ),
  ],
  parameters: {
    layout: 'padded',
    // Any axe violation fails the story's test.
    a11y: { test: 'error' },
    viewport: {
      options: {
        mobile: { name: 'Phone (375)', styles: { width: '375px', height: '800px' } },
        desktop: { name: 'Desktop (1280)', styles: { width: '1280px', height: '800px' } },
      },
    },
    controls: { matchers: { color: /(background|color)$/i } },
  },
}
export default preview

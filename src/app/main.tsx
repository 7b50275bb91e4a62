import '@fontsource/roboto/latin-400.css'
import '@fontsource/roboto/latin-500.css'
import '@fontsource/roboto/latin-600.css'
import '@fontsource/roboto/latin-700.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter, RouterProvider } from 'react-router-dom'
import { AccountMenu } from '@/features/auth'
import { AppProviders } from './providers'
import { createRoutes } from './router'

const router = createBrowserRouter(createRoutes(<AccountMenu />))
const root = document.getElementById('root')
if (!root) throw new Error('The page has no #root element.')

createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
)

import { Suspense, type ReactNode } from 'react'
import { Outlet, useLocation } from 'react-router-dom'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { Sidebar, SidebarProvider } from '@/design-system'
import { lazyBlock } from '@/lib/lazy-block'
import { ErrorBoundary } from '../ErrorBoundary'
import { documentTitle, findPageRoute } from '../routes'
import { Footer } from './Footer'
import { Header, HEADER_HEIGHT } from './Header'
import { OfflineBanner } from './OfflineBanner'
import { ScrollRestoration } from './ScrollRestoration'

// The sidebar's links (twenty icons, list items, tooltips) hydrate after the page: until then
// they are the prerendered links, which work as plain links. See lazyBlock.
const SiteNavLinks = lazyBlock(() => import('./SiteNavLinks').then((m) => m.SiteNavLinks))

function SkipLink() {
  return (
    <Button
      href="#main"
      variant="contained"
      sx={{
        position: 'absolute',
        left: 8,
        top: -100,
        zIndex: (t) => t.zIndex.tooltip + 1,
        '&:focus': { top: 8 },
      }}
    >
      Skip to main content
    </Button>
  )
}

/** While a page's code is on its way (a first visit without prerendered HTML). */
function PageLoading() {
  return (
    <Box
      role="progressbar"
      aria-label="Loading the page"
      sx={{ height: 4, borderRadius: 2, bgcolor: 'secondary.light' }}
    />
  )
}

/** Header, sidebar, the page and the footer; sets the document title from the route table. */
export function AppShell({ account, children }: { account: ReactNode; children?: ReactNode }) {
  const { pathname } = useLocation()
  const page = findPageRoute(pathname)
  return (
    <SidebarProvider>
      {page && <title>{documentTitle(page.title)}</title>}
      <SkipLink />
      <Header account={account} />
      <Box sx={{ display: 'flex', alignItems: 'stretch' }}>
        <Sidebar links={SiteNavLinks} topOffset={HEADER_HEIGHT} />
        <Box
          sx={{
            flexGrow: 1,
            minWidth: 0,
            display: 'flex',
            flexDirection: 'column',
            minHeight: `calc(100vh - ${HEADER_HEIGHT}px)`,
          }}
        >
          <OfflineBanner top={HEADER_HEIGHT} />
          <Box
            component="main"
            id="main"
            tabIndex={-1}
            sx={{
              flexGrow: 1,
              width: '100%',
              maxWidth: 1200,
              mx: 'auto',
              px: { xs: 2, sm: 3, md: 4 },
              py: { xs: 3, sm: 4 },
              '&:focus': { outline: 'none' },
            }}
          >
            <ErrorBoundary resetKey={pathname}>
              <Suspense fallback={<PageLoading />}>{children ?? <Outlet />}</Suspense>
            </ErrorBoundary>
          </Box>
          <Footer />
        </Box>
      </Box>
      <ScrollRestoration />
    </SidebarProvider>
  )
}

import { lazy, useEffect, useState, type ReactNode } from 'react'
import { Route, Routes } from 'react-router-dom'
import { blocksHydrated, loadLazyBlocks } from '@/lib/lazy-block'
import { ErrorBoundary } from './ErrorBoundary'
import { findPageRoute, loadNotFound, pageRoutes, type PageModule } from './routes'
import { AppShell } from './shell/AppShell'
import { replayCapturedTaps } from './taps'

/**
 * A page in its own chunk. Until `preload` has fetched it, the page suspends (the shell shows
 * a loading bar); once fetched it renders at once, which lets a prerendered page hydrate
 * without a fallback. Each mount decides once, so a page never remounts mid-visit. Opened in
 * the app, a page also waits for its lazy blocks, so none of them flashes a fallback.
 */
function splitPage(load: () => Promise<PageModule>) {
  let loaded: PageModule | undefined
  const preload = async () => (loaded ??= await load())
  const Lazy = lazy(async () => {
    const page = await preload()
    await loadLazyBlocks()
    return page
  })
  function Page() {
    const [Loaded] = useState(() => loaded?.default)
    useEffect(markLive, [])
    return Loaded ? <Loaded /> : <Lazy />
  }
  return { Page, preload }
}

/**
 * Marks the live page, as against the prerendered HTML before React takes over (for tests,
 * which must not click what is not yet wired). React hydrates a page after the shell and its
 * lazy blocks after the page, so this waits for the blocks; their own effects, which run before
 * this one, have said which are still on their way. Taps made before then are replayed (taps/).
 */
function markLive() {
  replayCapturedTaps()
  void blocksHydrated().then(() => {
    document.documentElement.dataset.hydrated = 'true'
  })
}

const pages = new Map(pageRoutes.map((route) => [route, splitPage(route.load)]))
const notFound = splitPage(loadNotFound)

/** Fetches the code of the page at `pathname`; false when no page has that address. */
export async function preloadPage(pathname: string): Promise<boolean> {
  const route = findPageRoute(pathname)
  await (route ? pages.get(route)! : notFound).preload()
  return route !== undefined
}

/** The route table as elements: every page inside the shell, errors shown in the shell. */
export function AppRoutes({ account }: { account: ReactNode }) {
  return (
    <ErrorBoundary>
      <Routes>
        <Route element={<AppShell account={account} />}>
          {[...pages].map(([{ path }, { Page }]) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
          <Route path="*" element={<notFound.Page />} />
        </Route>
      </Routes>
    </ErrorBoundary>
  )
}

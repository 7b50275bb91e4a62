// Prerendering: renders one path of the site to HTML with its critical CSS (scripts/prerender.ts).
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router-dom'
import { CacheProvider } from '@emotion/react'
import createEmotionServer from '@emotion/server/create-instance'
import { AccountMenu } from '@/features/auth'
import { loadLazyBlocks } from '@/lib/lazy-block'
import { createEmotionCache } from './emotion'
import { AppProviders } from './providers'
import { AppRoutes, preloadPage } from './router'

export { capture } from './taps/capture'

export interface Rendered {
  /** The app's markup, for the #root element. */
  html: string
  /** Emotion's style tags for exactly the markup above. */
  styles: string
  status: number
}

export async function render(path: string): Promise<Rendered> {
  const found = await preloadPage(path)
  // With their code here, the page's lazy blocks render into the HTML instead of a fallback.
  await loadLazyBlocks()
  const cache = createEmotionCache()
  const emotion = createEmotionServer(cache)
  const html = renderToString(
    <StrictMode>
      <CacheProvider value={cache}>
        <AppProviders>
          <StaticRouter location={path}>
            <AppRoutes account={<AccountMenu />} />
          </StaticRouter>
        </AppProviders>
      </CacheProvider>
    </StrictMode>,
  )
  // Every style the render made, not only those of classes in the HTML: MUI builds a
  // component's class from its parts' styles, and a part's own class is on no element, so the
  // browser would insert it again while hydrating (in the same task as the page's commit).
  const classes = Object.keys(cache.registered).join(' ')
  const styles = emotion.constructStyleTagsFromChunks(
    emotion.extractCriticalToChunks(`${html} ${classes}`),
  )
  return { html, styles, status: found ? 200 : 404 }
}

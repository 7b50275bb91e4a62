// Prerendering: renders one path of the site to HTML with its critical CSS (scripts/prerender.ts).
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom'
import { CacheProvider } from '@emotion/react'
import createEmotionServer from '@emotion/server/create-instance'
import { AccountMenu } from '@/features/auth'
import { createEmotionCache } from './emotion'
import { AppProviders } from './providers'
import { createRoutes } from './router'

export { pageRoutes, documentTitle, SITE_NAME, SITE_TAGLINE } from './routes'

export interface Rendered {
  /** The app's markup, for the #root element. */
  html: string
  /** Emotion's style tags for exactly the markup above. */
  styles: string
  status: number
}

export async function render(path: string): Promise<Rendered> {
  const handler = createStaticHandler(createRoutes(<AccountMenu />))
  const context = await handler.query(new Request(new URL(path, 'http://prerender.local')))
  if (context instanceof Response) throw new Error(`${path} redirects; nothing to prerender.`)
  const router = createStaticRouter(handler.dataRoutes, context)
  const cache = createEmotionCache()
  const emotion = createEmotionServer(cache)
  const html = renderToString(
    <StrictMode>
      <CacheProvider value={cache}>
        <AppProviders>
          <StaticRouterProvider router={router} context={context} />
        </AppProviders>
      </CacheProvider>
    </StrictMode>,
  )
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html))
  return { html, styles, status: context.statusCode }
}

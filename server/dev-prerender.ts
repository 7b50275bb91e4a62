/**
 * DEV_PRERENDER=true: `npm run dev` serves each page prerendered, as the build does, so React
 * hydrates it in development too. That is where lazyBlock's check (src/lib/lazy-block.tsx) sees
 * a block that drops its HTML for its fallback; tests/e2e/hydration.spec.ts runs the site so.
 */
import type { Plugin } from 'vite'
import type * as EntryServer from '../src/app/entry-server.tsx'

export function devPrerender(): Plugin {
  return {
    name: 'hawaii-dev-prerender',
    async transformIndexHtml(html, { server, originalUrl }) {
      if (!server || !originalUrl) return html
      const entry = (await server.ssrLoadModule('/src/app/entry-server.tsx')) as typeof EntryServer
      const rendered = await entry.render(new URL(originalUrl, 'http://localhost').pathname)
      // React writes the page's <title> into the markup; the head already has one.
      const body = rendered.html.replace(/^(<title>[^<]*<\/title>)+/, '')
      return html
        .replace('</head>', `${rendered.styles}</head>`)
        .replace('<div id="root"></div>', `<div id="root">${body}</div>`)
    },
  }
}

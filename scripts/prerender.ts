// After `vite build`: renders every route to HTML with its critical CSS, so pages show without
// JavaScript and load fast, and writes sitemap.xml and robots.txt. PRERENDER=off skips it (the
// client-rendered build that `npm run bench:web` compares against).
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { build, minifySync } from 'vite'
import type * as EntryServer from '../src/app/entry-server'
import { documentTitle, pages, SITE_NAME } from '../src/data/pages'
import { pageFiles, type ManifestChunk } from './budget'

if (process.env.PRERENDER === 'off') {
  console.log('PRERENDER=off: the site stays client-rendered.')
  process.exit(0)
}

const root = path.resolve(import.meta.dirname, '..')
const dist = path.resolve(process.argv[2] ?? path.join(root, 'dist'))
const ssrDir = path.join(root, '.build/ssr')
// The public address the site is served at, for canonical links, Open Graph and the sitemap.
const siteUrl = (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, '')

await build({
  root,
  logLevel: 'warn',
  build: { ssr: 'src/app/entry-server.tsx', outDir: ssrDir, emptyOutDir: true, manifest: false },
  ssr: { noExternal: true },
})
const entry = (await import(
  pathToFileURL(path.join(ssrDir, 'entry-server.js')).href
)) as typeof EntryServer

// The site's own CSS is only the font faces (well under 1 KB): inlined, it no longer holds the
// first paint for a round trip to fetch it.
const template = await inlineStylesheets(await readFile(path.join(dist, 'index.html'), 'utf8'))

if (!template.includes('<div id="root"></div>')) {
  throw new Error('dist/index.html is already prerendered: run `npm run build` (vite build first).')
}

// The page's scripts start once it has painted (see loader below): the entry, the chunks Vite
// preloads with it, and the page's own chunks, which would otherwise wait for the entry to run.
const manifest = JSON.parse(
  await readFile(path.join(dist, '.vite/manifest.json'), 'utf8'),
) as Record<string, ManifestChunk>
const pageModules = new Map<string, string>(pages.map((page) => [page.path, page.module]))
const entryTag = template.match(/<script type="module" crossorigin src="([^"]+)"><\/script>/)
if (!entryTag) throw new Error('dist/index.html has no module script to prerender for.')
const vitePreloads = [
  ...template.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g),
]
// Records taps until the page is live (src/app/taps), from the top of the head: before anything
// can be tapped. Minified here: it is in every page's HTML.
const captureScript = minifySync(
  'capture.js',
  `(${entry.capture.toString()})(document)`,
).code.trim()
const charset = '<meta charset="UTF-8" />'
if (!template.includes(charset)) throw new Error('dist/index.html has no charset tag.')
const shell = vitePreloads
  .reduce((html, tag) => html.replace(tag[0], ''), template)
  .replace(entryTag[0], '')
  .replace(charset, `${charset}\n    <script>${captureScript}</script>`)

/**
 * A page's content is in its HTML, so the browser should paint it before the main thread is
 * busy with the scripts that make it interactive. This starts them after its first contentful
 * paint (the first frame where paint timing is missing, at most 3 s; at once in a background
 * tab, which paints nothing); until then the page reads without them.
 * The entry goes first; the links then fetch its imports and the page's chunks alongside.
 */
function loader(route: string): string {
  const module = pageModules.get(route)
  const preloads = [
    ...vitePreloads.map((tag) => tag[1]!),
    ...(module ? pageFiles(manifest, module).map((file) => `/${file}`) : []),
  ]
  // Starting a request costs the main thread a few milliseconds under Lighthouse's tracing, so
  // the links go in two at a time, each pair its own short task, not all of them in a long one.
  return `<script>
      (function () {
        function link(href) {
          var link = document.createElement('link')
          link.rel = 'modulepreload'
          link.crossOrigin = ''
          link.href = href
          document.head.appendChild(link)
        }
        function load() {
          var script = document.createElement('script')
          script.type = 'module'
          script.crossOrigin = ''
          script.src = ${JSON.stringify(entryTag![1])}
          document.head.appendChild(script)
          var hrefs = ${JSON.stringify(preloads)}
          ;(function next() {
            hrefs.splice(0, 2).forEach(link)
            if (hrefs.length) setTimeout(next)
          })()
        }
        var started = false
        function start() {
          if (!started) setTimeout(load)
          started = true
        }
        var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes
        if (document.visibilityState === 'hidden') load()
        else if (types && types.indexOf('paint') >= 0) {
          // After the first paint with content: a frame can go by without text while the fonts
          // are on their way, and scripts requested then would compete with them.
          new PerformanceObserver(function (list, observer) {
            if (!list.getEntriesByName('first-contentful-paint').length) return
            observer.disconnect()
            start()
          }).observe({ type: 'paint', buffered: true })
          setTimeout(start, 3000)
        } else requestAnimationFrame(function () { setTimeout(load) })
      })()
    </script>`
}

async function inlineStylesheets(html: string): Promise<string> {
  let out = html
  for (const match of html.matchAll(/<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g)) {
    const css = await readFile(path.join(dist, match[1]!), 'utf8')
    // Body text (400), headings (700) and buttons and card titles (600) are on every first
    // screen: fetch those faces at once instead of after the first layout, so the text does not
    // reflow (on a long page, tens of milliseconds of layout) when they arrive.
    const faces = ['400', '600', '700'].flatMap((weight) => {
      const file = css.match(
        new RegExp(`url\\((/assets/roboto-latin-${weight}-normal-[^)]+\\.woff2)\\)`),
      )
      return file
        ? [`<link rel="preload" as="font" type="font/woff2" crossorigin href="${file[1]}">`]
        : []
    })
    // The link stays, disabled (never fetched): lazy chunks list this file as a dependency, and
    // Vite's loader adds it again unless the page already has a stylesheet link to it.
    const link = match[0].replace('>', ' disabled>')
    out = out.replace(match[0], [...faces, `<style>${css.trim()}</style>`, link].join('\n    '))
  }
  return out
}
const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

function head(title: string, description: string, url: string | null): string {
  const tags = [
    `<title>${escape(title)}</title>`,
    `<meta name="description" content="${escape(description)}" />`,
    `<meta property="og:site_name" content="${escape(SITE_NAME)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:title" content="${escape(title)}" />`,
    `<meta property="og:description" content="${escape(description)}" />`,
    `<meta name="twitter:card" content="summary" />`,
  ]
  if (url) {
    tags.push(`<link rel="canonical" href="${escape(url)}" />`)
    tags.push(`<meta property="og:url" content="${escape(url)}" />`)
  } else {
    tags.push('<meta name="robots" content="noindex" />')
  }
  return tags.join('\n    ')
}

// Emotion moves server-rendered <style> tags into the head when it starts, which makes the
// browser parse them again; these are in the head already, and data-s says so. The page's own
// styles go further: Emotion is told their names (src/app/emotion.ts) and leaves the tag alone.
const markInHead = (styles: string) =>
  styles
    .replaceAll('<style data-emotion="css ', '<style data-css-ids="')
    .replaceAll('<style data-emotion=', '<style data-s="" data-emotion=')

async function page(route: string, title: string, description: string, canonical: boolean) {
  const { html, styles } = await entry.render(route)
  // React 19 writes the page's <title> into the markup; the head already has it.
  const body = html.replace(/^(<title>[^<]*<\/title>)+/, '')
  return shell
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(
      /<meta\s+name="description"[\s\S]*?\/>/,
      head(title, description, canonical ? siteUrl + route : null),
    )
    .replace('</head>', `  ${markInHead(styles)}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${body}</div>\n    ${loader(route)}`)
}

async function write(file: string, content: string) {
  const target = path.join(dist, file)
  await mkdir(path.dirname(target), { recursive: true })
  await writeFile(target, content)
  // Pre-compressed copies, as the build makes for its other files.
  const bytes = Buffer.from(content)
  await writeFile(`${target}.gz`, gzipSync(bytes, { level: 9 }))
  await writeFile(
    `${target}.br`,
    brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  )
}

for (const route of pages) {
  const file = route.path === '/' ? 'index.html' : `${route.path.slice(1)}/index.html`
  await write(file, await page(route.path, documentTitle(route.title), route.description, true))
}
await write(
  '404.html',
  await page('/404', documentTitle('Page not found'), 'We could not find that page.', false),
)

const today = new Date().toISOString().slice(0, 10)
await write(
  'sitemap.xml',
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...pages
      .filter((r) => !r.personal)
      .map((r) => `  <url><loc>${escape(siteUrl + r.path)}</loc><lastmod>${today}</lastmod></url>`),
    '</urlset>',
    '',
  ].join('\n'),
)
await write('robots.txt', `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`)
await rm(ssrDir, { recursive: true, force: true })
console.log(`Prerendered ${pages.length} routes and the not-found page into ${dist}.`)

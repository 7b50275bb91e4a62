import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { basename } from 'node:path'
import { compression, defineAlgorithm } from 'vite-plugin-compression2'
import { NOT_FOUND_MODULE, pages } from './src/data/pages'
import { importRetrying } from './scripts/import-retrying-plugin'
import { pageTable } from './scripts/page-table'

// The pages' chunks (HomePage-….js, ProgramsRoute-….js), named after the pages' modules.
const pageNames = [...pages.map((page) => page.module), NOT_FOUND_MODULE].map((module) =>
  basename(module, '.tsx'),
)
const pageChunk = new RegExp(`^assets/(${pageNames.join('|')})-[\\w-]+\\.js$`)

// A source line's parts (every page with a fact shows one) in one chunk: one gzip dictionary
// instead of six small chunks that each paid their own overhead.
const sourceLine =
  /[\\/]src[\\/](design-system[\\/](SourceNote|ExternalLink|VisuallyHidden|utils[\\/]formatUtcDate)|lib[\\/]facts[\\/](note|fact-id))[\\/.]|[\\/]@mui[\\/]icons-material[\\/](esm[\\/])?OpenInNew\\.js/

// The parts nearly every content page draws (header, sections, cards, tags, steps) in one chunk,
// for the same reason: one dictionary instead of a dozen chunks of half a kilobyte each.
const contentParts =
  /[\\/]src[\\/]design-system[\\/](InfoCard|BulletList|Tag|NumberedSteps|ListingCard)[\\/]|[\\/]@mui[\\/]material[\\/](esm[\\/])?(Card|CardContent|CardActions)[\\/]/

export default defineConfig({
  plugins: [
    react(),
    pageTable(),
    importRetrying(),
    // Pre-compressed copies (max quality) so the server never compresses assets per request.
    compression({
      algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
      include: /\.(js|css|html|svg|json|txt|xml)$/,
      threshold: 1024,
    }),
  ],
  resolve: { alias: { '@': `${import.meta.dirname}/src` } },
  build: {
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 600,
    // No polyfill on first load: a browser without <link rel=modulepreload> (Safari before 17)
    // still loads every chunk, only without fetching it ahead.
    modulePreload: {
      polyfill: false,
      // For each import() Vite adds a <link rel=modulepreload> per chunk it needs, all in one
      // task, and under Lighthouse's tracing each costs the main thread milliseconds: the
      // sidebar's links (a dozen icons) and a page's lazy blocks made a long task on every page.
      // Only pages keep them, so a page opened in the app downloads its chunks together. A
      // block's own imports download once its chunk has: one round trip more, behind its
      // prerendered HTML on a first visit, before a page with blocks shows in the app.
      resolveDependencies: (file, deps, { hostType }) =>
        hostType === 'html' || pageChunk.test(file) ? deps : [],
    },
    rolldownOptions: {
      // Everything the first page needs in one file: gzip shares one dictionary across it,
      // which is smaller than the same code in forty small files.
      output: {
        codeSplitting: {
          groups: [
            { name: 'initial', tags: ['$initial'] },
            { name: 'source-line', test: sourceLine },
            { name: 'content', test: contentParts },
          ],
        },
      },
    },
  },
})

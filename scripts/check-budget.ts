// First-load budget: the JS and CSS each route needs before it can show, from Vite's manifest.
// Prints a table and exits 1 when a route is over budget (150 KB JS, 20 KB CSS, gzip). What a
// page loads with import() (its lazy blocks, src/lib/lazy-block.tsx) is not counted: React
// hydrates the page without it and that part's prerendered HTML stays on screen meanwhile.
// Usage: tsx scripts/check-budget.ts [dist]
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { BUDGET_CSS, BUDGET_JS, measureRoutes, type ManifestChunk } from './budget'
import { pages } from '../src/data/pages'

const root = path.resolve(import.meta.dirname, '..')
const dist = path.resolve(process.argv[2] ?? path.join(root, 'dist'))
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>
const sizeOf = (file: string) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length

const sizes = measureRoutes({ manifest, routes: pages, sizeOf })
const kb = (bytes: number) => (bytes / 1024).toFixed(1)
console.table(
  sizes.map(({ route, js, css, over }) => ({
    route,
    'JS gzip (KB)': kb(js),
    'CSS gzip (KB)': kb(css),
    status: over ? 'OVER' : 'ok',
  })),
)
console.log(
  `Budget: ${BUDGET_JS / 1024} KB JS, ${BUDGET_CSS / 1024} KB CSS (gzip) per route on first load.`,
)
if (sizes.some((size) => size.over)) {
  console.error('Some routes are over the first-load budget.')
  process.exit(1)
}

// First-load budget: the JS and CSS each route needs before it can show, from Vite's manifest.
// Prints a table and exits 1 when a route is over budget (150 KB JS, 20 KB CSS, gzip). What a
// page loads with import() (its lazy blocks, src/lib/lazy-block.tsx) is not counted: React
// hydrates the page without it and that part's prerendered HTML stays on screen meanwhile.
// Usage: tsx scripts/check-budget.ts [dist]
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

interface Chunk {
  file: string
  src?: string
  isEntry?: boolean
  imports?: string[]
  css?: string[]
}

const root = path.resolve(import.meta.dirname, '..')
const dist = path.resolve(process.argv[2] ?? path.join(root, 'dist'))
const BUDGET_JS = 150 * 1024
const BUDGET_CSS = 20 * 1024

const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  Chunk
>
const gzipSize = (file: string) =>
  gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length

/** Every chunk a module loads before it runs: itself and its static imports, transitively. */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen
  seen.add(key)
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen)
  return seen
}

// The route table maps each path to its page module: `path: '/x'` … `import('@/…/Page')`.
const table = readFileSync(path.join(root, 'src/app/routes.ts'), 'utf8')
const routes = [
  ...table.matchAll(/path: '([^']+)'[\s\S]*?load: \(\) => import\('(@\/|\.\/)([^']+)'\)/g),
].map((m) => ({ path: m[1]!, module: `src/${m[2] === './' ? 'app/' : ''}${m[3]}.tsx` }))

// The entry is what index.html loads. (The manifest has no entry record when the entry module
// is moved into the 'initial' chunk group, so read the page the browser reads.)
const html = readFileSync(path.join(dist, 'index.html'), 'utf8')
const entryFiles = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map(
  (m) => m[1]!,
)
const keyOf = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]))
const entryKeys = new Set<string>()
for (const file of entryFiles) {
  const key = keyOf.get(file)
  if (key) closure(key, entryKeys)
}

let failed = false
const rows = routes.map(({ path: route, module }) => {
  const keys = new Set([...entryKeys, ...closure(module)])
  // Files index.html names that the manifest does not (the rolldown runtime, the entry CSS).
  const extra = entryFiles.filter((file) => !keyOf.has(file))
  let js = 0
  let css = 0
  for (const key of keys) {
    const chunk = manifest[key]!
    if (chunk.file.endsWith('.js')) js += gzipSize(chunk.file)
    for (const sheet of chunk.css ?? []) css += gzipSize(sheet)
  }
  for (const file of extra) {
    if (file.endsWith('.js')) js += gzipSize(file)
    else css += gzipSize(file)
  }
  const over = js > BUDGET_JS || css > BUDGET_CSS
  failed ||= over
  return {
    route,
    'JS gzip (KB)': (js / 1024).toFixed(1),
    'CSS gzip (KB)': (css / 1024).toFixed(1),
    status: over ? 'OVER' : 'ok',
  }
})

console.table(rows)
console.log(
  `Budget: ${BUDGET_JS / 1024} KB JS, ${BUDGET_CSS / 1024} KB CSS (gzip) per route on first load.`,
)
if (failed) {
  console.error('Some routes are over the first-load budget.')
  process.exit(1)
}

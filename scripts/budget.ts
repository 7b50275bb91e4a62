// What each route loads first, from Vite's build manifest: the budget's arithmetic and the
// page files prerendering preloads. Reading the files is left to check-budget.ts and prerender.ts.

export const BUDGET_JS = 150 * 1024
export const BUDGET_CSS = 20 * 1024

export interface ManifestChunk {
  file: string
  isEntry?: boolean
  imports?: string[]
  css?: string[]
}

export interface RouteSize {
  route: string
  /** gzip bytes of JavaScript and CSS loaded before the route can show. */
  js: number
  css: number
  over: boolean
}

type Manifest = Record<string, ManifestChunk>

interface Input {
  manifest: Manifest
  /** Each route and its page module, as the manifest names it. */
  routes: readonly { path: string; module: string }[]
  /** gzip size of a built file. */
  sizeOf: (file: string) => number
}

/** The manifest keys of `key` and everything it imports statically, transitively. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen
  seen.add(key)
  for (const dep of manifest[key]?.imports ?? []) closure(manifest, dep, seen)
  return seen
}

/** The entry (index.html's script) and its static imports. */
function entryKeys(manifest: Manifest): Set<string> {
  const keys = new Set<string>()
  for (const [key, chunk] of Object.entries(manifest))
    if (chunk.isEntry) closure(manifest, key, keys)
  return keys
}

/**
 * The files a page module needs on first load beyond the entry's: the page and its static
 * imports. Prerendering names them in the page's head so they download alongside the entry.
 */
export function pageFiles(manifest: Manifest, module: string): string[] {
  if (!manifest[module]) throw new Error(`${module} is not in the build manifest.`)
  const entry = entryKeys(manifest)
  return [...closure(manifest, module)]
    .filter((key) => !entry.has(key))
    .map((key) => manifest[key]!.file)
}

/**
 * What each route loads before it can show: the entry and the page module with their static
 * imports, transitively. What a page loads with import() (its lazy blocks) is not counted.
 */
export function measureRoutes({ manifest, routes, sizeOf }: Input): RouteSize[] {
  const entry = entryKeys(manifest)
  return routes.map(({ path, module }) => {
    if (!manifest[module]) throw new Error(`${module} (${path}) is not in the build manifest.`)
    let js = 0
    let css = 0
    for (const key of new Set([...entry, ...closure(manifest, module)])) {
      const chunk = manifest[key]!
      if (chunk.file.endsWith('.js')) js += sizeOf(chunk.file)
      for (const sheet of chunk.css ?? []) css += sizeOf(sheet)
    }
    return { route: path, js, css, over: js > BUDGET_JS || css > BUDGET_CSS }
  })
}

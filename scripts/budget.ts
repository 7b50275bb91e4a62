// The first-load budget's arithmetic, apart from reading files (check-budget.ts does that).

export const BUDGET_JS = 150 * 1024
export const BUDGET_CSS = 20 * 1024

export interface ManifestChunk {
  file: string
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

interface Input {
  manifest: Record<string, ManifestChunk>
  /** The JS and CSS files index.html loads (the entry). */
  entryFiles: readonly string[]
  /** Each route and its page module, as the manifest names it. */
  routes: readonly { path: string; module: string }[]
  /** gzip size of a built file. */
  sizeOf: (file: string) => number
}

/**
 * What each route loads before it can show: the entry and the page module with their static
 * imports, transitively. What a page loads with import() (its lazy blocks) is not counted.
 */
export function measureRoutes({ manifest, entryFiles, routes, sizeOf }: Input): RouteSize[] {
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key)) return seen
    seen.add(key)
    for (const dep of manifest[key]?.imports ?? []) closure(dep, seen)
    return seen
  }
  const keyOf = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]))
  const entryKeys = new Set<string>()
  for (const file of entryFiles) {
    const key = keyOf.get(file)
    if (key) closure(key, entryKeys)
  }
  // Files index.html names that the manifest does not (the rolldown runtime, the entry CSS).
  const extra = entryFiles.filter((file) => !keyOf.has(file))

  return routes.map(({ path, module }) => {
    if (!manifest[module]) throw new Error(`${module} (${path}) is not in the build manifest.`)
    let js = 0
    let css = 0
    for (const key of new Set([...entryKeys, ...closure(module)])) {
      const chunk = manifest[key]!
      if (chunk.file.endsWith('.js')) js += sizeOf(chunk.file)
      for (const sheet of chunk.css ?? []) css += sizeOf(sheet)
    }
    for (const file of extra) {
      if (file.endsWith('.js')) js += sizeOf(file)
      else css += sizeOf(file)
    }
    return { route: path, js, css, over: js > BUDGET_JS || css > BUDGET_CSS }
  })
}

// Wraps every import() of the site's own code in importRetrying (src/lib/import-retrying.ts), so
// a chunk that failed to load once can load later without a page reload. Build only: the dev
// server's modules are not cached as failed the same way, and the tests run the build.
import { init, parse } from 'es-module-lexer'
import { resolve } from 'node:path'
import type { Plugin } from 'vite'

const RUNTIME = resolve(import.meta.dirname, '../src/lib/import-retrying.ts')

/** `code` with each `import(…)` turned into `__importRetrying(() => import(…))`. */
export async function wrapDynamicImports(code: string, runtime = RUNTIME): Promise<string | null> {
  await init
  const dynamic = parse(code)[0].filter((i) => i.type === 'dynamic')
  if (dynamic.length === 0) return null
  let out = code
  for (const i of [...dynamic].reverse()) {
    out = `${out.slice(0, i.importStart)}__importRetrying(() => ${out.slice(i.importStart, i.importEnd)})${out.slice(i.importEnd)}`
  }
  return `import { importRetrying as __importRetrying } from ${JSON.stringify(runtime)};\n${out}`
}

export function importRetrying(): Plugin {
  return {
    name: 'hpp:import-retrying',
    apply: 'build',
    async transform(code, id) {
      if (!/[\\/]src[\\/].*\.[jt]sx?$/.test(id) || id === RUNTIME) return null
      const wrapped = await wrapDynamicImports(code)
      return wrapped && { code: wrapped, map: null }
    },
  }
}

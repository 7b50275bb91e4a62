import { describe, expect, it } from 'vitest'
import { wrapDynamicImports } from '../../../scripts/import-retrying-plugin'

describe('wrapDynamicImports', () => {
  it('wraps each import() and imports the retrying runtime once', async () => {
    const code = "const a = () => import('./a').then((m) => m.a)\nconst b = import(`./b-${n}.js`)\n"
    const out = await wrapDynamicImports(code, '/rt.ts')
    expect(out).toBe(
      'import { importRetrying as __importRetrying } from "/rt.ts";\n' +
        "const a = () => __importRetrying(() => import('./a')).then((m) => m.a)\n" +
        'const b = __importRetrying(() => import(`./b-${n}.js`))\n',
    )
  })

  it('leaves a module without import() alone, static imports and import.meta included', async () => {
    expect(
      await wrapDynamicImports("import x from 'y'\nexport const u = import.meta.url\n"),
    ).toBeNull()
  })
})

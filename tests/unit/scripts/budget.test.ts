import { describe, expect, it } from 'vitest'
import { BUDGET_JS, measureRoutes, pageFiles } from '../../../scripts/budget'

const KB = 1024
const manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_runtime.js', 'src/shared.ts'],
  },
  '_runtime.js': { file: 'assets/runtime.js' },
  'src/shared.ts': { file: 'assets/shared.js', css: ['assets/shared.css'] },
  'src/Small.tsx': { file: 'assets/Small.js', imports: ['src/shared.ts'] },
  'src/Big.tsx': { file: 'assets/Big.js', imports: ['src/heavy.ts'] },
  'src/heavy.ts': { file: 'assets/heavy.js' },
}
const sizes: Record<string, number> = {
  'assets/runtime.js': 1 * KB,
  'assets/index.js': 120 * KB,
  'assets/shared.js': 10 * KB,
  'assets/shared.css': 2 * KB,
  'assets/Small.js': 5 * KB,
  'assets/Big.js': 5 * KB,
  'assets/heavy.js': 20 * KB,
}
const measure = (routes: { path: string; module: string }[]) =>
  measureRoutes({
    manifest,
    routes,
    sizeOf: (file) => sizes[file]!,
  })

describe('the first-load budget', () => {
  it('counts the entry and the page with their static imports once each', () => {
    const [small] = measure([{ path: '/small', module: 'src/Small.tsx' }])
    expect(small).toEqual({ route: '/small', js: 136 * KB, css: 2 * KB, over: false })
  })

  it('marks a route over 150 KB of JavaScript', () => {
    const [big] = measure([{ path: '/big', module: 'src/Big.tsx' }])
    expect(big!.js).toBe(156 * KB)
    expect(big!.js).toBeGreaterThan(BUDGET_JS)
    expect(big!.over).toBe(true)
  })

  it('refuses a route whose page the build does not have', () => {
    expect(() => measure([{ path: '/gone', module: 'src/Gone.tsx' }])).toThrow(/Gone.tsx/)
  })
})

describe('the files a page adds to the entry', () => {
  it('are the page and its static imports, without what the entry already loads', () => {
    expect(pageFiles(manifest, 'src/Small.tsx')).toEqual(['assets/Small.js'])
    expect(pageFiles(manifest, 'src/Big.tsx')).toEqual(['assets/Big.js', 'assets/heavy.js'])
  })

  it('refuse a page the build does not have', () => {
    expect(() => pageFiles(manifest, 'src/Gone.tsx')).toThrow(/Gone.tsx/)
  })
})

import { describe, expect, it } from 'vitest'
import { failedModuleUrl, importRetrying } from '@/lib/import-retrying'

const lost = (url: string) => new TypeError(`Failed to fetch dynamically imported module: ${url}`)

describe('importRetrying', () => {
  it('reads the file a failed import() names, in Chromium’s and Firefox’s words', () => {
    expect(failedModuleUrl(lost('https://site.test/assets/dist-1a.js'))).toBe(
      'https://site.test/assets/dist-1a.js',
    )
    expect(
      failedModuleUrl(new TypeError('error loading dynamically imported module: http://x/a-2.js')),
    ).toBe('http://x/a-2.js')
    expect(failedModuleUrl(new Error('No backend is configured for this site.'))).toBeUndefined()
  })

  it('passes on the first failure, so the page can say the load failed', async () => {
    const error = lost('https://site.test/assets/first-1.js')
    await expect(importRetrying(() => Promise.reject(error))).rejects.toBe(error)
  })

  it('passes on a failure that names no file unchanged, every time', async () => {
    const error = new Error('No backend is configured for this site.')
    await expect(importRetrying(() => Promise.reject(error))).rejects.toBe(error)
    await expect(importRetrying(() => Promise.reject(error))).rejects.toBe(error)
  })

  it('passes a load that works straight through', async () => {
    await expect(importRetrying(() => Promise.resolve({ a: 1 }))).resolves.toEqual({ a: 1 })
  })
})

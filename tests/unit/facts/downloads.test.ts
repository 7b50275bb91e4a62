import { existsSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { BAH_YEAR } from '@/data/bah-rates'
import { DATA_DOWNLOADS } from '@/data/downloads'

describe('the data downloads listed on /sources', () => {
  const hrefs = DATA_DOWNLOADS.flatMap((d) => d.files.map((f) => f.href))

  it('list the BAH files of the year the rates are for', () => {
    expect(hrefs).toContain(`/data/bah-${BAH_YEAR}-hawaii.csv`)
    expect(hrefs).toContain(`/data/bah-${BAH_YEAR}-hawaii.json`)
  })

  it('name files that exist (public/ or written by the build)', () => {
    const built = ['/sources.csv', '/sources.json'] // scripts/write-sources.ts
    for (const href of hrefs) {
      expect(built.includes(href) || existsSync(`public${href}`), href).toBe(true)
    }
  })
})

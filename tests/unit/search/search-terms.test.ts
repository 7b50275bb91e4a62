import { describe, expect, it } from 'vitest'
import { pageKeywords, searchSynonyms } from '@/data/search-terms'
import { pages } from '@/data/pages'

const shorts = searchSynonyms.map((s) => s.short)

describe('search shorthand data', () => {
  it('spells out every short form the issue names', () => {
    expect(shorts).toEqual(
      expect.arrayContaining(['TLA', 'POV', 'HHG', 'PCS', 'BAH', 'JBPHH', 'MCBH']),
    )
  })

  it('maps TLA to temporary lodging, POV to car and HHG to household goods', () => {
    const meaning = (short: string) => searchSynonyms.find((s) => s.short === short)?.meaning
    expect(meaning('TLA')).toContain('temporary lodging allowance')
    expect(meaning('POV')).toContain('car')
    expect(meaning('HHG')).toContain('household goods')
  })

  it('cites an official https page read on a given day for every meaning', () => {
    for (const synonym of searchSynonyms) {
      expect(synonym.source, synonym.short).toMatch(/^https:\/\/[^/]+\.(gov|mil)\//)
      expect(synonym.sourceKind).toBe('official')
      expect(synonym.checkedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    }
  })

  it('has no short form twice and no meaning equal to its short form', () => {
    expect(new Set(shorts).size).toBe(shorts.length)
    for (const { short, meaning } of searchSynonyms)
      expect(meaning.map((m) => m.toLowerCase())).not.toContain(short.toLowerCase())
  })

  it('gives keywords only to pages that exist, with no empty keyword', () => {
    const paths = new Set<string>(pages.map((r) => r.path))
    for (const [path, keywords] of Object.entries(pageKeywords)) {
      expect(paths.has(path), path).toBe(true)
      for (const keyword of keywords) expect(keyword.trim()).not.toBe('')
    }
  })

  it('tags the pages families look for by shorthand with that shorthand', () => {
    expect(pageKeywords['/pcs-toolkit/tla-hotels']).toContain('TLA')
    expect(pageKeywords['/pcs-toolkit/vehicle-shipping']).toContain('POV')
    expect(pageKeywords['/housing/base-housing']).toEqual(expect.arrayContaining(['JBPHH', 'MCBH']))
  })
})

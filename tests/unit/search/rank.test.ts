import { describe, expect, it } from 'vitest'
import { closeMatch, rankCandidates, shortWordsWhole } from '@/features/search/model/rank'

describe('search ranking', () => {
  it('needs a short word whole: OHA is not Ohana, COLA is not a longer word', () => {
    expect(shortWordsWhole('oha', 'Ohana means family')).toBe(false)
    expect(shortWordsWhole('oha', 'OHA, the overseas housing allowance')).toBe(true)
    expect(shortWordsWhole('cola', 'a colander rule')).toBe(false)
    expect(shortWordsWhole('bah', 'Your BAH covers rent')).toBe(true)
    // Longer words may match by their beginning, as Pagefind does.
    expect(shortWordsWhole('allowances', 'allowance')).toBe(true)
  })

  it('counts a phrase of several words as close only when the words stand together', () => {
    expect(closeMatch('housing allowance', 'your housing allowance pays rent')).toBe(true)
    expect(closeMatch('housing allowance', 'temporary lodging allowance; base housing')).toBe(false)
    expect(closeMatch('pets', 'pet travel')).toBe(true)
  })

  it('puts the page with the phrase or the short form first, and drops prefix-only matches', () => {
    const tla = {
      name: 'TLA',
      score: 9,
      text: 'temporary lodging allowance housing',
      queries: ['housing allowance'],
    }
    const base = { name: 'base housing', score: 2, text: 'Base housing BAH', queries: ['bah'] }
    const ohana = { name: 'ohana', score: 8, text: 'Ohana', queries: ['oha'] }
    const ranked = rankCandidates([tla, ohana, base]).map((c) => c.name)
    expect(ranked).toEqual(['base housing', 'TLA'])
  })
})

import { describe, expect, it } from 'vitest'
import { FORUM_CATEGORIES, FORUM_RECENT_QUESTIONS } from '@/data/community'
import { describeResults, matchesQuery, searchForum } from '@/features/community/model/forum-search'

const all = { categories: FORUM_CATEGORIES, questions: FORUM_RECENT_QUESTIONS }

describe('the forum search', () => {
  it('matches every word, in any case and order', () => {
    expect(matchesQuery('PETS hotel', ['Pet-friendly hotels near Pearl Harbor'])).toBe(true)
    expect(matchesQuery('pets school', ['Pet-friendly hotels'])).toBe(false)
    expect(matchesQuery('  ', ['anything'])).toBe(true)
    expect(matchesQuery('schools', ['School enrollment'])).toBe(true)
  })

  it('filters categories by title or description and questions by title only', () => {
    const found = searchForum('pearl harbor', all)
    expect(found.categories).toEqual([])
    expect(found.questions.map((q) => q.title)).toEqual([
      'Pet-friendly hotels near Pearl Harbor for our first two weeks?',
    ])
    // The preview invents no authors, branches or counts for the search to find.
    expect(searchForum('navy', all).questions).toEqual([])
    expect(searchForum('124', all)).toEqual({ categories: [], questions: [] })
    expect(searchForum('school', all).categories.map((c) => c.title)).toEqual([
      'Schools and child care',
    ])
  })

  it('says what it found, and says so when nothing matches', () => {
    expect(describeResults('pet', searchForum('pet', all))).toBe(
      '1 category and 1 question match “pet”.',
    )
    expect(describeResults(' zzz ', searchForum('zzz', all))).toBe(
      'No categories or questions match “zzz”. Try another word.',
    )
  })
})

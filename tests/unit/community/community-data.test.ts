import { describe, expect, it } from 'vitest'
import { telHref } from '@/format'
import {
  CONTACT_BASE_OPTIONS,
  FORUM_CATEGORIES,
  FORUM_RECENT_QUESTIONS,
  MILITARY_ONESOURCE,
  POPULAR_SUGGESTIONS,
  SUGGESTION_CATEGORIES,
} from '@/data/community'
import { INSTALLATIONS } from '@/data/installations'

describe('community content', () => {
  it('offers the four installations and "Other" as bases', () => {
    expect(CONTACT_BASE_OPTIONS).toEqual([...INSTALLATIONS.map((i) => i.name), 'Other'])
    expect(CONTACT_BASE_OPTIONS).toHaveLength(5)
  })

  it('has ten popular suggestions, six forum categories and four recent questions', () => {
    expect(new Set(POPULAR_SUGGESTIONS).size).toBe(10)
    expect(FORUM_CATEGORIES).toHaveLength(6)
    expect(FORUM_RECENT_QUESTIONS).toHaveLength(4)
    expect(SUGGESTION_CATEGORIES.every((c) => c.length <= 100)).toBe(true)
  })

  it('shows Military OneSource’s number only with the page that gives it', () => {
    expect(MILITARY_ONESOURCE?.phone).toMatchObject({
      display: '800-342-9647',
      source: expect.stringMatching(/^https:\/\//),
      checkedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    })
    expect(telHref(MILITARY_ONESOURCE?.phone?.display ?? '')).toBe('tel:+18003429647')
  })
})

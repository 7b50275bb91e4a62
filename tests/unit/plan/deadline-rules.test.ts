import { describe, expect, it } from 'vitest'
import * as rulesModule from '@/data/deadline-rules'
import { deadlineRules } from '@/data/deadline-rules'
import { checkFacts } from '@/lib/facts/check'
import { buildRegister } from '@/lib/facts/register'

// The same check as `npm run facts`, run on the day the newest rule was read, so the test does
// not age (a rule falling due for review is `npm run facts`'s to report, not this test's).
const READ_ON = deadlineRules
  .map((rule) => rule.checkedOn ?? '')
  .sort()
  .at(-1)!

describe('the deadline rules', () => {
  it('pass the facts check: a kind, an https source, a read date, one statement per name', () => {
    const { facts, conflicts } = buildRegister([
      { path: '/pcs-toolkit/hawaii-checklist', data: [rulesModule] },
    ])
    expect(facts.length).toBeGreaterThanOrEqual(deadlineRules.length)
    expect(checkFacts(facts, conflicts, READ_ON).errors).toEqual([])
  })

  it('each has its own id, a source title and words for when its date is missing', () => {
    expect(new Set(deadlineRules.map((r) => r.id)).size).toBe(deadlineRules.length)
    for (const rule of deadlineRules) {
      expect(rule.sourceTitle.trim(), rule.id).not.toBe('')
      expect(rule.when.trim(), rule.id).not.toBe('')
      expect(Number.isInteger(rule.offsetDays), rule.id).toBe(true)
    }
  })

  it('says in words the number of days it counts, or that it falls on the day itself', () => {
    for (const rule of deadlineRules) {
      if (rule.offsetDays === 0) {
        expect(rule.when, rule.id).toMatch(/^By the /)
        continue
      }
      expect(rule.when, rule.id).toContain(String(Math.abs(rule.offsetDays)))
      expect(rule.when, rule.id).toMatch(rule.offsetDays < 0 ? /before/ : /within/i)
    }
  })

  it('gives each pet airport exactly one document deadline', () => {
    for (const airport of ['HNL', 'OGG', 'KOA', 'LIH'] as const) {
      const rules = deadlineRules.filter((r) => r.airports?.includes(airport))
      expect(rules, airport).toHaveLength(1)
    }
  })
})

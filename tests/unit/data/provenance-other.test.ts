import { describe, expect, it } from 'vitest'
import * as checklist from '@/data/checklist'
import * as credits from '@/data/credits'
import * as crimeSafety from '@/data/crime-safety'
import * as home from '@/data/home'
import * as programs from '@/data/programs'
import * as resources from '@/data/resources'
import * as schools from '@/data/schools'

type Fact = Record<string, unknown> & { source: string }

/** Every object with a `source` anywhere inside a module's exports. */
function factsIn(value: unknown, seen = new Set<unknown>()): Fact[] {
  if (value === null || typeof value !== 'object' || seen.has(value)) return []
  seen.add(value)
  const here = 'source' in value ? [value as Fact] : []
  return [...here, ...Object.values(value).flatMap((child) => factsIn(child, seen))]
}

const modules = { checklist, credits, crimeSafety, home, programs, resources, schools }
const today = new Date().toISOString().slice(0, 10)

describe.each(Object.entries(modules))('the facts in %s', (_name, module) => {
  const facts = factsIn(module)

  it('say what kind of source each one has', () => {
    expect(facts.length).toBeGreaterThan(0)
    for (const fact of facts) expect(fact.sourceKind, fact.source).toBeDefined()
  })

  it('show program figures as the product brief’s, with no read date', () => {
    for (const fact of facts.filter((f) => f.sourceKind === 'program')) {
      expect(fact.source).toBe('product spec')
      expect(fact.checkedOn, JSON.stringify(fact)).toBeUndefined()
    }
  })

  it('link every official or secondary fact to an https page read on a real, past date', () => {
    for (const fact of facts.filter((f) => f.sourceKind !== 'program')) {
      expect(fact.source).toMatch(/^https:\/\//)
      expect(fact.checkedOn, fact.source).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(String(fact.checkedOn) <= today, fact.source).toBe(true)
    }
  })
})

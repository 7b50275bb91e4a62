import { describe, expect, it } from 'vitest'
import { checklistItems } from '@/data/checklist'
import { comingUp } from '@/features/checklist/coming-up'
import { planItems } from '@/features/checklist/timeline'
import { deadlinesFor } from '@/lib/plan/deadlines'

const titlesOf = (entries: { title: string }[]) => entries.map((e) => e.title)

describe('comingUp', () => {
  const report = '2027-06-15'

  it('lists what is due within 14 days, today and the 14th day included, earliest first', () => {
    // Two weeks before the report date: "Set up mail forwarding" (2 weeks before) is due today.
    const today = '2027-06-01'
    const plan = planItems(checklistItems, report, new Set(), today)
    const { soon } = comingUp(plan, new Set(), [], today)
    expect(soon[0]).toMatchObject({ title: 'Set up mail forwarding', daysLeft: 0 })
    expect(soon.every((e) => e.daysLeft >= 0 && e.daysLeft <= 14)).toBe(true)
    const inFourteen = plan.filter((p) => p.due === '2027-06-15').map((p) => p.item.title)
    for (const title of inFourteen) expect(titlesOf(soon)).toContain(title)
    expect(titlesOf(soon)).not.toContain('Switch to Hawaii time') // June 16: 15 days out
  })

  it('puts unticked items past their date under overdue, and leaves ticked ones out', () => {
    const today = '2027-06-01'
    const plan = planItems(checklistItems, report, new Set([1]), today)
    const { overdue } = comingUp(plan, new Set([1]), [], today)
    expect(overdue.length).toBeGreaterThan(0)
    expect(overdue.every((e) => e.daysLeft < 0)).toBe(true)
    expect(titlesOf(overdue)).not.toContain(checklistItems[1]!.title)
  })

  it('adds the family’s deadlines, and names the first hard one however far it is', () => {
    const today = '2026-11-22'
    const plan = planItems(checklistItems, report, new Set(), today)
    const deadlines = deadlinesFor(
      { reportDate: report, vehicles: 1, carArrivalDate: '2027-06-20' },
      today,
    )
    const { nextHard, soon } = comingUp(plan, new Set(), deadlines, today)
    expect(soon).toEqual([]) // nothing within two weeks of Nov 22
    // The first sourced deadline: the pet documents (Jun 5) come before the car's (Jul 20).
    expect(nextHard).toMatchObject({ title: "Send your pet's quarantine documents", hard: true })
    const later = comingUp(
      plan,
      new Set([plan.find((p) => p.item.window.kind === 'deadline')!.index]),
      deadlines,
      today,
    )
    expect(later.nextHard?.key).toMatch(/^rule-/)
  })

  it('does not call a family deadline that has passed overdue', () => {
    const today = '2027-08-30'
    const deadlines = deadlinesFor(
      { reportDate: report, vehicles: 1, carArrivalDate: '2027-06-20' },
      today,
    )
    expect(comingUp([], new Set(), deadlines, today)).toEqual({
      overdue: [],
      soon: [],
      nextHard: null,
    })
  })
})

import { describe, expect, it } from 'vitest'
import { checklistItems } from '@/data/checklist'
import { planItems } from '@/features/checklist/timeline'
import {
  addDays,
  addYears,
  daysBetween,
  formatCalendarDate,
  localToday,
  toDayNumber,
} from '@/lib/dates/calendar-date'

describe('calendar dates', () => {
  it('crosses month ends and year ends', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01')
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2027-01-10', -120)).toBe('2026-09-12')
  })

  it('knows leap years', () => {
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29')
    expect(addDays('2100-03-01', -1)).toBe('2100-02-28')
    expect(addDays('2000-03-01', -1)).toBe('2000-02-29')
    expect(toDayNumber('2027-02-29')).toBeNull()
    expect(toDayNumber('2028-02-29')).not.toBeNull()
  })

  it('refuses what is not a date', () => {
    for (const text of ['', '2026-13-01', '2026-04-31', '26-01-01', '2026-1-1', 'tomorrow']) {
      expect(toDayNumber(text)).toBeNull()
    }
  })

  it('shows the same day in any time zone', () => {
    expect(formatCalendarDate('2027-06-15')).toBe('Tue, Jun 15, 2027')
  })

  it('takes today from the local calendar, not UTC', () => {
    // 11 pm on Mar 3 in Honolulu is already Mar 4 in UTC; the visitor's own date wins.
    const lateEvening = new Date(2026, 2, 3, 23, 30)
    expect(localToday(lateEvening)).toBe('2026-03-03')
  })

  it('counts days between dates, negative for the past', () => {
    expect(daysBetween('2026-11-22', '2027-06-15')).toBe(205)
    expect(daysBetween('2026-11-22', '2026-11-01')).toBe(-21)
  })
})

describe('a year later', () => {
  it('keeps the day, and moves Feb 29 to Feb 28', () => {
    expect(addYears('2026-11-27', 3)).toBe('2029-11-27')
    expect(addYears('2028-02-29', -1)).toBe('2027-02-28')
  })
})

const petTitle = "Start your pet's Hawaii paperwork"

describe('planning the checklist from a report date', () => {
  const report = '2027-06-15'
  const today = '2026-11-22'

  it('dates every item and sorts the plan by due date', () => {
    const plan = planItems(checklistItems, report, new Set(), today)
    expect(plan).toHaveLength(20)
    const dues = plan.map((p) => p.due)
    expect([...dues].sort()).toEqual(dues)
  })

  it('puts the pet paperwork 4–6 months out, due 150 days before reporting', () => {
    const plan = planItems(checklistItems, report, new Set(), today)
    const pets = plan.find((p) => p.item.title === petTitle)!
    expect(pets.phase).toBe('months4to6')
    expect(pets.due).toBe('2027-01-16')
  })

  it('spreads the plan: at most 3 items a day, at most 3 in the last week before reporting', () => {
    const plan = planItems(checklistItems, report, new Set(), today)
    const perDay = new Map<string, number>()
    for (const p of plan) perDay.set(p.due, (perDay.get(p.due) ?? 0) + 1)
    expect(Math.max(...perDay.values())).toBeLessThanOrEqual(3)
    const lastWeek = plan.filter((p) => {
      const before = daysBetween(p.due, report)
      return before >= 1 && before <= 7
    })
    expect(lastWeek.length).toBeLessThanOrEqual(3)
  })

  it('dates lodging before arrival, and labels every date as a deadline or a suggestion', () => {
    const plan = planItems(checklistItems, report, new Set(), today)
    const lodging = plan.find((p) => p.item.title.startsWith('Book temporary lodging'))!
    expect(daysBetween(lodging.due, report)).toBeGreaterThan(0)
    for (const p of plan) {
      const { kind, label } = p.item.window
      expect(label.startsWith(kind === 'deadline' ? 'Deadline:' : 'Suggested:')).toBe(true)
      // A deadline cites its rule; a suggestion is our planning choice.
      expect(p.item.window.sourceKind === 'advice').toBe(kind === 'suggested')
    }
  })

  it('puts after-arrival items on or after the report date', () => {
    const plan = planItems(checklistItems, report, new Set(), today)
    for (const p of plan.filter((p) => p.phase === 'afterArrival')) {
      expect(daysBetween(report, p.due)).toBeGreaterThanOrEqual(0)
    }
  })

  it('marks unticked items whose date has passed as overdue, and never ticked ones', () => {
    const soon = '2026-12-01' // pets were due in August
    const plan = planItems(checklistItems, soon, new Set(), today)
    const pets = plan.find((p) => p.item.title === petTitle)!
    expect(pets.overdue).toBe(true)
    const ticked = planItems(checklistItems, soon, new Set([pets.index]), today)
    expect(ticked.find((p) => p.index === pets.index)!.overdue).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'
import { checklistItems } from '@/data/checklist'
import {
  addDays,
  daysBetween,
  formatCalendarDate,
  localToday,
  planItems,
  toDayNumber,
} from '@/features/checklist/timeline'

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

describe('planning the checklist from a report date', () => {
  const report = '2027-06-15'
  const today = '2026-11-22'

  it('dates every item and sorts the plan by due date', () => {
    const plan = planItems(checklistItems, report, new Set(), today)
    expect(plan).toHaveLength(20)
    const dues = plan.map((p) => p.due)
    expect([...dues].sort()).toEqual(dues)
  })

  it('puts the pet paperwork 4–6 months out, due 120 days before reporting', () => {
    const plan = planItems(checklistItems, report, new Set(), today)
    const pets = plan.find((p) => p.item.window.startDaysBefore === 180)!
    expect(pets.phase).toBe('months4to6')
    expect(pets.due).toBe('2027-02-15')
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
    const pets = plan.find((p) => p.item.window.startDaysBefore === 180)!
    expect(pets.overdue).toBe(true)
    const ticked = planItems(checklistItems, soon, new Set([pets.index]), today)
    expect(ticked.find((p) => p.index === pets.index)!.overdue).toBe(false)
  })
})

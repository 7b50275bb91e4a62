import { describe, expect, it } from 'vitest'
import { checklistItems } from '@/data/checklist'
import { buildCalendar } from '@/features/checklist/calendar'
import { planItems } from '@/features/checklist/timeline'

describe('the calendar file', () => {
  it('has one all-day event per unticked item, on its due date, with the hint', async () => {
    const plan = planItems(checklistItems, '2027-06-15', new Set([0, 1]), '2026-11-22')
    const text = await buildCalendar(plan, new Set([0, 1]))
    const events = text.split('BEGIN:VEVENT').slice(1)
    expect(events).toHaveLength(18)
    const pets = plan.find((p) => p.item.window.startDaysBefore === 180)!
    const petEvent = events.find((e) => e.includes(`SUMMARY:${pets.item.title.slice(0, 20)}`))!
    expect(petEvent).toContain('DTSTART;VALUE=DATE:20270215')
    expect(petEvent).toContain('DTEND;VALUE=DATE:20270216')
    expect(text).toContain('BEGIN:VCALENDAR')
    expect(text).not.toContain(`SUMMARY:${checklistItems[0]!.title}`)
  })
})

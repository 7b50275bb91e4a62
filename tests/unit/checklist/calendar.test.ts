import { describe, expect, it } from 'vitest'
import { checklistItems } from '@/data/checklist'
import { buildCalendar } from '@/features/checklist/calendar'
import { planItems } from '@/features/checklist/timeline'

describe('the calendar file', () => {
  it('has one all-day event per unticked item on its own date, with its text, link and reminder', async () => {
    const plan = planItems(checklistItems, '2027-06-15', new Set([0, 1]), '2026-11-22')
    const text = await buildCalendar(plan, new Set([0, 1]), 'https://example.org')
    const events = text.split('BEGIN:VEVENT').slice(1)
    expect(events).toHaveLength(18)
    const pets = plan.find((p) => p.item.title === "Start your pet's Hawaii paperwork")!
    const petEvent = events.find((e) => e.includes(`SUMMARY:${pets.item.title.slice(0, 20)}`))!
    expect(petEvent).toContain('DTSTART;VALUE=DATE:20270116')
    expect(petEvent).toContain('DTEND;VALUE=DATE:20270117')
    expect(petEvent.replace(/\r\n /g, '')).toContain(
      'URL:https://example.org/pcs-toolkit/pet-travel',
    )
    expect(petEvent).toContain('DESCRIPTION:Suggested')
    for (const event of events) {
      expect(event).toContain('BEGIN:VALARM')
      expect(event).toContain('TRIGGER:-PT15H')
    }
    const days = events.map((e) => /DTSTART;VALUE=DATE:(\d+)/.exec(e)![1])
    expect(new Set(days).size).toBeGreaterThanOrEqual(16)
    expect(text).toContain('BEGIN:VCALENDAR')
    expect(text).not.toContain(`SUMMARY:${checklistItems[0]!.title}`)
  })
})

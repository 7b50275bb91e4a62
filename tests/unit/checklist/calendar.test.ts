import { describe, expect, it } from 'vitest'
import { checklistItems } from '@/data/checklist'
import { buildCalendar } from '@/features/checklist/calendar'
import { planItems } from '@/features/checklist/timeline'
import { deadlinesFor } from '@/lib/plan/deadlines'

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

describe('the calendar file with the family’s deadlines', () => {
  const plan = planItems(checklistItems, '2027-06-15', new Set(), '2026-11-22')
  const profile = {
    reportDate: '2027-06-15',
    pets: { dogs: 1, cats: 0 },
    petArrivalDate: '2027-06-20',
    petAirport: 'HNL',
    vehicles: 1,
  } as const

  it('adds one event per deadline still to come, on its day, with its rule and source', async () => {
    const deadlines = deadlinesFor(profile, '2026-11-22')
    const dated = deadlines.filter((d) => d.date !== null)
    expect(dated.length).toBeGreaterThan(0)
    const text = (await buildCalendar(plan, new Set(), 'https://example.org', deadlines)).replace(
      /\r\n[ \t]/g,
      '',
    )
    const events = text.split('BEGIN:VEVENT').slice(1)
    expect(events).toHaveLength(plan.length + dated.length)
    for (const d of dated) {
      const event = events.find((e) => e.includes(`SUMMARY:Deadline: ${d.title}`))!
      expect(event, d.title).toContain(`DTSTART;VALUE=DATE:${d.date!.replaceAll('-', '')}`)
      expect(event).toContain(`URL:${d.source.url}`)
      expect(event).toContain('TRIGGER:-PT15H')
    }
  })

  it('leaves out a deadline that has passed and one still waiting for its date', async () => {
    // Today is after the pet has landed: its deadlines are past. The car has no date yet.
    const deadlines = deadlinesFor(profile, '2027-07-30')
    expect(deadlines.some((d) => d.date === null)).toBe(true)
    const text = await buildCalendar([], new Set(), 'https://example.org', deadlines)
    const upcoming = deadlines.filter((d) => d.date !== null && d.daysLeft! >= 0)
    expect(text.split('BEGIN:VEVENT').slice(1)).toHaveLength(upcoming.length)
  })
})

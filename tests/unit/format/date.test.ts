import { describe, expect, it } from 'vitest'
import { formatDays, formatFromToday, formatIsoDay, formatUtcDate, utcDay } from '@/format'

const DAY_MS = 86_400_000
const intlDay = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
})
const intlWeekday = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
})

describe('formatUtcDate', () => {
  it('reads like Intl en-US in UTC on every day of 2024 to 2027, with and without the weekday', () => {
    const start = Date.UTC(2024, 0, 1)
    for (let day = 0; day < 4 * 366; day++) {
      const date = new Date(start + day * DAY_MS)
      expect(formatUtcDate(date)).toBe(intlDay.format(date))
      expect(formatUtcDate(date, { weekday: true })).toBe(intlWeekday.format(date))
    }
  })

  it('uses the UTC day whatever the hour', () => {
    expect(formatUtcDate(new Date('2026-11-22T23:59:59Z'))).toBe('Nov 22, 2026')
    expect(formatUtcDate(new Date('2026-03-03T00:00:00Z'), { weekday: true })).toBe(
      'Tue, Mar 3, 2026',
    )
  })

  it('says so for a date that is not one', () => {
    expect(formatUtcDate(new Date('not a date'))).toBe('Invalid Date')
  })
})

describe('formatIsoDay', () => {
  it('writes a recorded day as the same calendar day everywhere', () => {
    expect(formatIsoDay('2026-11-22')).toBe('Nov 22, 2026')
    expect(utcDay('2026-11-22').toISOString()).toBe('2026-11-22T00:00:00.000Z')
  })

  it('shows text that is not a day as it was recorded', () => {
    expect(formatIsoDay('')).toBe('')
    expect(formatIsoDay('spring 2025')).toBe('spring 2025')
  })
})

describe('formatDays', () => {
  it('says one day in the singular and any other count in the plural', () => {
    expect(formatDays(1)).toBe('1 day')
    expect(formatDays(0)).toBe('0 days')
    expect(formatDays(12)).toBe('12 days')
  })

  it('says a count below zero as its size, for "3 days ago"', () => {
    expect(formatDays(-3)).toBe('3 days')
    expect(formatDays(-1)).toBe('1 day')
  })
})

describe('formatFromToday', () => {
  it('says today, a day ahead and days past in words', () => {
    expect(formatFromToday(0)).toBe('today')
    expect(formatFromToday(1)).toBe('in 1 day')
    expect(formatFromToday(12)).toBe('in 12 days')
    expect(formatFromToday(-3)).toBe('3 days ago')
  })
})

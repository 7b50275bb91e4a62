import { beforeEach, describe, expect, it } from 'vitest'
import {
  anonymousReportDate,
  anonymousTicks,
  forgetUserPlan,
  moveDetails,
  planCopy,
  planQueue,
  takeAnonymousPlan,
  unsentChanges,
} from '@/lib/plan-store'

beforeEach(() => localStorage.clear())

describe('what the browser keeps of a plan', () => {
  it('keeps anonymous ticks and the date across reads, as a reload would', () => {
    anonymousTicks.set([2, 5])
    anonymousReportDate.set('2027-04-26')
    expect(JSON.parse(localStorage.getItem('hpp:anon-ticks')!)).toEqual([2, 5])
    expect(anonymousTicks.get()).toEqual([2, 5])
    expect(anonymousReportDate.get()).toBe('2027-04-26')
  })

  it('reads a report date kept as plain text by the earlier version', () => {
    localStorage.setItem('hpp:report-date', '2027-06-15')
    expect(anonymousReportDate.get()).toBe('2027-06-15')
  })

  it('ignores what it cannot read instead of failing', () => {
    localStorage.setItem('hpp:anon-ticks', '{not json')
    expect(anonymousTicks.get()).toEqual([])
    localStorage.setItem('hpp:queue:u1', JSON.stringify([{ kind: 'nonsense' }]))
    expect(planQueue('u1').get()).toEqual([])
  })

  it('hands the anonymous plan over once, as changes based on nothing', () => {
    anonymousTicks.set([1, 3])
    anonymousReportDate.set('2027-04-26')
    expect(takeAnonymousPlan()).toEqual([
      { kind: 'tick', index: 1, completed: true, base: null },
      { kind: 'tick', index: 3, completed: true, base: null },
      { kind: 'date', date: '2027-04-26', base: null },
    ])
    expect(takeAnonymousPlan()).toEqual([])
    expect(anonymousTicks.get()).toEqual([])
  })

  it('hands the "Your move" answers over with the plan, one change per answer, in the panel\'s order', () => {
    moveDetails.set({ vehicles: 1, pets: { dogs: 1, cats: 0 }, petAirport: 'OGG' })
    expect(takeAnonymousPlan()).toEqual([
      { kind: 'detail', key: 'pets', value: { dogs: 1, cats: 0 }, base: null },
      { kind: 'detail', key: 'petAirport', value: 'OGG', base: null },
      { kind: 'detail', key: 'vehicles', value: 1, base: null },
    ])
    expect(moveDetails.get()).toEqual({})
    expect(localStorage.getItem('hpp:move-details')).toBeNull()
  })

  it('keeps queued answers across a reload, and drops one it cannot trust', () => {
    const answers = [
      { kind: 'detail', key: 'petAirport', value: 'KOA', base: 'OGG' },
      { kind: 'detail', key: 'carArrivalDate', value: null, base: '2027-05-03' },
    ] as const
    localStorage.setItem('hpp:queue:u2', JSON.stringify(answers))
    expect(planQueue('u2').get()).toEqual(answers)
    for (const bad of [
      { kind: 'detail', key: 'petAirport', value: 'LAX', base: null },
      { kind: 'detail', key: 'vehicles', value: -1, base: null },
      { kind: 'detail', key: 'favouriteColour', value: 'blue', base: null },
    ]) {
      localStorage.setItem('hpp:queue:u3', JSON.stringify([bad]))
      expect(planQueue('u3').get(), bad.key).toEqual([])
    }
  })

  it('tells others when a value changes and forgets a user on sign-out', () => {
    const queue = planQueue('u1')
    let heard = 0
    const stop = queue.subscribe(() => heard++)
    queue.set([{ kind: 'tick', index: 0, completed: true, base: null }])
    expect(heard).toBe(1)
    expect(unsentChanges('u1')).toBe(1)
    planCopy('u1').set({ rows: {}, reportDate: '2027-01-01', readAt: '2026-11-27T10:00:00Z' })
    forgetUserPlan('u1')
    expect(unsentChanges('u1')).toBe(0)
    expect(localStorage.getItem('hpp:plan:u1')).toBeNull()
    stop()
  })
})

import { beforeEach, describe, expect, it } from 'vitest'
import { moveDetails, sameAnswer, withAnswer } from '@/lib/plan-store'

beforeEach(() => localStorage.clear())

describe("a family's move answers in this browser", () => {
  it('keeps the answers across reads, as a reload would', () => {
    moveDetails.set({ pets: { dogs: 1, cats: 0 }, petAirport: 'OGG', petArrivalDate: '2027-04-20' })
    expect(JSON.parse(localStorage.getItem('hpp:move-details')!)).toEqual({
      pets: { dogs: 1, cats: 0 },
      petAirport: 'OGG',
      petArrivalDate: '2027-04-20',
    })
    expect(moveDetails.get().petAirport).toBe('OGG')
  })

  it('reads nothing from a value it does not understand, instead of failing', () => {
    for (const stored of [
      '{not json',
      '[]',
      JSON.stringify({ petAirport: 'LAX' }),
      JSON.stringify({ vehicles: -1 }),
      JSON.stringify({ pets: { dogs: 1 } }),
      JSON.stringify({ carArrivalDate: '2027-5-3' }),
      JSON.stringify({ firearms: 'yes' }),
      JSON.stringify({ childGrades: ['13'] }),
      JSON.stringify({ childGrades: 'K' }),
      JSON.stringify({ childGrades: [null] }),
    ]) {
      localStorage.setItem('hpp:move-details', stored)
      expect(moveDetails.get(), stored).toEqual({})
    }
  })

  it('a cleared answer is removed, not kept as empty', () => {
    const answered = withAnswer({ vehicles: 1, carArrivalDate: '2027-05-03' }, 'vehicles', 2)
    expect(answered).toEqual({ vehicles: 2, carArrivalDate: '2027-05-03' })
    expect(withAnswer(answered, 'carArrivalDate', undefined)).toEqual({ vehicles: 2 })
    expect(withAnswer({}, 'firearms', false)).toEqual({ firearms: false })
  })

  it("keeps each child's grade in its place, a grade not given yet as ''", () => {
    moveDetails.set({ children: 2, childGrades: ['', '7'], schoolStartDate: '2027-08-02' })
    expect(moveDetails.get()).toEqual({
      children: 2,
      childGrades: ['', '7'],
      schoolStartDate: '2027-08-02',
    })
  })

  it('compares grades in order, and pets by their counts', () => {
    expect(sameAnswer(['K', '3'], ['K', '3'])).toBe(true)
    expect(sameAnswer(['K', '3'], ['3', 'K'])).toBe(false)
    expect(sameAnswer(['K'], undefined)).toBe(false)
    expect(sameAnswer({ dogs: 1, cats: 0 }, { dogs: 1, cats: 0 })).toBe(true)
    expect(sameAnswer({ dogs: 1, cats: 0 }, { dogs: 0, cats: 1 })).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'
import {
  arrivalDateProblem,
  detachDateProblem,
  planDateProblem,
  planDateRange,
} from '@/lib/dates/plan-date-rule'

const today = '2026-11-27'

describe('the dates a plan takes', () => {
  it('runs from a year before today to three years after', () => {
    expect(planDateRange(today)).toEqual({ min: '2025-11-27', max: '2029-11-27' })
  })

  it('refuses each partial year the browser reports while a year is typed', () => {
    for (const partial of ['0002-04-26', '0020-04-26', '0202-04-26']) {
      expect(planDateProblem(partial, today)).not.toBeNull()
    }
    expect(planDateProblem('2027-04-26', today)).toBeNull()
  })

  it('says why: a date outside the range names the range; an impossible date asks for a whole one', () => {
    expect(planDateProblem('0202-04-26', today)).toBe(
      'Enter a date between Nov 27, 2025 and Nov 27, 2029.',
    )
    expect(planDateProblem('2031-01-01', today)).toBe(
      'Enter a date between Nov 27, 2025 and Nov 27, 2029.',
    )
    expect(planDateProblem('2027-02-30', today)).toBe('Enter a whole date, like 06/15/2027.')
  })

  it('takes the ends of the range and an empty field', () => {
    expect(planDateProblem('2025-11-27', today)).toBeNull()
    expect(planDateProblem('2029-11-27', today)).toBeNull()
    expect(planDateProblem('2025-11-26', today)).not.toBeNull()
    expect(planDateProblem('', today)).toBeNull()
  })
})

describe('an arrival date', () => {
  it('is at most a year after the report date, the anniversary itself allowed', () => {
    expect(arrivalDateProblem('2028-04-26', '2027-04-26')).toBeNull()
    expect(arrivalDateProblem('2028-04-27', '2027-04-26')).toBe(
      'Enter a date by Apr 26, 2028, a year after your report date.',
    )
    expect(arrivalDateProblem('2026-12-01', '2027-04-26')).toBeNull()
  })

  it('has no upper bound of its own without a report date', () => {
    expect(arrivalDateProblem('2029-11-01', null)).toBeNull()
  })
})

describe('a detach date', () => {
  it('is on or before the report date, the report date itself allowed', () => {
    expect(detachDateProblem('2027-04-26', '2027-04-26')).toBeNull()
    expect(detachDateProblem('2027-03-01', '2027-04-26')).toBeNull()
    expect(detachDateProblem('2027-04-27', '2027-04-26')).toBe(
      'Enter a date on or before your report date, Apr 26, 2027.',
    )
    expect(detachDateProblem('2027-04-27', null)).toBeNull()
  })
})

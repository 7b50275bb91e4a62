import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { deadlineRules, type PetAirport } from '@/data/deadline-rules'
import { addDays, daysBetween, fromDayNumber, toDayNumber } from '@/lib/dates/calendar-date'
import { type Deadline, deadlinesFor, type MoveProfile } from '@/lib/plan/deadlines'

const TODAY = '2026-11-28'

function byRule(list: readonly Deadline[], ruleId: string): Deadline | undefined {
  return list.find((d) => d.ruleId === ruleId)
}

function dateOf(profile: MoveProfile, ruleId: string, today = TODAY): string | null | undefined {
  return byRule(deadlinesFor(profile, today), ruleId)?.date
}

const dog = { dogs: 1, cats: 0 }

describe('pet documents, by airport', () => {
  it('landing in Honolulu: 10 days before, and no neighbor-island deadline', () => {
    const list = deadlinesFor({ pets: dog, petAirport: 'HNL', petArrivalDate: '2027-06-15' }, TODAY)
    expect(byRule(list, 'pet-documents-honolulu')?.date).toBe('2027-06-05')
    expect(byRule(list, 'pet-documents-neighbor-island')).toBeUndefined()
  })

  it.each<PetAirport>(['OGG', 'KOA', 'LIH'])('landing at %s: 30 days before', (airport) => {
    const list = deadlinesFor(
      { pets: dog, petAirport: airport, petArrivalDate: '2027-06-15' },
      TODAY,
    )
    expect(byRule(list, 'pet-documents-neighbor-island')?.date).toBe('2027-05-16')
    expect(byRule(list, 'pet-documents-honolulu')).toBeUndefined()
  })

  it('airport not chosen yet: both, each naming its airports', () => {
    const list = deadlinesFor({ pets: dog, petArrivalDate: '2027-06-15' }, TODAY)
    expect(byRule(list, 'pet-documents-honolulu')?.wording).toMatch(/Honolulu/)
    expect(byRule(list, 'pet-documents-neighbor-island')?.wording).toMatch(/Kahului, Kona or Lihue/)
  })

  it('counts back across a leap day: landing 2028-03-01 is 30 days after 2028-01-31', () => {
    const profile: MoveProfile = { pets: dog, petAirport: 'OGG', petArrivalDate: '2028-03-01' }
    expect(dateOf(profile, 'pet-documents-neighbor-island')).toBe('2028-01-31')
    expect(dateOf({ ...profile, petAirport: 'HNL' }, 'pet-documents-honolulu')).toBe('2028-02-20')
    // In a common year the same landing is a day later in the count.
    expect(
      dateOf({ ...profile, petArrivalDate: '2027-03-01' }, 'pet-documents-neighbor-island'),
    ).toBe('2027-01-30')
  })
})

describe('rabies vaccination and FAVN blood test', () => {
  it('are each due 30 days before the pet lands, at any airport', () => {
    for (const petAirport of ['HNL', 'LIH'] as const) {
      const profile: MoveProfile = {
        pets: { dogs: 0, cats: 2 },
        petAirport,
        petArrivalDate: '2028-03-01',
      }
      expect(dateOf(profile, 'pet-rabies-vaccination')).toBe('2028-01-31')
      expect(dateOf(profile, 'pet-favn-blood-test')).toBe('2028-01-31')
    }
  })

  it('wait for the landing date, in words', () => {
    const d = byRule(deadlinesFor({ pets: dog }, TODAY), 'pet-favn-blood-test')
    expect(d).toMatchObject({ date: null, anchorDate: null, daysLeft: null })
    expect(d?.wording).toBe('At least 30 days before your pet lands')
  })
})

describe('the car', () => {
  it('permit or registration and the safety inspection: within 30 days of its arrival', () => {
    const profile: MoveProfile = { vehicles: 1, carArrivalDate: '2027-07-20' }
    expect(dateOf(profile, 'car-permit-or-registration')).toBe('2027-08-19')
    expect(dateOf(profile, 'car-safety-inspection')).toBe('2027-08-19')
  })

  it('crosses a leap day forward: arrival 2028-02-15 is due 2028-03-16', () => {
    expect(dateOf({ carArrivalDate: '2028-02-15' }, 'car-permit-or-registration')).toBe(
      '2028-03-16',
    )
  })

  it('a date that does not exist counts as missing', () => {
    const d = byRule(
      deadlinesFor({ vehicles: 1, carArrivalDate: '2027-02-30' }, TODAY),
      'car-permit-or-registration',
    )
    expect(d?.date).toBeNull()
    expect(d?.wording).toBe('Within 30 days of your car’s arrival')
  })
})

describe('firearm registration', () => {
  it('counts 5 days from the later arrival: the firearm after the person', () => {
    const profile: MoveProfile = {
      firearms: true,
      reportDate: '2027-06-01',
      firearmArrivalDate: '2027-07-10',
    }
    const d = byRule(deadlinesFor(profile, TODAY), 'firearm-registration')
    expect(d).toMatchObject({ anchorDate: '2027-07-10', date: '2027-07-15' })
  })

  it('counts 5 days from the later arrival: the person after the firearm', () => {
    const profile: MoveProfile = {
      firearms: true,
      reportDate: '2028-02-26',
      firearmArrivalDate: '2028-02-01',
    }
    expect(dateOf(profile, 'firearm-registration')).toBe('2028-03-02')
  })

  it('both on one day: 5 days after it', () => {
    const profile: MoveProfile = {
      firearms: true,
      reportDate: '2027-12-30',
      firearmArrivalDate: '2027-12-30',
    }
    expect(dateOf(profile, 'firearm-registration')).toBe('2028-01-04')
  })

  it('one arrival unknown: the later one is unknown too, so the rule waits in words', () => {
    for (const profile of [
      { firearms: true, reportDate: '2027-06-01' },
      { firearms: true, firearmArrivalDate: '2027-06-01' },
    ]) {
      const d = byRule(deadlinesFor(profile, TODAY), 'firearm-registration')
      expect(d?.date).toBeNull()
      expect(d?.wording).toBe('Within 5 days after you or your firearm arrive, whichever is later')
    }
  })
})

describe('school, per child', () => {
  const start = '2027-08-02'
  const school = (list: readonly Deadline[]) =>
    list.filter((d) => d.ruleId === 'school-health-record')

  it('without grades or the first day: one deadline, in words', () => {
    const [one, ...rest] = school(deadlinesFor({ children: 2 }, TODAY))
    expect(rest).toEqual([])
    expect(one).toMatchObject({ date: null, title: 'TB clearance and student health record' })
    expect(one?.wording).toMatch(/first day of school/)
  })

  it('one deadline a child in kindergarten to grade 12, named by grade, on the first day', () => {
    const list = deadlinesFor(
      { children: 3, childGrades: ['K', 'PK', '7'], schoolStartDate: start },
      TODAY,
    )
    expect(school(list).map((d) => [d.id, d.title, d.date])).toEqual([
      [
        'school-health-record-child-1',
        'TB clearance and student health record: Child 1, Kindergarten',
        start,
      ],
      [
        'school-health-record-child-3',
        'TB clearance and student health record: Child 3, Grade 7',
        start,
      ],
    ])
  })

  it('a grade not given yet still gets its child a deadline; a preschooler alone gets none', () => {
    const mixed = deadlinesFor({ children: 2, childGrades: ['', '3'] }, TODAY)
    expect(school(mixed).map((d) => d.title)).toEqual([
      'TB clearance and student health record: Child 1',
      'TB clearance and student health record: Child 2, Grade 3',
    ])
    expect(school(deadlinesFor({ children: 1, childGrades: ['PK'] }, TODAY))).toEqual([])
  })

  it('grades past the number of children, and no children, drive nothing', () => {
    const fewer = deadlinesFor(
      { children: 1, childGrades: ['K', '3'], schoolStartDate: start },
      TODAY,
    )
    expect(school(fewer).map((d) => d.id)).toEqual(['school-health-record-child-1'])
    const none = deadlinesFor({ children: 0, childGrades: ['K'], schoolStartDate: start }, TODAY)
    expect(school(none)).toEqual([])
  })

  it('a first day that does not exist waits in words', () => {
    const [d] = school(deadlinesFor({ children: 1, schoolStartDate: '2027-02-30' }, TODAY))
    expect(d).toMatchObject({ date: null, anchorDate: null })
  })
})

describe('only what applies', () => {
  it('no pets, no vehicles, no firearms, no children in school: no deadlines', () => {
    const profile: MoveProfile = {
      children: 0,
      schoolStartDate: '2027-08-02',
      pets: { dogs: 0, cats: 0 },
      vehicles: 0,
      firearms: false,
      petArrivalDate: '2027-06-15',
      carArrivalDate: '2027-06-15',
      reportDate: '2027-06-15',
      firearmArrivalDate: '2027-06-15',
    }
    expect(deadlinesFor(profile, TODAY)).toEqual([])
  })

  it('questions not answered yet keep every rule, in words', () => {
    const list = deadlinesFor({}, TODAY)
    expect(list.map((d) => d.ruleId)).toEqual(deadlineRules.map((r) => r.id))
    expect(list.every((d) => d.date === null)).toBe(true)
  })

  it('a cat counts as a pet', () => {
    const list = deadlinesFor({ pets: { dogs: 0, cats: 1 }, vehicles: 0, firearms: false }, TODAY)
    expect(list.map((d) => d.ruleId)).toContain('pet-rabies-vaccination')
    expect(list.map((d) => d.ruleId)).not.toContain('car-permit-or-registration')
  })
})

describe('the list', () => {
  const profile: MoveProfile = {
    pets: dog,
    petAirport: 'HNL',
    petArrivalDate: '2027-06-15',
    vehicles: 1,
    firearms: true,
    reportDate: '2027-06-10',
  }

  it('puts dated deadlines first, earliest first, then those waiting for a date', () => {
    expect(deadlinesFor(profile, TODAY).map((d) => [d.ruleId, d.date])).toEqual([
      ['pet-rabies-vaccination', '2027-05-16'],
      ['pet-favn-blood-test', '2027-05-16'],
      ['pet-documents-honolulu', '2027-06-05'],
      ['car-safety-inspection', null],
      ['car-permit-or-registration', null],
      ['firearm-registration', null],
      ['school-health-record', null],
    ])
  })

  it('counts the days left from today, negative once passed', () => {
    const list = deadlinesFor(profile, '2027-06-06')
    expect(byRule(list, 'pet-documents-honolulu')?.daysLeft).toBe(-1)
    expect(byRule(deadlinesFor(profile, '2027-06-05'), 'pet-documents-honolulu')?.daysLeft).toBe(0)
  })

  it('carries each rule’s source', () => {
    const d = byRule(deadlinesFor(profile, TODAY), 'pet-documents-honolulu')
    expect(d?.source.url).toMatch(/^https:\/\//)
    expect(d?.source).toMatchObject({ kind: 'secondary', checkedOn: '2026-11-28' })
  })

  it('refuses a today that is not a date', () => {
    expect(() => deadlinesFor(profile, '2027-02-29')).toThrow(/Not a calendar date/)
  })
})

// Real calendar dates from 2025 to 2031, leap days included.
const FIRST = toDayNumber('2025-01-01') ?? 0
const LAST = toDayNumber('2031-12-31') ?? 0
const calendarDate = fc.integer({ min: FIRST, max: LAST }).map(fromDayNumber)
const airport = fc.constantFrom<PetAirport>('HNL', 'OGG', 'KOA', 'LIH')

const anyProfile: fc.Arbitrary<MoveProfile> = fc.record(
  {
    reportDate: calendarDate,
    pets: fc.record({ dogs: fc.nat({ max: 3 }), cats: fc.nat({ max: 3 }) }),
    petArrivalDate: calendarDate,
    petAirport: airport,
    vehicles: fc.nat({ max: 3 }),
    carArrivalDate: calendarDate,
    firearms: fc.boolean(),
    firearmArrivalDate: calendarDate,
    children: fc.nat({ max: 5 }),
    childGrades: fc.array(fc.constantFrom<'' | 'PK' | 'K' | '3' | '12'>('', 'PK', 'K', '3', '12'), {
      maxLength: 6,
    }),
    schoolStartDate: calendarDate,
  },
  { requiredKeys: [] },
)

describe('properties', () => {
  it('no "before" deadline lands after, or on, the event it prepares for', () => {
    fc.assert(
      fc.property(anyProfile, calendarDate, (profile, today) => {
        for (const d of deadlinesFor(profile, today)) {
          const rule = deadlineRules.find((r) => r.id === d.ruleId)
          if (!rule || rule.offsetDays >= 0 || d.date === null || d.anchorDate === null) continue
          expect(daysBetween(d.date, d.anchorDate)).toBeGreaterThan(0)
          expect(d.anchorDate).toBe(profile.petArrivalDate)
        }
      }),
    )
  })

  it('no "within" deadline lands before its event, and the firearm counts from the later arrival', () => {
    fc.assert(
      fc.property(anyProfile, calendarDate, (profile, today) => {
        for (const d of deadlinesFor(profile, today)) {
          if (d.date === null || d.anchorDate === null) continue
          const rule = deadlineRules.find((r) => r.id === d.ruleId)
          if (!rule || rule.offsetDays < 0) continue
          expect(daysBetween(d.anchorDate, d.date)).toBe(rule.offsetDays)
          if (rule.anchor === 'firearmArrival') {
            for (const arrival of [profile.reportDate, profile.firearmArrivalDate]) {
              expect(daysBetween(arrival ?? '', d.anchorDate)).toBeGreaterThanOrEqual(0)
            }
          }
        }
      }),
    )
  })

  it('every dated deadline is its anchor plus the rule’s days, and daysLeft counts from today', () => {
    fc.assert(
      fc.property(anyProfile, calendarDate, (profile, today) => {
        const list = deadlinesFor(profile, today)
        for (const d of list) {
          const rule = deadlineRules.find((r) => r.id === d.ruleId)
          expect(rule).toBeDefined()
          if (d.date === null) {
            expect(d.daysLeft).toBeNull()
            continue
          }
          expect(d.date).toBe(addDays(d.anchorDate ?? '', rule?.offsetDays ?? 0))
          expect(d.daysLeft).toBe(daysBetween(today, d.date))
        }
        const dates = list.flatMap((d) => (d.date === null ? [] : [d.date]))
        expect(dates).toEqual([...dates].sort())
      }),
    )
  })

  it('ids are unique, and a family with no children in school never sees a school rule', () => {
    fc.assert(
      fc.property(anyProfile, calendarDate, (profile, today) => {
        const ids = deadlinesFor(profile, today).map((d) => d.id)
        expect(new Set(ids).size).toBe(ids.length)
        const none = deadlinesFor({ ...profile, children: 0 }, today)
        expect(none.some((d) => d.ruleId.startsWith('school-'))).toBe(false)
      }),
    )
  })

  it('a family with no pets never sees a pet rule', () => {
    fc.assert(
      fc.property(anyProfile, (profile) => {
        const list = deadlinesFor({ ...profile, pets: { dogs: 0, cats: 0 } }, TODAY)
        expect(list.some((d) => d.ruleId.startsWith('pet-'))).toBe(false)
      }),
    )
  })
})

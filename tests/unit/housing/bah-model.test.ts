import { describe, expect, it } from 'vitest'
import {
  DEFAULT_CHOICE,
  acrossAreas,
  bahFor,
  choiceQuery,
  mhaOf,
  parseChoice,
  placeFromValue,
  placeValue,
} from '@/features/housing/model/bah'

const parse = (query: string) => parseChoice(new URLSearchParams(query))

describe('parseChoice', () => {
  it('reads grade, dependents and area from the address, in any case', () => {
    expect(parse('grade=o-3&dependents=WITHOUT&mha=hi414')).toEqual({
      choice: { grade: 'O-3', dependents: 'without', place: { mha: 'HI414' } },
      problems: [],
    })
  })

  it('reads an installation, which wins over an area', () => {
    expect(parse('base=pmrf&mha=HI408').choice.place).toEqual({ base: 'pmrf' })
  })

  it('falls back to the default for each unknown value and says which', () => {
    const { choice, problems } = parse('grade=E-12&dependents=maybe&mha=HI999')
    expect(choice).toEqual(DEFAULT_CHOICE)
    expect(problems).toEqual([
      '“E-12” is not a pay grade we know. Choose one below.',
      '“maybe” is not “with” or “without” dependents. Choose one below.',
      '“HI999” is not one of Hawaii’s four housing areas. Choose where below.',
    ])
    expect(parse('base=fort-nowhere').problems[0]).toMatch(/not an installation we list/)
  })

  it('round-trips through the query string it writes', () => {
    const choice = { grade: 'W-2', dependents: 'with', place: { base: 'schofield' } } as const
    expect(choiceQuery(choice)).toBe('grade=W-2&dependents=with&base=schofield')
    expect(parse(choiceQuery(choice)).choice).toEqual(choice)
  })
})

describe('places', () => {
  it('maps each installation to its island’s area', () => {
    expect(mhaOf({ base: 'pohakuloa' }).code).toBe('HI409')
    expect(mhaOf({ base: 'pmrf' }).code).toBe('HI414')
    expect(mhaOf({ base: 'kaneohe-bay' }).code).toBe('HI408')
    expect(mhaOf({ mha: 'HI407' }).name).toBe('Maui County')
  })

  it('turns a “Where” value into a place and back', () => {
    expect(placeFromValue('base:tripler')).toEqual({ base: 'tripler' })
    expect(placeFromValue('mha:HI409')).toEqual({ mha: 'HI409' })
    expect(placeValue({ mha: 'HI409' })).toBe('mha:HI409')
  })
})

describe('rates and comparisons', () => {
  it('gives the monthly BAH with and without dependents', () => {
    expect(bahFor('E-5', 'with', 'HI408')).toBe(3663)
    expect(bahFor('E-5', 'without', 'HI408')).toBe(2856)
    expect(bahFor('O-7', 'with', 'HI407')).toBe(6489)
  })

  it('compares the same grade in all four areas with the chosen one', () => {
    expect(
      acrossAreas('E-5', 'with', 'HI408').map((r) => [r.mha.code, r.amount, r.difference]),
    ).toEqual([
      ['HI408', 3663, 0],
      ['HI407', 4329, 666],
      ['HI409', 3594, -69],
      ['HI414', 3798, 135],
    ])
  })
})

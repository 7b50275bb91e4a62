import { describe, expect, it } from 'vitest'
import { searchSynonyms } from '@/data/search-terms'
import {
  cleanQuery,
  MAX_QUERY_LENGTH,
  oneEditApart,
  queryVariants,
  synonymVariants,
  typoVariants,
} from '@/features/search/model/query'

const vocabulary = ['firearms', 'quarantine', 'registration', 'schofield', 'storage']

describe('cleanQuery', () => {
  it('trims and joins white space', () => {
    expect(cleanQuery('  pet \n travel ')).toBe('pet travel')
  })
  it('is empty for nothing or symbols only', () => {
    expect(cleanQuery('')).toBe('')
    expect(cleanQuery('   ')).toBe('')
    expect(cleanQuery('%$#@!*()')).toBe('')
  })
  it('cuts a long paste', () => {
    expect(cleanQuery('quarantine '.repeat(50)).length).toBeLessThanOrEqual(MAX_QUERY_LENGTH)
  })
})

describe('synonymVariants', () => {
  it('spells out a short form, whatever its case', () => {
    expect(synonymVariants('tla rates', searchSynonyms)).toContain(
      'temporary lodging allowance rates',
    )
    expect(synonymVariants('POV', searchSynonyms)).toContain('car')
  })
  it('shortens a spelled-out form', () => {
    expect(synonymVariants('household goods weight', searchSynonyms)).toContain('HHG weight')
    expect(synonymVariants('Marine Corps Base Hawaii', searchSynonyms)).toContain('MCBH')
  })
  it('leaves a short form inside a longer word alone', () => {
    expect(synonymVariants('atlas', searchSynonyms)).toEqual([])
    expect(synonymVariants('scarves', searchSynonyms)).toEqual([])
  })
})

describe('oneEditApart', () => {
  it.each([
    ['quarantene', 'quarantine'],
    ['firarms', 'firearms'],
    ['schofeild', 'schofield'],
    ['storagee', 'storage'],
  ])('%s is one typo from %s', (a, b) => {
    expect(oneEditApart(a, b)).toBe(true)
  })
  it.each([
    ['quarantine', 'quarantine'],
    ['qarantene', 'quarantine'],
    ['storage', 'garage'],
  ])('%s is not one typo from %s', (a, b) => {
    expect(oneEditApart(a, b)).toBe(false)
  })
})

describe('typoVariants', () => {
  it('corrects one typo in a longer word', () => {
    expect(typoVariants('quarantene', vocabulary)).toEqual(['quarantine'])
    expect(typoVariants('firearm registraton', vocabulary)).toEqual(['firearm registration'])
  })
  it('leaves short and known words alone', () => {
    expect(typoVariants('tla', vocabulary)).toEqual([])
    expect(typoVariants('quarantine', vocabulary)).toEqual([])
  })
})

describe('queryVariants', () => {
  it('runs the typed query first, then its shorthand and typo fixes', () => {
    const variants = queryVariants('TLA', searchSynonyms, vocabulary)
    expect(variants[0]).toBe('tla')
    expect(variants).toContain('temporary lodging allowance')
  })
  it('runs nothing for an empty or symbols-only query', () => {
    expect(queryVariants('', searchSynonyms, vocabulary)).toEqual([])
    expect(queryVariants('***', searchSynonyms, vocabulary)).toEqual([])
  })
  it('runs a few queries at most for a long paste', () => {
    const paste = 'TLA POV HHG PCS BAH JBPHH MCBH quarantene '.repeat(12)
    expect(queryVariants(paste, searchSynonyms, vocabulary).length).toBeLessThanOrEqual(6)
  })
})

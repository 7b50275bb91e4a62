import { describe, expect, it } from 'vitest'
import path from 'node:path'
import { readDateProblems, readDateProblemsIn } from '../../../scripts/read-dates'

const problemsOf = (text: string) => readDateProblems('data.ts', text).map((p) => p.problem)

describe('read dates in the data files', () => {
  it('accepts a date written beside its source', () => {
    expect(
      problemsOf(`export const a = { source: 'https://x.gov/', checkedOn: '2026-11-23' }`),
    ).toEqual([])
  })

  it('refuses a date shared through a constant', () => {
    const text = `const TODAY = '2026-11-23'\nexport const a = { source: 'https://x.gov/', checkedOn: TODAY }`
    expect(readDateProblems('data.ts', text)).toEqual([
      { line: 2, problem: 'checkedOn comes from a constant: write the date on the fact' },
    ])
  })

  it('refuses a shorthand, a helper that stamps every page, a date with no source and a non-date', () => {
    expect(
      problemsOf(`const checkedOn = '2026-11-23'\nexport const a = { source: 'x', checkedOn }`),
    ).toEqual(['checkedOn comes from a variable: write the date on the fact'])
    expect(
      problemsOf(`const official = (source: string) => ({ source, checkedOn: '2026-11-23' })`),
    ).toEqual(['checkedOn is stamped by a function: write the date on each fact'])
    expect(problemsOf(`const READ = { sourceKind: 'official', checkedOn: '2026-11-23' }`)).toEqual([
      'checkedOn without its source beside it: say which page was read that day',
    ])
    expect(problemsOf(`const a = { source: 'x', checkedOn: 'Nov 23' }`)).toEqual([
      'checkedOn is not a date: "Nov 23"',
    ])
  })

  it('ignores the type that declares the field', () => {
    expect(problemsOf(`interface Sourced { readonly checkedOn?: string }`)).toEqual([])
  })

  it('holds for every data file of the site', () => {
    const found = readDateProblemsIn(path.resolve(__dirname, '../../../src/data'))
    expect(found).toEqual([])
  })
})

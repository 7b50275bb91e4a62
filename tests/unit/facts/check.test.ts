import { describe, expect, it } from 'vitest'
import { checkFacts, factProblems } from '@/lib/facts/check'
import type { FactRecord } from '@/lib/facts/register'

const TODAY = '2026-11-23'
const fact = (over: Partial<FactRecord>): FactRecord => ({
  id: 'f',
  pages: ['/a'],
  statement: 'Fee: $5',
  source: 'https://www.honolulu.gov/csd/vehicle',
  kind: 'official',
  sourceDate: null,
  checkedOn: TODAY,
  ...over,
})

describe('factProblems', () => {
  it('passes an official fact with an https source read today', () => {
    expect(factProblems(fact({}), TODAY)).toEqual([])
  })

  it('needs a kind', () => {
    expect(factProblems(fact({ kind: null }), TODAY)).toEqual([
      'no kind of source (official, secondary, program or advice)',
    ])
  })

  it('refuses a plain http source, a search page and a listing site’s home page', () => {
    expect(factProblems(fact({ source: 'http://hdoa.hawaii.gov/' }), TODAY)[0]).toMatch(/not https/)
    expect(factProblems(fact({ source: 'https://www.google.com/search?q=x' }), TODAY)[0]).toMatch(
      /search engine/,
    )
    expect(factProblems(fact({ source: 'https://www.zillow.com/' }), TODAY)[0]).toMatch(
      /listing site/,
    )
    expect(factProblems(fact({ source: 'https://www.zillow.com/honolulu-hi/' }), TODAY)).toEqual([])
  })

  it('needs a real read date that is not in the future', () => {
    expect(factProblems(fact({ checkedOn: null }), TODAY)).toEqual(['no read date'])
    expect(factProblems(fact({ checkedOn: '2026-02-30' }), TODAY)[0]).toMatch(/not a date/)
    expect(factProblems(fact({ checkedOn: '2026-11-24' }), TODAY)[0]).toMatch(/in the future/)
  })

  it("needs a year in the page's own date, which the old-source warning reads", () => {
    expect(factProblems(fact({ sourceDate: 'news, May 23, 2023' }), TODAY)).toEqual([])
    expect(factProblems(fact({ sourceDate: 'HRS 134-3(a)' }), TODAY)).toEqual([
      'source date has no year to read: "HRS 134-3(a)"',
    ])
  })

  it('takes no read date on a program figure, and no web page', () => {
    expect(
      factProblems(fact({ kind: 'program', source: 'product spec', checkedOn: null }), TODAY),
    ).toEqual([])
    expect(factProblems(fact({ kind: 'program', source: 'product spec' }), TODAY)).toEqual([
      'a program figure carries no read date',
    ])
  })

  it('takes no read date on our planning advice either', () => {
    expect(
      factProblems(fact({ kind: 'advice', source: 'product spec', checkedOn: null }), TODAY),
    ).toEqual([])
    expect(factProblems(fact({ kind: 'advice', source: 'product spec' }), TODAY)).toEqual([
      'our advice carries no read date',
    ])
  })
})

describe('checkFacts', () => {
  it('prints a fact read over 12 months ago as due and fails one read over 24 months ago', () => {
    const { errors, due } = checkFacts(
      [
        fact({ id: 'fresh', checkedOn: '2026-01-01' }),
        fact({ id: 'due', checkedOn: '2025-11-23' }),
        fact({ id: 'stale', checkedOn: '2024-11-22' }),
      ],
      [],
      TODAY,
    )
    expect(due).toEqual([{ id: 'due', problem: 'read 2025-11-23: due for review' }])
    expect(errors).toEqual([{ id: 'stale', problem: 'read 2024-11-22, more than 24 months ago' }])
  })

  it('fails two facts with one id that say different things', () => {
    const { errors } = checkFacts(
      [],
      [{ id: 'fee', statements: ['Fee: $5', 'Fee: $6'], pages: ['/a'] }],
      TODAY,
    )
    expect(errors[0]?.problem).toMatch(/say different things: "Fee: \$5" \/ "Fee: \$6"/)
  })
})

describe('a yearly table', () => {
  it('is due for review once its next year starts, however recently it was read', () => {
    const table = fact({ id: 'bah', checkedOn: '2026-11-27', reviewFrom: '2027-01-01' })
    expect(checkFacts([table], [], '2026-12-31').due).toEqual([])
    expect(checkFacts([table], [], '2027-01-01').due).toEqual([
      { id: 'bah', problem: "due for review from 2027-01-01: a new year's figures" },
    ])
  })
})

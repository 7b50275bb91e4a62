import { describe, expect, it } from 'vitest'
import { factId, reportHref, slug } from '@/lib/facts/fact-id'
import { buildRegister, registerCsv } from '@/lib/facts/register'
import { registerPages } from '@/data/register-pages'

const fee = {
  label: 'Direct release fee',
  amount: '$185',
  source: 'https://hdoa.hawaii.gov/ai/aqs/',
  sourceKind: 'official' as const,
  checkedOn: '2026-11-23',
}

describe('fact ids', () => {
  it('names a fact by its own name, the same on every build', () => {
    expect(factId(fee)).toBe('direct-release-fee')
    expect(factId({ ...fee })).toBe(factId(fee))
    expect(slug('Navy Gateway Inns & Suites (Arizona Hall)')).toBe(
      'navy-gateway-inns-suites-arizona-hall',
    )
  })

  it('links a fact to the report form with the fact chosen', () => {
    expect(reportHref(fee)).toBe('/sources?fact=direct-release-fee#report')
    expect(reportHref({ source: 'https://a.gov' })).toBe('/sources#report')
  })
})

describe('buildRegister', () => {
  it('lists a fact shown on two pages once, with both pages', () => {
    const { facts, conflicts } = buildRegister([
      { path: '/a', data: [{ costs: [fee] }] },
      { path: '/b', data: [{ FEE: fee }] },
    ])
    expect(conflicts).toEqual([])
    expect(facts).toEqual([
      {
        id: 'direct-release-fee',
        pages: ['/a', '/b'],
        statement: 'Direct release fee: $185',
        source: 'https://hdoa.hawaii.gov/ai/aqs/',
        kind: 'official',
        sourceDate: null,
        checkedOn: '2026-11-23',
      },
    ])
  })

  it('flags one name with one source saying two different things', () => {
    const { conflicts } = buildRegister([
      { path: '/a', data: [{ costs: [fee, { ...fee, amount: '$244' }] }] },
    ])
    expect(conflicts).toEqual([
      {
        id: 'direct-release-fee',
        statements: ['Direct release fee: $185', 'Direct release fee: $244'],
        pages: ['/a'],
      },
    ])
  })

  it('tells apart a card and its phone, and two offices of one name', () => {
    const office = {
      label: 'Housing office',
      description: 'Applications and counselors.',
      source: 'https://base.mil/housing',
      phone: {
        label: 'Housing office',
        display: '808-555-0100',
        source: 'https://base.mil/housing',
      },
    }
    const other = { ...office, source: 'https://other.mil/housing', phone: undefined }
    const { facts, conflicts } = buildRegister([
      {
        path: '/a',
        data: [
          {
            BASES: [
              { name: 'Base A', office },
              { name: 'Base B', other },
            ],
          },
        ],
      },
    ])
    expect(conflicts).toEqual([])
    expect(facts.map((f) => [f.id, f.statement])).toEqual([
      ['base-b--housing-office', 'Housing office: Applications and counselors.'],
      ['housing-office', 'Housing office: Applications and counselors.'],
      ['housing-office-phone', 'Housing office: 808-555-0100'],
    ])
  })

  it('writes CSV with every field quoted and quotes doubled', () => {
    const csv = registerCsv([
      {
        id: 'x',
        pages: ['/a', '/b'],
        statement: 'Say "aloha", then go',
        source: 'https://a.gov',
        kind: 'secondary',
        sourceDate: 'May 2001',
        checkedOn: '2026-11-23',
      },
    ])
    expect(csv).toBe(
      '"id","pages","statement","source","kind","source_date","read_on"\r\n' +
        '"x","/a /b","Say ""aloha"", then go","https://a.gov","secondary","May 2001","2026-11-23"\r\n',
    )
  })

  it('gives every fact of the site a unique id', () => {
    const { facts } = buildRegister(registerPages)
    expect(facts.length).toBeGreaterThan(200)
    expect(new Set(facts.map((f) => f.id)).size).toBe(facts.length)
  })
})

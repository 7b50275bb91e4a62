import { describe, expect, it } from 'vitest'
import { formatCheckedOn, sourceHost, telHref } from '@/features/toolkit/format'

describe('formatCheckedOn', () => {
  it('shows an ISO date the way people read it', () => {
    expect(formatCheckedOn('2026-11-22')).toBe('Nov 22, 2026')
    expect(formatCheckedOn('2026-01-01')).toBe('Jan 1, 2026')
  })
})

describe('sourceHost', () => {
  it('names the site of a source URL, and nothing for a text source', () => {
    expect(sourceHost('https://www.travel.dod.mil/Support/ALL-FAQs/')).toBe('travel.dod.mil')
    expect(sourceHost('http://hdoa.hawaii.gov/blog/')).toBe('hdoa.hawaii.gov')
    expect(sourceHost('product spec')).toBeUndefined()
  })
})

describe('telHref', () => {
  it.each([
    ['808-483-7151', 'tel:+18084837151'],
    ['(808) 257-2676', 'tel:+18082572676'],
    ['1-866-393-9831', 'tel:+18663939831'],
    ['800-4Matson', 'tel:+18004628766'],
  ])('dials %s as %s', (phone, href) => {
    expect(telHref(phone)).toBe(href)
  })

  it('gives no link for something that is not a U.S. number', () => {
    expect(telHref('call the front desk')).toBeUndefined()
    expect(telHref('12345')).toBeUndefined()
  })
})

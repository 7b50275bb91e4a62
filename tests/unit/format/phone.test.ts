import { describe, expect, it } from 'vitest'
import { telHref } from '@/format'
import * as installations from '@/data/installations'
import * as rentals from '@/data/rentals'

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

describe('the phone numbers in the data', () => {
  /** Every object with a label and a printed number, wherever it sits in a module's exports. */
  function phones(value: unknown, found: { display: string }[] = []): { display: string }[] {
    if (Array.isArray(value)) value.forEach((item) => phones(item, found))
    else if (value && typeof value === 'object') {
      const entry = value as Record<string, unknown>
      if (typeof entry.display === 'string' && typeof entry.label === 'string')
        found.push(entry as { display: string })
      Object.values(entry).forEach((item) => phones(item, found))
    }
    return found
  }

  it('each get a tel: link from the number as printed', () => {
    const all = phones([Object.values(installations), Object.values(rentals)])
    expect(all.length).toBeGreaterThanOrEqual(6)
    for (const phone of all)
      expect(telHref(phone.display), phone.display).toMatch(/^tel:\+1\d{10}$/)
    expect(telHref('(808) 257-2676')).toBe('tel:+18082572676')
  })
})

import { describe, expect, it } from 'vitest'
import { telHref } from '@/features/toolkit/format'

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

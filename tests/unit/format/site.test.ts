import { describe, expect, it } from 'vitest'
import { siteOf } from '@/format'

describe('siteOf', () => {
  it.each([
    ['https://www.va.gov/housing-assistance/', 'va.gov'],
    ['https://hdoa.hawaii.gov/ai/aqs/', 'hdoa.hawaii.gov'],
    ['HTTP://Example.com/a?b=c', 'example.com'],
  ])('names the site of %s as %s', (address, site) => {
    expect(siteOf(address)).toBe(site)
  })

  it.each(['product spec', 'mailto:a@b.co', 'https://', ''])(
    'has no site for %j, which is not a web address',
    (text) => {
      expect(siteOf(text)).toBeUndefined()
    },
  )
})

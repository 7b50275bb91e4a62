import { describe, expect, it } from 'vitest'
import { pageHref } from '@/lib/page-href'

describe('pageHref', () => {
  it('gives back a page address, with its query or fragment, unchanged', () => {
    expect(pageHref('/programs')).toBe('/programs')
    expect(pageHref('/auth?tab=signup')).toBe('/auth?tab=signup')
    expect(pageHref('/sources#report')).toBe('/sources#report')
  })

  it('refuses, at compile time, an address no page has (npm run typecheck fails otherwise)', () => {
    // @ts-expect-error -- no page is at /programmes: a mistyped link fails the build.
    expect(pageHref('/programmes')).toBe('/programmes')
    // @ts-expect-error -- a query must follow a page's address.
    expect(pageHref('/nowhere?tab=signup')).toBe('/nowhere?tab=signup')
  })
})

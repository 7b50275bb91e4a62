import { describe, expect, it } from 'vitest'
import { nextPath } from '@/features/auth/pages/AuthPage'

const next = (value: string) => nextPath(new URLSearchParams({ next: value }))

describe('the page to return to after signing in', () => {
  it('is the page asked for when it is on this site', () => {
    expect(next('/account')).toBe('/account')
  })

  it('is home when none is given', () => {
    expect(nextPath(new URLSearchParams())).toBe('/')
  })

  it('is home for a path with a tab, a line break or a space in it (audit L-1)', () => {
    for (const odd of ['/\t/evil.example', '/\n/evil.example', '/\r/x', '/ /x', '/a\u0000b']) {
      expect(next(odd), JSON.stringify(odd)).toBe('/')
    }
    expect(next('/housing/bah?grade=E-5')).toBe('/housing/bah?grade=E-5')
  })

  it('is home for another site, so a link cannot send a visitor away', () => {
    for (const away of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'evil']) {
      expect(next(away)).toBe('/')
    }
  })
})

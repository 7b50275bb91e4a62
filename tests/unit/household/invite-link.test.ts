import { beforeEach, describe, expect, it } from 'vitest'
import { inviteLink, isToken, pendingInvite } from '@/features/household/invite-link'

const TOKEN = '0123456789abcdef'.repeat(4)

beforeEach(() => sessionStorage.clear())

describe('an invite link', () => {
  it('carries its token in the fragment, which no server sees', () => {
    const link = new URL(inviteLink('https://example.org', TOKEN))
    expect(link.pathname).toBe('/household/join')
    expect(link.search).toBe('')
    expect(link.hash).toBe(`#${TOKEN}`)
  })

  it('takes only a token the database could have made', () => {
    expect(isToken(TOKEN)).toBe(true)
    expect(isToken(TOKEN.toUpperCase())).toBe(false)
    expect(isToken(TOKEN.slice(1))).toBe(false)
    expect(isToken(`${TOKEN}0`)).toBe(false)
    expect(isToken('')).toBe(false)
  })

  it('is kept for the tab while the visitor signs in, and forgotten when used', () => {
    expect(pendingInvite.get()).toBeNull()
    pendingInvite.set(TOKEN)
    expect(pendingInvite.get()).toBe(TOKEN)
    pendingInvite.clear()
    expect(pendingInvite.get()).toBeNull()
  })

  it('ignores a kept value that is not a token', () => {
    sessionStorage.setItem('hpp:household-invite', '<script>')
    expect(pendingInvite.get()).toBeNull()
  })
})

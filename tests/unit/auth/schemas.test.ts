import { describe, expect, it } from 'vitest'
import {
  changeEmailSchema,
  newPasswordSchema,
  signInSchema,
  signUpSchema,
} from '@/features/auth/schemas'
import { passwordProblems as sharedProblems } from '@/lib/password-rule'

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.error?.issues.map((issue) => issue.message) ?? []
}

describe('the email rule', () => {
  it.each(['name@domain.tld', 'first.last+pcs@mail.example.com'])('accepts %s', (email) => {
    expect(signUpSchema.safeParse({ email, password: 'Aloha2026' }).success).toBe(true)
  })
  it.each([
    '',
    'name',
    'name@domain',
    'name @domain.tld',
    'name@domain.tld ',
    '@domain.tld',
    'a@b@c.tld',
  ])('refuses %j with the spec message', (email) => {
    expect(messages(signUpSchema.safeParse({ email, password: 'Aloha2026' }))).toContain(
      'Please enter a valid email address.',
    )
  })
})

const passwordProblems = (password: string) => messages(newPasswordSchema.safeParse({ password }))

describe('the sign-up password rules', () => {
  it('lists every rule a password breaks, in the spec words', () => {
    expect(passwordProblems('')).toEqual([
      'Password must be at least 8 characters long',
      'Password must contain at least one lowercase letter',
      'Password must contain at least one uppercase letter',
      'Password must contain at least one number',
    ])
    expect(passwordProblems('abcdefgh')).toEqual([
      'Password must contain at least one uppercase letter',
      'Password must contain at least one number',
    ])
    expect(passwordProblems('ABCDEFG1')).toEqual([
      'Password must contain at least one lowercase letter',
    ])
  })
  it('accepts a password of 8 characters with all three kinds', () => {
    expect(passwordProblems('Aloha202')).toEqual([])
    expect(signUpSchema.safeParse({ email: 'a@b.co', password: 'Aloha202' }).success).toBe(true)
  })
})

describe('the sign-in form', () => {
  it('requires both fields', () => {
    expect(messages(signInSchema.safeParse({ email: '', password: '' }))).toEqual([
      'Email is required',
      'Password is required',
    ])
  })
  it('takes any non-empty password (the server decides)', () => {
    expect(signInSchema.safeParse({ email: 'a@b.co', password: 'x' }).success).toBe(true)
  })
})

describe('the change-email form', () => {
  it('asks for the current password with the new address', () => {
    expect(
      messages(changeEmailSchema.safeParse({ email: 'new@b.co', currentPassword: '' })),
    ).toEqual(['Enter your current password'])
    expect(changeEmailSchema.safeParse({ email: 'new@b.co', currentPassword: 'x' }).success).toBe(
      true,
    )
  })
})

describe('the shared password rule', () => {
  it.each(['', 'abcdefgh', 'ABCDEFG1', 'Aloha2026pcs', 'all-lowercase-words'])(
    'gives the server the form’s problems for %j',
    (password) => {
      expect(sharedProblems(password)).toEqual(messages(newPasswordSchema.safeParse({ password })))
    },
  )
})

import { describe, expect, it } from 'vitest'
import { contactSchema, suggestionSchema } from '@/features/community/model/schemas'
import { emailSchema } from '@/lib/validation'

const messages = (result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]))

const contact = { fullName: 'Ana Silva', email: 'ana@example.com', base: '', message: 'Aloha' }

describe('the contact form rules', () => {
  it('asks for name, email and message, and leaves the base optional', () => {
    const result = contactSchema.safeParse({ fullName: ' ', email: '', base: '', message: '\n' })
    expect(messages(result)).toEqual({
      fullName: 'Please enter your full name.',
      email: 'Please enter your email address.',
      message: 'Please write your message.',
    })
  })

  it('stores what was typed without the spaces around it', () => {
    const result = contactSchema.parse({
      ...contact,
      fullName: '  Ana Silva ',
      email: ' ana@example.com ',
      message: '  Two kids, one dog.\n',
    })
    expect(result).toEqual({ ...contact, message: 'Two kids, one dog.' })
  })

  it.each(['name', 'name@domain', 'name @domain.tld', 'a@b@c.tld'])(
    'refuses the address %j with the site message',
    (email) => {
      expect(messages(contactSchema.safeParse({ ...contact, email })).email).toBe(
        'Please enter a valid email address.',
      )
    },
  )

  it('keeps within what the database stores', () => {
    const result = contactSchema.safeParse({ ...contact, message: 'x'.repeat(5001) })
    expect(messages(result).message).toBe('Please keep your message to 5,000 characters or fewer.')
    expect(contactSchema.safeParse({ ...contact, message: 'x'.repeat(5000) }).success).toBe(true)
    expect(contactSchema.safeParse({ ...contact, fullName: 'x'.repeat(201) }).success).toBe(false)
  })
})

describe('the suggestion box rules', () => {
  it('needs only a suggestion that is not blank', () => {
    expect(
      suggestionSchema.safeParse({ suggestion: 'More maps', category: '', email: '' }).success,
    ).toBe(true)
    expect(
      messages(suggestionSchema.safeParse({ suggestion: '   ', category: '', email: '' })),
    ).toEqual({ suggestion: 'Please write your suggestion.' })
  })

  it('checks the email only when one is given', () => {
    const result = suggestionSchema.safeParse({ suggestion: 'Maps', category: '', email: 'ana@' })
    expect(messages(result)).toEqual({ email: 'Please enter a valid email address.' })
    expect(
      suggestionSchema.parse({ suggestion: 'Maps', category: 'Other', email: ' ana@example.com ' }),
    ).toEqual({ suggestion: 'Maps', category: 'Other', email: 'ana@example.com' })
  })
})

// tests/unit/auth refuses these same addresses in the sign-up form.
describe('one email rule for the whole site', () => {
  it('refuses what the site rule refuses, and accepts what it accepts', () => {
    for (const email of ['name@domain', 'name @domain.tld', 'a@b@c.tld', 'ana@example.com']) {
      expect(contactSchema.safeParse({ ...contact, email }).success).toBe(
        emailSchema.safeParse(email).success,
      )
    }
  })
})

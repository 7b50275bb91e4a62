import { describe, expect, it } from 'vitest'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { fieldMessages, schemaField } from '@/lib/forms'

const registration: UseFormRegisterReturn = {
  name: 'email',
  onChange: async () => undefined,
  onBlur: async () => undefined,
  ref: () => undefined,
}

describe('fieldMessages', () => {
  it('lists every rule the schema found broken, in its order', () => {
    const types = {
      too_small: 'Password must be at least 8 characters long',
      invalid_format: [
        'Password must contain at least one uppercase letter',
        'Password must contain at least one number',
      ],
    }
    expect(fieldMessages({ type: 'too_small', message: types.too_small, types })).toEqual([
      'Password must be at least 8 characters long',
      'Password must contain at least one uppercase letter',
      'Password must contain at least one number',
    ])
  })

  it('falls back to the one message a server set, and to nothing without an error', () => {
    expect(fieldMessages({ type: 'server', message: 'Use a different password.' })).toEqual([
      'Use a different password.',
    ])
    expect(fieldMessages(undefined)).toEqual([])
  })
})

describe('schemaField', () => {
  it('shows the schema’s message in red, else the hint', () => {
    const refused = schemaField(
      registration,
      { type: 'custom', message: 'Please enter a valid email address.' },
      'We reply here.',
    )
    expect(refused).toMatchObject({
      error: true,
      helperText: 'Please enter a valid email address.',
      name: 'email',
    })
    expect(schemaField(registration, undefined, 'We reply here.')).toMatchObject({
      error: false,
      helperText: 'We reply here.',
    })
    expect(schemaField(registration).helperText).toBeUndefined()
  })
})

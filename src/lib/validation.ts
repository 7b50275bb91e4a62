import { z } from './zod'

export const EMAIL_MESSAGE = 'Please enter a valid email address.'
// name@domain.tld, and no white space anywhere (docs/decisions.md#d-03).
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** The site's one email rule, used by every form that asks for an address. */
export const emailSchema = z.string().regex(EMAIL_PATTERN, EMAIL_MESSAGE)

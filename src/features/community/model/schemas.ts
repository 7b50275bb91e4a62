import { zodResolver } from '@hookform/resolvers/zod'
import { groupDigits } from '@/format'
import { z } from '@/lib/zod'
import { EMAIL_MESSAGE, EMAIL_PATTERN, emailSchema } from '@/lib/validation'
import { LIMITS } from './fields'

// Optional; checked only when given.
const optionalEmail = z
  .string()
  .trim()
  .max(LIMITS.email, EMAIL_MESSAGE)
  .refine((email) => email === '' || EMAIL_PATTERN.test(email), EMAIL_MESSAGE)

const text = (missing: string, max: number, tooLong: string) =>
  z.string().trim().min(1, missing).max(max, tooLong)

export const contactSchema = z.object({
  fullName: text('Please enter your full name.', LIMITS.fullName, 'Please shorten your name.'),
  email: z
    .string()
    .trim()
    .min(1, 'Please enter your email address.')
    .max(LIMITS.email, EMAIL_MESSAGE)
    .pipe(emailSchema),
  base: z.string().max(LIMITS.base),
  message: text(
    'Please write your message.',
    LIMITS.message,
    `Please keep your message to ${groupDigits(LIMITS.message)} characters or fewer.`,
  ),
  /** The honeypot (components/Honeypot.tsx): empty unless a bot filled it. */
  website: z.string().optional(),
})

export const suggestionSchema = z.object({
  suggestion: text(
    'Please write your suggestion.',
    LIMITS.suggestion,
    `Please keep your suggestion to ${groupDigits(LIMITS.suggestion)} characters or fewer.`,
  ),
  category: z.string().max(100),
  email: optionalEmail,
  website: z.string().optional(),
})

const LINK_MESSAGE =
  'Please enter a web address starting with http:// or https://, or leave it empty.'

export const factReportSchema = z.object({
  factId: z.string().regex(/^[a-z0-9-]{1,200}$/, 'Please choose the fact the problem is with.'),
  problem: text(
    'Please say what is wrong.',
    LIMITS.problem,
    `Please keep it to ${groupDigits(LIMITS.problem)} characters or fewer.`,
  ),
  // Optional: a page that shows the right figure.
  link: z
    .string()
    .trim()
    .max(LIMITS.link, LINK_MESSAGE)
    .refine((link) => link === '' || /^https?:\/\/\S+$/i.test(link), LINK_MESSAGE),
  /** The honeypot (components/Honeypot.tsx): empty unless a bot filled it. */
  website: z.string().optional(),
  email: optionalEmail,
})

export type ContactValues = z.infer<typeof contactSchema>
export type SuggestionValues = z.infer<typeof suggestionSchema>
export type FactReportValues = z.infer<typeof factReportSchema>

/** Form resolvers; the forms load this module on first use (see lazyResolver). */
export const contactResolver = zodResolver(contactSchema)
export const suggestionResolver = zodResolver(suggestionSchema)
export const factReportResolver = zodResolver(factReportSchema)

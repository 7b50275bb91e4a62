import { ApiError, authError } from './errors.ts'
import { WindowCounter } from './rate-limit.ts'

/** Supabase sends one e-mail per address (or user) per 60 s. */
export const EMAIL_INTERVAL = 60_000

const emailTooSoon = (seconds: number) => {
  const err = authError(
    429,
    'over_email_send_rate_limit',
    `For security purposes, you can only request this after ${seconds} seconds.`,
  )
  return new ApiError(err.statusCode, err.body, { 'Retry-After': String(seconds) })
}

/**
 * One mail a minute per key, shared by every route that mails. A recipient's key
 * (`recipientKey`) is the same for sign-up confirmation, recovery and e-mail change, so asking
 * for each kind in turn cannot send an address more than one mail a minute (audit M-4).
 */
export function mailSlots(now: () => number) {
  const counter = new WindowCounter(1, EMAIL_INTERVAL, now)
  return {
    /** Takes the key's slot, or throws 429 `over_email_send_rate_limit` with Retry-After. */
    take(key: string): void {
      if (!counter.take(key)) throw emailTooSoon(counter.retryAfter(key))
    },
  }
}

export const recipientKey = (address: string) => `to:${address.toLowerCase()}`

import { getSupabase } from '@/lib/supabase'
import type { ContactValues, FactReportValues, SuggestionValues } from '../model/schemas'

export type Send<T> = (values: T) => Promise<void>

// A hung connection must not leave the form saying "Sending…" for ever.
const TIMEOUT_MS = 30_000

/**
 * Stores a contact message in `contact_messages`. Resolves only once the row is stored; rejects
 * otherwise (no backend, offline, refused). No `.select()`: visitors may insert, never read.
 */
export const sendContactMessage: Send<ContactValues> = async (values) => {
  const supabase = await getSupabase()
  const { error } = await supabase
    .from('contact_messages')
    .insert({
      full_name: values.fullName,
      email: values.email,
      base: values.base || null,
      message: values.message,
      // Left out when empty (a person never fills it), so the request stays the usual one.
      honeypot: values.website?.slice(0, 500) || undefined,
    })
    .abortSignal(AbortSignal.timeout(TIMEOUT_MS))
  if (error) throw new Error(error.message)
}

/** Stores a suggestion in `suggestions`, with the same promise as sendContactMessage. */
export const sendSuggestion: Send<SuggestionValues> = async (values) => {
  const supabase = await getSupabase()
  const { error } = await supabase
    .from('suggestions')
    .insert({
      suggestion: values.suggestion,
      category: values.category || null,
      email: values.email || null,
      honeypot: values.website?.slice(0, 500) || undefined,
    })
    .abortSignal(AbortSignal.timeout(TIMEOUT_MS))
  if (error) throw new Error(error.message)
}

/** Stores a report on a fact in `fact_reports`, with the same promise as sendContactMessage. */
export const sendFactReport: Send<FactReportValues> = async (values) => {
  const supabase = await getSupabase()
  const { error } = await supabase
    .from('fact_reports')
    .insert({
      fact_id: values.factId,
      problem: values.problem,
      link: values.link || null,
      email: values.email || null,
      honeypot: values.website?.slice(0, 500) || undefined,
    })
    .abortSignal(AbortSignal.timeout(TIMEOUT_MS))
  if (error) throw new Error(error.message)
}

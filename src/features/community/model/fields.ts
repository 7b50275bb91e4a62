import type { ContactValues, FactReportValues, SuggestionValues } from './schemas'

// The database's own limits (supabase/migrations): a form that passes here is always stored.
export const LIMITS = {
  fullName: 200,
  email: 320,
  base: 200,
  message: 5000,
  suggestion: 2000,
  problem: 2000,
  link: 2000,
}

/** The contact form's fields a visitor must fill (also `required` in the browser). */
export const CONTACT_REQUIRED = ['fullName', 'email', 'message'] as const

export const EMPTY_CONTACT: ContactValues = {
  fullName: '',
  email: '',
  base: '',
  message: '',
  website: '',
}
export const EMPTY_SUGGESTION: SuggestionValues = {
  suggestion: '',
  category: '',
  email: '',
  website: '',
}
export const EMPTY_FACT_REPORT: FactReportValues = {
  factId: '',
  problem: '',
  link: '',
  email: '',
  website: '',
}

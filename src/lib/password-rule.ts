/**
 * The site's rule for a new password (docs/decisions.md#s-5's order and words), in one module
 * that the forms (src/features/auth/schemas.ts) and the server (server/api) both import, so the
 * server refuses exactly what the form refuses, with the same words (D-30-7). Plain code, no
 * imports: the server runs it as is.
 */
export const PASSWORD_MIN_LENGTH = 8

export const PASSWORD_LENGTH_MESSAGE = `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`

/** The character rules after the length, in the order the form lists them. */
export const PASSWORD_CHARACTER_RULES: readonly { pattern: RegExp; message: string }[] = [
  { pattern: /[a-z]/, message: 'Password must contain at least one lowercase letter' },
  { pattern: /[A-Z]/, message: 'Password must contain at least one uppercase letter' },
  { pattern: /\d/, message: 'Password must contain at least one number' },
]

/** Every rule the password breaks, in the form's words and order; empty when it is fine. */
export function passwordProblems(password: string): string[] {
  const problems = password.length < PASSWORD_MIN_LENGTH ? [PASSWORD_LENGTH_MESSAGE] : []
  for (const rule of PASSWORD_CHARACTER_RULES) {
    if (!rule.pattern.test(password)) problems.push(rule.message)
  }
  return problems
}

import { PASSWORD_MIN_LENGTH } from '@/lib/password-rule'

/** The sign-up password rule's length, for the field's hint and `minLength` (schemas.ts judges). */
export { PASSWORD_MIN_LENGTH }

/** The hint under a new-password field until a rule is broken. */
export const PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters, with a lowercase letter, an uppercase letter and a number.`

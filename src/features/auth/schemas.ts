import { zodResolver } from '@hookform/resolvers/zod'
import { z } from '@/lib/zod'
import { emailSchema } from '@/lib/validation'
import {
  PASSWORD_CHARACTER_RULES,
  PASSWORD_LENGTH_MESSAGE,
  PASSWORD_MIN_LENGTH,
} from '@/lib/password-rule'

/**
 * A new password under the sign-up rules (src/lib/password-rule.ts, which the server uses too). Zod
 * reports every broken rule; the forms validate with `criteriaMode: 'all'` to list them all
 * (NewPasswordField).
 */
const newPassword = PASSWORD_CHARACTER_RULES.reduce(
  (schema, rule) => schema.regex(rule.pattern, rule.message),
  z.string().min(PASSWORD_MIN_LENGTH, PASSWORD_LENGTH_MESSAGE),
)

export const signUpSchema = z.object({ email: emailSchema, password: newPassword })

const requiredEmail = z.string().min(1, 'Email is required').pipe(emailSchema)

export const signInSchema = z.object({
  email: requiredEmail,
  password: z.string().min(1, 'Password is required'),
})

export const forgotPasswordSchema = z.object({ email: requiredEmail })
export const newPasswordSchema = z.object({ password: newPassword })

export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, 'Enter your current password'),
  password: newPassword,
})
/** A new address, and the current password that proves the change is the owner's (D-30-2). */
export const changeEmailSchema = z.object({
  email: requiredEmail,
  currentPassword: z.string().min(1, 'Enter your current password'),
})
export const deleteAccountSchema = z.object({
  confirm: z.string().refine((v) => v.trim() === 'DELETE', 'Type DELETE to confirm'),
})

export type SignUpValues = z.infer<typeof signUpSchema>
export type SignInValues = z.infer<typeof signInSchema>
export type EmailValues = z.infer<typeof forgotPasswordSchema>
export type NewPasswordValues = z.infer<typeof newPasswordSchema>
export type ChangePasswordValues = z.infer<typeof changePasswordSchema>
export type ChangeEmailValues = z.infer<typeof changeEmailSchema>
export type DeleteAccountValues = z.infer<typeof deleteAccountSchema>

/** Form resolvers; the forms load this module on first use (see lazyResolver). */
export const signUpResolver = zodResolver(signUpSchema)
export const signInResolver = zodResolver(signInSchema)
export const emailResolver = zodResolver(forgotPasswordSchema)
export const newPasswordResolver = zodResolver(newPasswordSchema)
export const changePasswordResolver = zodResolver(changePasswordSchema)
export const changeEmailResolver = zodResolver(changeEmailSchema)
export const deleteAccountResolver = zodResolver(deleteAccountSchema)

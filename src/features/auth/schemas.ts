import { zodResolver } from '@hookform/resolvers/zod'
import { z } from '@/lib/zod'
import { emailSchema } from '@/lib/validation'
import { passwordProblems } from './password'

export { EMAIL_MESSAGE, emailSchema } from '@/lib/validation'
export { passwordProblems } from './password'

/** A new password under the sign-up rules, each broken rule its own message. */
const newPassword = z.string().superRefine((password, ctx) => {
  for (const message of passwordProblems(password)) ctx.addIssue({ code: 'custom', message })
})

export const signUpSchema = z.object({ email: emailSchema, password: newPassword })

export const signInSchema = z.object({
  email: z.string().min(1, 'Email is required').pipe(emailSchema),
  password: z.string().min(1, 'Password is required'),
})

export const forgotPasswordSchema = z.object({
  email: z.string().min(1, 'Email is required').pipe(emailSchema),
})
export const newPasswordSchema = z.object({ password: newPassword })
export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, 'Enter your current password'),
  password: newPassword,
})
export const deleteAccountSchema = z.object({
  confirm: z.string().refine((v) => v.trim() === 'DELETE', 'Type DELETE to confirm'),
})

export type SignUpValues = z.infer<typeof signUpSchema>
export type SignInValues = z.infer<typeof signInSchema>
export type EmailValues = z.infer<typeof forgotPasswordSchema>
export type NewPasswordValues = z.infer<typeof newPasswordSchema>
export type ChangePasswordValues = z.infer<typeof changePasswordSchema>
export type DeleteAccountValues = z.infer<typeof deleteAccountSchema>

/** Form resolvers; the forms load this module on first use (see lazyResolver). */
export const signUpResolver = zodResolver(signUpSchema)
export const signInResolver = zodResolver(signInSchema)
export const emailResolver = zodResolver(forgotPasswordSchema)
export const newPasswordResolver = zodResolver(newPasswordSchema)
export const changePasswordResolver = zodResolver(changePasswordSchema)
export const deleteAccountResolver = zodResolver(deleteAccountSchema)

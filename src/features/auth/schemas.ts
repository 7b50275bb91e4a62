import { zodResolver } from '@hookform/resolvers/zod'
import { z } from '@/lib/zod'
import { emailSchema } from '@/lib/validation'
import { passwordProblems } from './password'

export { EMAIL_MESSAGE, emailSchema } from '@/lib/validation'
export { passwordProblems } from './password'

export const signUpSchema = z.object({
  email: emailSchema,
  password: z.string().superRefine((password, ctx) => {
    for (const message of passwordProblems(password)) ctx.addIssue({ code: 'custom', message })
  }),
})

export const signInSchema = z.object({
  email: z.string().min(1, 'Email is required').pipe(emailSchema),
  password: z.string().min(1, 'Password is required'),
})

export type SignUpValues = z.infer<typeof signUpSchema>
export type SignInValues = z.infer<typeof signInSchema>

/** Form resolvers; the forms load this module on first use (see lazyResolver). */
export const signUpResolver = zodResolver(signUpSchema)
export const signInResolver = zodResolver(signInSchema)

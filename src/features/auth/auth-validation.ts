// Register, login and password-reset rules of the spec: one schema per form, with its messages.
import * as z from 'zod/mini'
import { LIMITS } from '@/content/limits'
import { MESSAGES } from '@/content/messages'
import { characterCount } from '@/lib/characters'

export interface PasswordRule {
  id: 'length' | 'uppercase' | 'lowercase' | 'number'
  label: string
  test: (password: string) => boolean
}

export const PASSWORD_RULES: readonly PasswordRule[] = [
  {
    id: 'length',
    label: `At least ${LIMITS.passwordMin} characters`,
    test: (password) => characterCount(password) >= LIMITS.passwordMin,
  },
  { id: 'uppercase', label: 'One uppercase letter', test: (password) => /[A-Z]/.test(password) },
  { id: 'lowercase', label: 'One lowercase letter', test: (password) => /[a-z]/.test(password) },
  { id: 'number', label: 'One number', test: (password) => /[0-9]/.test(password) },
]

export function meetsPasswordRequirements(password: string): boolean {
  return PASSWORD_RULES.every((rule) => rule.test(password))
}

/** The live "Passwords do not match" hint: only once something was typed in the confirmation. */
export function passwordsMismatch(password: string, passwordConfirm: string): boolean {
  return passwordConfirm !== '' && password !== passwordConfirm
}

/** The first failing password rule in the spec's order (match, then requirements), if any. */
function passwordPairIssue(password: string, passwordConfirm: string) {
  if (password !== passwordConfirm)
    return { path: ['passwordConfirm'], message: MESSAGES.passwordsDoNotMatch }
  if (!meetsPasswordRequirements(password))
    return { path: ['password'], message: MESSAGES.passwordRequirements }
  return null
}

/** "I want to train" (a client) or "I want to coach" (a trainer). */
const SIGN_UP_ROLES = ['train', 'coach'] as const
export type SignUpRole = (typeof SIGN_UP_ROLES)[number]

const email = z.string().check(z.trim(), z.maxLength(LIMITS.email))

/** Login (email and password required, the inputs' `required` says so first). */
export const loginSchema = z.object({
  email: email.check(z.minLength(1, 'Enter your email.')),
  password: z.string().check(z.minLength(1, 'Enter your password.')),
})

/** "Forgot password?": the account's email. */
export const forgotPasswordSchema = z.object({
  email: email.check(z.minLength(1, 'Enter your email.')),
})

/**
 * Register: only the first failing rule is reported, in the spec's order (terms, match,
 * requirements), as the form shows one alert.
 */
export const registrationSchema = z
  .object({
    name: z.string().check(z.maxLength(LIMITS.name)),
    email,
    password: z.string(),
    passwordConfirm: z.string(),
    termsAccepted: z.boolean(),
    /** What the member signs up for: the next screen is the fitness form or the trainer form. */
    role: z.enum(SIGN_UP_ROLES),
  })
  .check(
    z.superRefine((values, context) => {
      const issue = values.termsAccepted
        ? passwordPairIssue(values.password, values.passwordConfirm)
        : { path: ['termsAccepted'], message: MESSAGES.termsRequired }
      if (issue) context.addIssue({ code: 'custom', input: values, ...issue })
    }),
  )

/** The reset link's new password: the same rules as Register, without the terms. */
export const resetPasswordSchema = z
  .object({ password: z.string(), passwordConfirm: z.string() })
  .check(
    z.superRefine((values, context) => {
      const issue = passwordPairIssue(values.password, values.passwordConfirm)
      if (issue) context.addIssue({ code: 'custom', input: values, ...issue })
    }),
  )

/** The fields whose message the one alert shows, first to last. */
export const PASSWORD_FORM_FIELDS = ['termsAccepted', 'passwordConfirm', 'password'] as const
export const RESET_FORM_FIELDS = ['passwordConfirm', 'password'] as const

/** The Account screen's password change: the current password, then the same rules as Register. */
export const changePasswordSchema = z
  .object({
    oldPassword: z.string().check(z.minLength(1, 'Enter your current password.')),
    password: z.string(),
    passwordConfirm: z.string(),
  })
  .check(
    z.superRefine((values, context) => {
      const issue = passwordPairIssue(values.password, values.passwordConfirm)
      if (issue) context.addIssue({ code: 'custom', input: values, ...issue })
    }),
  )
export const CHANGE_PASSWORD_FIELDS = ['oldPassword', 'passwordConfirm', 'password'] as const

/** The Account screen's name and new email. */
export const accountNameSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'Enter your name.'), z.maxLength(LIMITS.name)),
})
export const emailChangeSchema = z.object({
  email: email.check(z.minLength(1, 'Enter your new email.')),
})

/** The email-change link's page: the password confirms it is the member. */
export const confirmEmailChangeSchema = z.object({
  password: z.string().check(z.minLength(1, 'Enter your password.')),
})

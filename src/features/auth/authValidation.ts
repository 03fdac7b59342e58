// Register and login rules of spec §5, as plain functions the forms and tests share.
import { PASSWORD_MIN_LENGTH } from '@/content/constants'
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
    label: `At least ${PASSWORD_MIN_LENGTH} characters`,
    test: (password) => characterCount(password) >= PASSWORD_MIN_LENGTH,
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

export interface RegistrationInput {
  password: string
  passwordConfirm: string
  termsAccepted: boolean
}

/** The first failing rule's message, in the spec's order, or null when the form may be sent. */
export function validateRegistration({
  password,
  passwordConfirm,
  termsAccepted,
}: RegistrationInput): string | null {
  if (!termsAccepted) return MESSAGES.termsRequired
  if (password !== passwordConfirm) return MESSAGES.passwordsDoNotMatch
  if (!meetsPasswordRequirements(password)) return MESSAGES.passwordRequirements
  return null
}

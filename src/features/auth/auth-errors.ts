// Maps auth failures to the spec's texts; the forms only show what these return.
import { MESSAGES, USER_AREA_MESSAGES } from '@/content/messages'
import {
  fieldErrorCode,
  fieldErrorMessages,
  isRateLimited,
  RATE_LIMITED_MESSAGE,
} from '@/lib/errors'

const NAME_CHARACTERS = 'Name cannot contain line breaks or control characters.'
const CHARACTER_CODES = ['validation_name_characters', 'validation_invalid_characters']

export function registerErrorMessage(error: unknown): string {
  if (isRateLimited(error)) return RATE_LIMITED_MESSAGE
  const nameCode = fieldErrorCode(error, 'name')
  // The input guard's words do not say which field: name it.
  if (nameCode && CHARACTER_CODES.includes(nameCode)) return NAME_CHARACTERS
  if (nameCode) return fieldErrorMessages(error).name ?? MESSAGES.registerFailed
  const emailCode = fieldErrorCode(error, 'email')
  // Only a taken address is "already exists"; a too-long or invalid one gets the server's words.
  if (emailCode === 'validation_not_unique') return MESSAGES.emailTaken
  if (emailCode) return fieldErrorMessages(error).email ?? MESSAGES.registerFailed
  if (fieldErrorCode(error, 'password')) return MESSAGES.passwordTooWeak
  if (fieldErrorCode(error, 'acceptTerms')) return MESSAGES.termsRequired
  return MESSAGES.registerFailed
}

export function loginErrorMessage(error: unknown): string {
  if (isRateLimited(error)) return RATE_LIMITED_MESSAGE
  // Only the right password hears it: a wrong one gets the usual failure first.
  if (fieldErrorCode(error, 'account') === 'validation_account_suspended') {
    return USER_AREA_MESSAGES.accountSuspended
  }
  return MESSAGES.loginFailed
}

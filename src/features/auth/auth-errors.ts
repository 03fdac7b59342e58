// Maps auth failures to the spec §8 texts; the forms only show what these return.
import { MESSAGES } from '@/content/messages'
import {
  fieldErrorCode,
  fieldErrorMessages,
  isRateLimited,
  RATE_LIMITED_MESSAGE,
} from '@/lib/errors'

export function registerErrorMessage(error: unknown): string {
  if (isRateLimited(error)) return RATE_LIMITED_MESSAGE
  const emailCode = fieldErrorCode(error, 'email')
  // Only a taken address is "already exists"; a too-long or invalid one gets the server's words.
  if (emailCode === 'validation_not_unique') return MESSAGES.emailTaken
  if (emailCode) return fieldErrorMessages(error).email ?? MESSAGES.registerFailed
  if (fieldErrorCode(error, 'password')) return MESSAGES.passwordTooWeak
  return MESSAGES.registerFailed
}

export function loginErrorMessage(error: unknown): string {
  if (isRateLimited(error)) return RATE_LIMITED_MESSAGE
  return MESSAGES.loginFailed
}

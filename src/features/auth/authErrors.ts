// Maps auth failures to the spec §8 texts; the forms only show what these return.
import { MESSAGES } from '@/content/messages'
import { fieldErrorCode, isRateLimited, RATE_LIMITED_MESSAGE } from '@/lib/errors'

export function registerErrorMessage(error: unknown): string {
  if (isRateLimited(error)) return RATE_LIMITED_MESSAGE
  if (fieldErrorCode(error, 'email')) return MESSAGES.emailTaken
  if (fieldErrorCode(error, 'password')) return MESSAGES.passwordTooWeak
  return MESSAGES.registerFailed
}

export function loginErrorMessage(error: unknown): string {
  if (isRateLimited(error)) return RATE_LIMITED_MESSAGE
  return MESSAGES.loginFailed
}

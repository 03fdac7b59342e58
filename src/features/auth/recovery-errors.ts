// Texts of the recovery screens; the spec has none, so they live here.
import { MESSAGES } from '@/content/messages'
import { fieldErrorCode, isRateLimited, RATE_LIMITED_MESSAGE } from '@/lib/errors'

export const RECOVERY_MESSAGES = {
  resetRequested: (email: string) =>
    `If an account exists for ${email}, we have sent it a link to choose a new password. Check your inbox.`,
  resetRequestFailed: 'We could not send the email right now. Please try again.',
  resetLinkInvalid: 'This reset link is invalid or has expired. Ask for a new one.',
  resetFailed: 'Could not reset your password. Please try again.',
  passwordChanged: 'Your password has been changed.',
  verified: 'Your email address is verified. Thank you!',
  verifyLinkInvalid: 'This verification link is invalid or has expired.',
  verificationSent: (email: string) => `We sent a new verification link to ${email}.`,
  verificationFailed: 'We could not send the verification email. Please try again.',
} as const

export function resetRequestErrorMessage(error: unknown): string {
  return isRateLimited(error) ? RATE_LIMITED_MESSAGE : RECOVERY_MESSAGES.resetRequestFailed
}

/** Why "Resend" sent nothing: the rate limit says so, anything else asks to try again. */
export function resendVerificationErrorMessage(error: unknown): string {
  return isRateLimited(error) ? RATE_LIMITED_MESSAGE : RECOVERY_MESSAGES.verificationFailed
}

export function resetErrorMessage(error: unknown): string {
  if (isRateLimited(error)) return RATE_LIMITED_MESSAGE
  if (fieldErrorCode(error, 'token')) return RECOVERY_MESSAGES.resetLinkInvalid
  if (fieldErrorCode(error, 'password')) return MESSAGES.passwordTooWeak
  if (fieldErrorCode(error, 'passwordConfirm')) return MESSAGES.passwordsDoNotMatch
  return RECOVERY_MESSAGES.resetFailed
}

export const EMAIL_CHANGE_MESSAGES = {
  changed: 'Your email has been changed.',
  changedSignIn: 'Your email has been changed. Sign in with the new address.',
  linkInvalid: 'This link is invalid or has expired. Ask for a new one from your Account page.',
  wrongPassword: 'That password is not right. Enter the password you sign in with.',
  failed: 'Could not change your email. Please try again.',
} as const

/** Why the email-change link was refused, in the member's words. */
export function emailChangeErrorMessage(error: unknown): string {
  if (isRateLimited(error)) return RATE_LIMITED_MESSAGE
  if (fieldErrorCode(error, 'token')) return EMAIL_CHANGE_MESSAGES.linkInvalid
  if (fieldErrorCode(error, 'password')) return EMAIL_CHANGE_MESSAGES.wrongPassword
  return EMAIL_CHANGE_MESSAGES.failed
}

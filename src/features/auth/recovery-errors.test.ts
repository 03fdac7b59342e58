import { ClientResponseError } from 'pocketbase'
import { describe, expect, it } from 'vitest'
import { MESSAGES } from '@/content/messages'
import { emailInResetToken } from './recovery-api'
import { RECOVERY_MESSAGES, resetErrorMessage, resetRequestErrorMessage } from './recovery-errors'

function refusal(status: number, data: Record<string, { code: string; message: string }> = {}) {
  return new ClientResponseError({ status, response: { status, message: 'x', data } })
}

describe('password reset messages', () => {
  it('explains an expired link, a weak password and anything else in words', () => {
    const invalid = refusal(400, { token: { code: 'validation_invalid_token', message: 'x' } })
    expect(resetErrorMessage(invalid)).toBe(RECOVERY_MESSAGES.resetLinkInvalid)
    const weak = refusal(400, { password: { code: 'validation_password_weak', message: 'x' } })
    expect(resetErrorMessage(weak)).toBe(MESSAGES.passwordTooWeak)
    expect(resetErrorMessage(refusal(500))).toBe(RECOVERY_MESSAGES.resetFailed)
    expect(resetRequestErrorMessage(refusal(0))).toBe(RECOVERY_MESSAGES.resetRequestFailed)
  })

  it('reads the account email from the reset token', () => {
    const payload = btoa(JSON.stringify({ email: 'nora@gymbuddy.sg', type: 'passwordReset' }))
      .replace(/=+$/, '')
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
    expect(emailInResetToken(`header.${payload}.signature`)).toBe('nora@gymbuddy.sg')
    expect(emailInResetToken('not-a-token')).toBe('')
  })
})

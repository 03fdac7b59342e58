import { describe, expect, it } from 'vitest'
import { RATE_LIMITED_MESSAGE } from '@/lib/errors'
import { pbError } from '@/testing/pocketbase-error'
import { loginErrorMessage, registerErrorMessage } from './auth-errors'

describe('registerErrorMessage', () => {
  it('explains a taken email', () => {
    const error = pbError(400, {
      email: { code: 'validation_not_unique', message: 'Value must be unique.' },
    })
    expect(registerErrorMessage(error)).toBe('An account with this email already exists')
  })

  it('gives the server its own words for an email that is too long or invalid', () => {
    const tooLong = pbError(400, {
      email: { code: 'validation_too_long', message: 'Must be at most 254 characters.' },
    })
    expect(registerErrorMessage(tooLong)).toBe('Must be at most 254 characters.')
    const invalid = pbError(400, {
      email: { code: 'validation_is_email', message: 'Must be a valid email address.' },
    })
    expect(registerErrorMessage(invalid)).toBe('Must be a valid email address.')
  })

  it('asks for the terms when the server refuses a sign-up without them', () => {
    const error = pbError(400, {
      acceptTerms: { code: 'validation_terms_required', message: 'Please accept the terms.' },
    })
    expect(registerErrorMessage(error)).toBe('Please accept the terms and conditions.')
  })

  it('falls back when an email error comes without a message', () => {
    const error = pbError(400, { email: { code: 'validation_invalid_type', message: '' } })
    expect(registerErrorMessage(error)).toBe('Failed to create account. Please try again.')
  })

  it('says which name characters the server refused', () => {
    for (const code of ['validation_name_characters', 'validation_invalid_characters']) {
      const error = pbError(400, { name: { code, message: 'Contains control characters.' } })
      expect(registerErrorMessage(error)).toBe(
        'Name cannot contain line breaks or control characters.',
      )
    }
    const tooLong = pbError(400, {
      name: { code: 'validation_too_long', message: 'Name must be at most 100 characters.' },
    })
    expect(registerErrorMessage(tooLong)).toBe('Name must be at most 100 characters.')
  })

  it('explains a password the server flags', () => {
    const error = pbError(400, {
      password: { code: 'validation_min_text_constraint', message: 'Too short.' },
    })
    expect(registerErrorMessage(error)).toBe('Password is too weak')
  })

  it('falls back for anything else', () => {
    expect(registerErrorMessage(pbError(500))).toBe('Failed to create account. Please try again.')
    expect(registerErrorMessage(new TypeError('Failed to fetch'))).toBe(
      'Failed to create account. Please try again.',
    )
  })

  it('says when the server is rate limiting', () => {
    expect(registerErrorMessage(pbError(429))).toBe(RATE_LIMITED_MESSAGE)
  })
})

describe('loginErrorMessage', () => {
  it('gives the one login failure text for bad credentials', () => {
    expect(loginErrorMessage(pbError(400, {}, 'Failed to authenticate.'))).toBe(
      'Invalid email or password. Please try again.',
    )
  })

  it('says when the server is rate limiting', () => {
    expect(loginErrorMessage(pbError(429))).toBe(RATE_LIMITED_MESSAGE)
  })

  it('says the account is suspended when the server says so', () => {
    const suspended = pbError(400, {
      account: { code: 'validation_account_suspended', message: 'This account is suspended.' },
    })
    expect(loginErrorMessage(suspended)).toBe('This account is suspended.')
  })
})

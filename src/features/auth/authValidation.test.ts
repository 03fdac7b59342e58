import { describe, expect, it } from 'vitest'
import { MESSAGES } from '@/content/messages'
import {
  meetsPasswordRequirements,
  PASSWORD_RULES,
  passwordsMismatch,
  validateRegistration,
} from './authValidation'

describe('password requirements', () => {
  it('accepts 8+ characters with an uppercase, a lowercase letter and a number', () => {
    expect(meetsPasswordRequirements('Password1')).toBe(true)
    expect(meetsPasswordRequirements('Abcdefg1')).toBe(true)
  })

  it.each([
    ['Pass1wd', 'length'],
    ['password1', 'uppercase'],
    ['PASSWORD1', 'lowercase'],
    ['Passwordx', 'number'],
  ])('rejects %j for its missing %s rule', (password, failing) => {
    expect(meetsPasswordRequirements(password)).toBe(false)
    const failed = PASSWORD_RULES.filter((rule) => !rule.test(password)).map((rule) => rule.id)
    expect(failed).toEqual([failing])
  })

  it('names the four checklist items', () => {
    expect(PASSWORD_RULES.map((rule) => rule.label)).toEqual([
      'At least 8 characters',
      'One uppercase letter',
      'One lowercase letter',
      'One number',
    ])
  })
})

describe('passwordsMismatch', () => {
  it('stays quiet until a confirmation is typed', () => {
    expect(passwordsMismatch('Password1', '')).toBe(false)
    expect(passwordsMismatch('Password1', 'Password')).toBe(true)
    expect(passwordsMismatch('Password1', 'Password1')).toBe(false)
  })
})

describe('validateRegistration', () => {
  const valid = { password: 'Password1', passwordConfirm: 'Password1', termsAccepted: true }

  it('lets a complete form through', () => {
    expect(validateRegistration(valid)).toBeNull()
  })

  it('asks for the terms first', () => {
    expect(
      validateRegistration({ password: 'x', passwordConfirm: 'y', termsAccepted: false }),
    ).toBe(MESSAGES.termsRequired)
    expect(MESSAGES.termsRequired).toBe('Please accept the terms and conditions.')
  })

  it('then checks that the passwords match', () => {
    expect(validateRegistration({ ...valid, passwordConfirm: 'Password2' })).toBe(
      'Passwords do not match',
    )
  })

  it('then checks the requirements', () => {
    expect(validateRegistration({ ...valid, password: 'weak', passwordConfirm: 'weak' })).toBe(
      'Password does not meet requirements.',
    )
  })
})

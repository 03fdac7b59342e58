import { describe, expect, it } from 'vitest'
import {
  meetsPasswordRequirements,
  PASSWORD_RULES,
  passwordsMismatch,
  registrationSchema,
  resetPasswordSchema,
  loginSchema,
} from './auth-validation'

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

/** The messages the schema gives, field by field (what the form shows). */
function messagesOf(result: {
  success: boolean
  error?: { issues: { path: PropertyKey[]; message: string }[] }
}) {
  return (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message])
}

describe('registrationSchema', () => {
  const valid = {
    name: 'Ana Lim',
    email: ' ana@example.com ',
    password: 'Password1',
    passwordConfirm: 'Password1',
    termsAccepted: true,
    role: 'train',
  }

  it('lets a complete form through, with the email trimmed', () => {
    const result = registrationSchema.safeParse(valid)
    expect(result.success).toBe(true)
    expect(result.data?.email).toBe('ana@example.com')
  })

  it('takes "coach" as the sign-up role and refuses anything but train or coach', () => {
    expect(registrationSchema.safeParse({ ...valid, role: 'coach' }).success).toBe(true)
    expect(registrationSchema.safeParse({ ...valid, role: 'admin' }).success).toBe(false)
  })

  it('asks for the terms first', () => {
    const result = registrationSchema.safeParse({
      ...valid,
      password: 'x',
      passwordConfirm: 'y',
      termsAccepted: false,
    })
    expect(messagesOf(result)).toEqual([
      ['termsAccepted', 'Please accept the terms and conditions.'],
    ])
  })

  it('then checks that the passwords match', () => {
    const result = registrationSchema.safeParse({ ...valid, passwordConfirm: 'Password2' })
    expect(messagesOf(result)).toEqual([['passwordConfirm', 'Passwords do not match']])
  })

  it('then checks the requirements', () => {
    const result = registrationSchema.safeParse({
      ...valid,
      password: 'weak',
      passwordConfirm: 'weak',
    })
    expect(messagesOf(result)).toEqual([['password', 'Password does not meet requirements.']])
  })

  it('holds the server limits on the name and the email', () => {
    expect(registrationSchema.safeParse({ ...valid, name: 'n'.repeat(101) }).success).toBe(false)
    const longEmail = `${'e'.repeat(243)}@example.com`
    expect(registrationSchema.safeParse({ ...valid, email: longEmail }).success).toBe(false)
  })
})

describe('resetPasswordSchema', () => {
  it('checks the match, then the requirements, without terms', () => {
    expect(
      resetPasswordSchema.safeParse({ password: 'Password1', passwordConfirm: 'Password1' })
        .success,
    ).toBe(true)
    expect(
      messagesOf(resetPasswordSchema.safeParse({ password: 'weak', passwordConfirm: 'weaker' })),
    ).toEqual([['passwordConfirm', 'Passwords do not match']])
    expect(
      messagesOf(resetPasswordSchema.safeParse({ password: 'weak', passwordConfirm: 'weak' })),
    ).toEqual([['password', 'Password does not meet requirements.']])
  })
})

describe('loginSchema', () => {
  it('trims the email and requires both fields', () => {
    expect(loginSchema.safeParse({ email: ' a@b.sg ', password: 'x' }).data?.email).toBe('a@b.sg')
    expect(loginSchema.safeParse({ email: ' ', password: '' }).success).toBe(false)
  })
})

import * as z from 'zod/mini'
import { describe, expect, it } from 'vitest'
import { failsWith, firstMessage } from './forms'

describe('failsWith', () => {
  it('turns a plain rule into a schema check with the rule’s own message', () => {
    const schema = z.string().check(failsWith((text: string) => (text ? undefined : 'Required.')))
    expect(schema.safeParse('x').success).toBe(true)
    expect(schema.safeParse('').error?.issues[0]?.message).toBe('Required.')
  })
})

describe('firstMessage', () => {
  it('names the first field with a message, in the order given', () => {
    const errors = {
      password: { type: 'custom', message: 'Password does not meet requirements.' },
      passwordConfirm: { type: 'custom', message: 'Passwords do not match' },
    }
    expect(firstMessage(errors, ['termsAccepted', 'passwordConfirm', 'password'])).toBe(
      'Passwords do not match',
    )
    expect(firstMessage({}, ['password'])).toBeUndefined()
  })
})

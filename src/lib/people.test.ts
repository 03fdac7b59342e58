import { describe, expect, it } from 'vitest'
import { displayName } from './people'

describe('displayName', () => {
  it('prefers the name, else the email, else empty', () => {
    expect(displayName({ name: 'Ann', email: 'a@x.sg' })).toBe('Ann')
    expect(displayName({ name: '  ', email: 'a@x.sg' })).toBe('a@x.sg')
    expect(displayName(undefined)).toBe('')
  })
})

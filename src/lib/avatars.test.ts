import { describe, expect, it } from 'vitest'
import { avatarInitial } from './avatars'

describe('avatarInitial', () => {
  it('takes the first letter of the name, capitalised', () => {
    expect(avatarInitial(' mei lin', 'x@y.sg', 'U')).toBe('M')
  })

  it('falls back to the email, then to the given letter', () => {
    expect(avatarInitial('  ', 'kai@gym.sg', 'U')).toBe('K')
    expect(avatarInitial(undefined, undefined, 'G')).toBe('G')
  })
})

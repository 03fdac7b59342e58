import { describe, expect, it } from 'vitest'
import { isSignedInPath } from './paths'

describe('isSignedInPath', () => {
  it('knows which routes need a signed-in user', () => {
    expect(isSignedInPath('/user')).toBe(true)
    expect(isSignedInPath('/user/')).toBe(true)
    expect(isSignedInPath('/user/chat/abc')).toBe(true)
    expect(isSignedInPath('/book-session/abc')).toBe(true)
    expect(isSignedInPath('/book-session')).toBe(false)
    expect(isSignedInPath('/')).toBe(false)
    expect(isSignedInPath('/login')).toBe(false)
    expect(isSignedInPath('/username')).toBe(false)
    expect(isSignedInPath('/user/no-such-screen')).toBe(false)
  })
})

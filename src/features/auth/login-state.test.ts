import { describe, expect, it } from 'vitest'
import { afterLoginPath, loginNotice } from './login-state'

describe('afterLoginPath', () => {
  it('goes to /user by default', () => {
    expect(afterLoginPath(null)).toBe('/user')
    expect(afterLoginPath(undefined)).toBe('/user')
    expect(afterLoginPath({})).toBe('/user')
    expect(afterLoginPath('/user/inbox')).toBe('/user')
  })

  it.each([
    '/user',
    '/user/inbox',
    '/user/chat/abc123',
    '/book-session/t1',
    '/user/profile/create',
    '/book-session/t1?at=2026-12-01T11%3A00%3A00.000Z',
  ])('returns to the signed-in screen %s (with a plain query, e.g. the hour picked)', (from) => {
    expect(afterLoginPath({ from })).toBe(from)
  })

  it.each([
    '/',
    '/login',
    '/register',
    '/find-gym-buddy',
    '/book-session',
    '/user/no-such-screen',
    '/username',
    '/users/x',
    'https://evil.example/user',
    '//evil.example/user',
    '/user//evil.example',
    '/user/../login',
    '/user?next=//evil.example',
    '/user?next=https://evil.example',
    '/user#x',
    'user/inbox',
    42,
  ])('ignores %j', (from) => {
    expect(afterLoginPath({ from })).toBe('/user')
  })
})

describe('loginNotice', () => {
  it('is the text SessionWatcher left', () => {
    expect(
      loginNotice({ from: '/user', notice: 'Your session has expired. Please sign in again.' }),
    ).toBe('Your session has expired. Please sign in again.')
  })

  it('is nothing without a text', () => {
    expect(loginNotice(null)).toBeNull()
    expect(loginNotice({ from: '/user' })).toBeNull()
    expect(loginNotice({ notice: '  ' })).toBeNull()
    expect(loginNotice({ notice: { text: 'x' } })).toBeNull()
  })
})

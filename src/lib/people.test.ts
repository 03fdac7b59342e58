import { describe, expect, it } from 'vitest'
import { displayName, idsFilter } from './people'

describe('idsFilter', () => {
  it('ORs one escaped id term per distinct id', () => {
    expect(idsFilter(['a1', 'b2', 'a1', ''])).toBe('id = "a1" || id = "b2"')
  })

  it('escapes quotes so an id cannot break out of the filter', () => {
    expect(idsFilter(['x" || id != "'])).toBe('id = "x\\" || id != \\""')
  })
})

describe('displayName', () => {
  it('prefers the name, else the email, else empty', () => {
    expect(displayName({ name: 'Ann', email: 'a@x.sg' })).toBe('Ann')
    expect(displayName({ name: '  ', email: 'a@x.sg' })).toBe('a@x.sg')
    expect(displayName(undefined)).toBe('')
  })
})

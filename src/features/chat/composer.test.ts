import { describe, expect, it } from 'vitest'
import { charactersLeft } from './composer'

describe('charactersLeft', () => {
  it('says nothing while far from the limit', () => {
    expect(charactersLeft('x'.repeat(1799), 2000)).toBeNull()
  })

  it('counts what is left near the limit, an emoji as one character', () => {
    expect(charactersLeft('x'.repeat(1800), 2000)).toBe(200)
    expect(charactersLeft('💪'.repeat(1990), 2000)).toBe(10)
    expect(charactersLeft('x'.repeat(2000), 2000)).toBe(0)
  })
})

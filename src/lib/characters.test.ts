import { describe, expect, it } from 'vitest'
import { characterCount, clipCharacters } from './characters'

describe('characterCount', () => {
  it('counts an emoji as one character, as the server does', () => {
    expect(characterCount('💪'.repeat(100))).toBe(100)
    expect(characterCount('Yoga')).toBe(4)
    expect(characterCount('')).toBe(0)
  })
})

describe('clipCharacters', () => {
  it('keeps up to the limit in characters, never splitting an emoji', () => {
    expect(clipCharacters('💪'.repeat(2000), 2000)).toBe('💪'.repeat(2000))
    expect(clipCharacters('💪'.repeat(2001), 2000)).toBe('💪'.repeat(2000))
    expect(clipCharacters('abc', 2)).toBe('ab')
  })
})

import { describe, expect, it } from 'vitest'
import { formatSgMobile, parseSgMobile, phoneForSaving } from './sg-phone'
import { SG_PHONE_CASES } from './sg-phone.cases'

describe('a Singapore mobile as the app reads it', () => {
  it.each(SG_PHONE_CASES)('"$typed" is stored as $stored', ({ typed, stored }) => {
    expect(parseSgMobile(typed)).toBe(stored)
  })

  it('sends the stored form, or what was typed for the server to refuse', () => {
    expect(phoneForSaving('9123 4567')).toBe('+6591234567')
    expect(phoneForSaving(' 1234 ')).toBe('1234')
  })

  it('reads a stored number in groups of four', () => {
    expect(formatSgMobile('+6591234567')).toBe('+65 9123 4567')
    expect(formatSgMobile('53012345D')).toBe('53012345D')
  })
})

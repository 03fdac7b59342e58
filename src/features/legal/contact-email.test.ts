import { describe, expect, it } from 'vitest'
import { contactEmail, DEFAULT_CONTACT_EMAIL } from './contact-email'

describe('contactEmail', () => {
  it('uses the configured address, trimmed', () => {
    expect(contactEmail(' support@example.sg ')).toBe('support@example.sg')
  })

  it('falls back to our inbox when nothing usable is configured', () => {
    expect(contactEmail(undefined)).toBe(DEFAULT_CONTACT_EMAIL)
    expect(contactEmail('')).toBe(DEFAULT_CONTACT_EMAIL)
    expect(contactEmail('not an address')).toBe(DEFAULT_CONTACT_EMAIL)
  })
})

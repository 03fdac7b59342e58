import { describe, expect, it } from 'vitest'
import { needsTermsUpdate } from './terms-update-check'

describe('needsTermsUpdate', () => {
  it('asks a member who accepted an older version, or none (an account made before consents)', () => {
    expect(needsTermsUpdate('2025-01-01', '2026-11-29')).toBe(true)
    expect(needsTermsUpdate(null, '2026-11-29')).toBe(true)
  })

  it('does not ask a member who accepted the current version, or a newer one than this app knows', () => {
    expect(needsTermsUpdate('2026-11-29', '2026-11-29')).toBe(false)
    expect(needsTermsUpdate('2027-03-01', '2026-11-29')).toBe(false)
  })
})

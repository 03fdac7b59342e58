import { describe, expect, it } from 'vitest'
import { credentialBadgeLabel, credentialBadgesOf } from './credential-badges'

describe('credentialBadgeLabel', () => {
  it('names what was checked: NREP, CPR/AED with the month it is valid until, a certificate by title', () => {
    expect(credentialBadgeLabel({ kind: 'nrep', title: 'NREP registration', expiresAt: '' })).toBe(
      'NREP verified',
    )
    expect(
      credentialBadgeLabel({
        kind: 'cpr_aed',
        title: 'CPR/AED certificate',
        expiresAt: '2027-03-31 15:59:59.999Z',
      }),
    ).toBe('CPR/AED valid until Mar 2027')
    expect(
      credentialBadgeLabel({ kind: 'certificate', title: 'ACE CPT', expiresAt: '2028-01-01' }),
    ).toBe('ACE CPT verified')
  })

  it('reads the expiry in Singapore time (the last day of a month stays in that month)', () => {
    // 31 Dec 2026 23:59 SGT is 15:59 UTC on the same day; 1 Jan 00:30 SGT is 31 Dec UTC.
    expect(
      credentialBadgeLabel({ kind: 'cpr_aed', title: '', expiresAt: '2026-12-31 16:30:00.000Z' }),
    ).toBe('CPR/AED valid until Jan 2027')
  })
})

describe('credentialBadgesOf', () => {
  it('is a list whatever the row carries', () => {
    expect(credentialBadgesOf(null)).toEqual([])
    expect(credentialBadgesOf(undefined)).toEqual([])
    expect(credentialBadgesOf([{ kind: 'nrep', title: 'x', expiresAt: '' }, 'junk'])).toEqual([
      { kind: 'nrep', title: 'x', expiresAt: '' },
    ])
  })
})

import { describe, expect, it } from 'vitest'
import { canEditReview, canRateSession } from './review-rules'

const now = new Date('2026-11-23T12:00:00Z')

describe('canRateSession', () => {
  it('allows a confirmed session once its hour is over', () => {
    expect(canRateSession({ status: 'confirmed', datetime: '2026-11-23 11:00:00.000Z' }, now)).toBe(
      true,
    )
    expect(canRateSession({ status: 'confirmed', datetime: '2026-11-23 11:30:00.000Z' }, now)).toBe(
      false,
    )
    expect(canRateSession({ status: 'confirmed', datetime: '2026-11-24 11:00:00.000Z' }, now)).toBe(
      false,
    )
  })

  it.each(['declined', 'cancelled', 'requested', 'expired', ''] as const)(
    'never a %s booking',
    (status) => {
      expect(canRateSession({ status, datetime: '2026-11-01 01:00:00.000Z' }, now)).toBe(false)
    },
  )
})

describe('canEditReview', () => {
  it('for 14 days after writing', () => {
    expect(canEditReview({ created: '2026-11-10 12:00:00.000Z' }, now)).toBe(true)
    expect(canEditReview({ created: '2026-11-09 11:59:00.000Z' }, now)).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'
import { canEditReview, canRateSession } from './review-rules'

const now = new Date('2026-11-23T12:00:00Z')

describe('canRateSession', () => {
  const attended = { status: 'confirmed' as const, outcome: 'attended' as const }

  it('allows a confirmed, attended session once its hour is over', () => {
    expect(canRateSession({ ...attended, datetime: '2026-11-23 11:00:00.000Z' }, now)).toBe(true)
    expect(canRateSession({ ...attended, datetime: '2026-11-23 11:30:00.000Z' }, now)).toBe(false)
    expect(canRateSession({ ...attended, datetime: '2026-11-24 11:00:00.000Z' }, now)).toBe(false)
  })

  it.each(['', 'client_no_show', 'trainer_no_show'] as const)(
    'never an ended session whose outcome is "%s"',
    (outcome) => {
      const datetime = '2026-11-23 10:00:00.000Z'
      expect(canRateSession({ status: 'confirmed', outcome, datetime }, now)).toBe(false)
    },
  )

  it.each(['declined', 'cancelled', 'requested', 'expired', ''] as const)(
    'never a %s booking',
    (status) => {
      const datetime = '2026-11-01 01:00:00.000Z'
      expect(canRateSession({ status, outcome: 'attended', datetime }, now)).toBe(false)
    },
  )
})

describe('canEditReview', () => {
  it('for 14 days after writing', () => {
    expect(canEditReview({ created: '2026-11-10 12:00:00.000Z' }, now)).toBe(true)
    expect(canEditReview({ created: '2026-11-09 11:59:00.000Z' }, now)).toBe(false)
  })
})

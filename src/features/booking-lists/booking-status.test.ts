import { describe, expect, it } from 'vitest'
import { bookingStatusVariant, effectiveStatus } from './booking-status'

describe('booking status', () => {
  it('maps confirmed to default, declined to destructive and requested to secondary', () => {
    expect(bookingStatusVariant('confirmed')).toBe('default')
    expect(bookingStatusVariant('declined')).toBe('destructive')
    expect(bookingStatusVariant('requested')).toBe('secondary')
  })

  it('shows the final states cancelled and expired as outlines', () => {
    expect(bookingStatusVariant('cancelled')).toBe('outline')
    expect(bookingStatusVariant('expired')).toBe('outline')
  })

  it('reads a missing status as requested', () => {
    expect(effectiveStatus('')).toBe('requested')
    expect(effectiveStatus(undefined)).toBe('requested')
    expect(bookingStatusVariant('')).toBe('secondary')
  })
})

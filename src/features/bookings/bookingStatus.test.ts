import { describe, expect, it } from 'vitest'
import { bookingStatusVariant, canAnswer, effectiveStatus } from './bookingStatus'

describe('booking status', () => {
  it('maps confirmed to default, declined to destructive and requested to secondary', () => {
    expect(bookingStatusVariant('confirmed')).toBe('default')
    expect(bookingStatusVariant('declined')).toBe('destructive')
    expect(bookingStatusVariant('requested')).toBe('secondary')
  })

  it('reads a missing status as requested', () => {
    expect(effectiveStatus('')).toBe('requested')
    expect(effectiveStatus(undefined)).toBe('requested')
    expect(bookingStatusVariant('')).toBe('secondary')
  })

  it('offers answers only on requested bookings', () => {
    expect(canAnswer('requested')).toBe(true)
    expect(canAnswer('')).toBe(true)
    expect(canAnswer('confirmed')).toBe(false)
    expect(canAnswer('declined')).toBe(false)
  })
})

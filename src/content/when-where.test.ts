import { describe, expect, it } from 'vitest'
import { venueDetails } from './when-where'

describe('venueDetails', () => {
  it('names the kind and the area, and an online venue by its kind alone', () => {
    expect(venueDetails({ kind: 'gym', area: 'Central' })).toBe('Gym, Central')
    expect(venueDetails({ kind: 'condo', area: 'East' })).toBe('Condo gym, East')
    expect(venueDetails({ kind: 'online', area: 'Central' })).toBe('Online')
  })
})

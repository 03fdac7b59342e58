import { describe, expect, it } from 'vitest'
import { EMPTY_VENUE, venuesProblem } from './venues-logic'

describe('the venues list', () => {
  it('needs a unique name of at most 60 characters for each of at most 8 venues', () => {
    const gym = { ...EMPTY_VENUE, name: 'ActiveSG Bishan', area: 'Central', kind: 'gym' } as const
    expect(venuesProblem([gym])).toBeNull()
    expect(venuesProblem([{ ...gym, name: ' ' }])).toBe('Give every venue a name.')
    expect(venuesProblem([{ ...gym, name: 'x'.repeat(61) }])).toMatch(/at most 60/)
    expect(venuesProblem([gym, { ...gym, name: 'activesg  bishan' }])).toMatch(/Two venues/)
    const nine = Array.from({ length: 9 }, (_, i) => ({ ...gym, name: `Gym ${i}` }))
    expect(venuesProblem(nine)).toBe('List at most 8 venues.')
  })

  it('starts a new venue with no area or kind chosen, and asks for both', () => {
    const named = { ...EMPTY_VENUE, name: 'ActiveSG Bishan' }
    expect(venuesProblem([named])).toBe('Choose the area of ActiveSG Bishan.')
    expect(venuesProblem([{ ...named, area: 'Central' }])).toBe(
      'Choose the kind of ActiveSG Bishan.',
    )
  })
})

import { describe, expect, it } from 'vitest'
import { EMPTY_VENUE, venuesProblem } from './venues-logic'

describe('the venues list', () => {
  it('needs a unique name of at most 60 characters for each of at most 8 venues', () => {
    const gym = { ...EMPTY_VENUE, name: 'ActiveSG Bishan', place: 'Bishan', kind: 'gym' } as const
    expect(venuesProblem([gym])).toBeNull()
    expect(venuesProblem([{ ...gym, name: ' ' }])).toBe('Give every venue a name.')
    expect(venuesProblem([{ ...gym, name: 'x'.repeat(61) }])).toMatch(/at most 60/)
    expect(venuesProblem([gym, { ...gym, name: 'activesg  bishan' }])).toMatch(/Two venues/)
    const nine = Array.from({ length: 9 }, (_, i) => ({ ...gym, name: `Gym ${i}` }))
    expect(venuesProblem(nine)).toBe('List at most 8 venues.')
  })

  it('starts a new venue with no place or kind chosen, and asks for both', () => {
    const named = { ...EMPTY_VENUE, name: 'ActiveSG Bishan' }
    expect(venuesProblem([named])).toBe('Choose the place of ActiveSG Bishan.')
    expect(venuesProblem([{ ...named, place: 'Bishan' }])).toBe(
      'Choose the kind of ActiveSG Bishan.',
    )
  })

  it('takes a place of the table only; an online venue needs none', () => {
    const gym = { ...EMPTY_VENUE, name: 'Far gym', kind: 'gym' } as const
    expect(venuesProblem([{ ...gym, place: 'Mars' }])).toBe(
      '"Mars" is not a Singapore place we know: choose one from the list.',
    )
    expect(venuesProblem([{ ...gym, place: 'tampines mrt' }])).toBeNull()
    expect(venuesProblem([{ ...gym, name: 'Zoom', kind: 'online' }])).toBeNull()
    // A venue saved before places keeps its area until the trainer picks a place.
    expect(venuesProblem([{ ...gym, area: 'East' }])).toBeNull()
  })
})

import { describe, expect, it } from 'vitest'
import { acceptSpecialization, suggestSpecializations } from './specialization-suggestions'

describe('suggestSpecializations', () => {
  it('suggests the list entries the typed part starts, any case', () => {
    expect(suggestSpecializations('yo')).toEqual(['Yoga'])
    expect(suggestSpecializations('Boxing, c')).toEqual(['Cardio', 'CrossFit', 'Cycling'])
    expect(suggestSpecializations('arts')).toEqual(['Martial Arts'])
  })

  it('suggests nothing for an empty part, a value already listed, or text off the list', () => {
    expect(suggestSpecializations('Yoga, ')).toEqual([])
    expect(suggestSpecializations('Cardio, Ca')).toEqual([])
    expect(suggestSpecializations('HIIT')).toEqual([])
  })
})

describe('acceptSpecialization', () => {
  it('replaces the part being typed and leaves room for the next', () => {
    expect(acceptSpecialization('yo', 'Yoga')).toBe('Yoga, ')
    expect(acceptSpecialization('HIIT, Box', 'Boxing')).toBe('HIIT, Boxing, ')
  })
})

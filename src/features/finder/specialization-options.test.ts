import { describe, expect, it } from 'vitest'
import { FINDER_SPECIALIZATIONS } from '@/content/options'
import { makeGymBuddy } from '@/testing/gym-buddies'
import { toFinderEntry } from './gym-buddy-filters'
import { heldSpecializations, specializationOptions } from './specialization-options'

describe('specializationOptions', () => {
  it('offers the list, then what trainers hold that the list lacks, A to Z', () => {
    expect(specializationOptions(['Yoga', 'HIIT', 'yoga', 'hiit', ' Barre '])).toEqual([
      ...FINDER_SPECIALIZATIONS,
      'Barre',
      'HIIT',
    ])
  })

  it('keeps a chosen value no trainer holds any more (a shared link)', () => {
    expect(specializationOptions([], 'Aqua')).toEqual([...FINDER_SPECIALIZATIONS, 'Aqua'])
  })
})

describe('heldSpecializations', () => {
  it('reads both stored readings of every loaded trainer', () => {
    const entries = [
      makeGymBuddy({}, { specializations: ['HIIT', 'Yoga'] }),
      makeGymBuddy({}, { specializations: 'Barre, Yoga' }),
      makeGymBuddy({}, null),
    ].map(toFinderEntry)
    expect(heldSpecializations(entries).sort()).toEqual(['Barre', 'HIIT', 'Yoga'])
  })
})

import { describe, expect, it } from 'vitest'
import {
  EMPTY_FILTERS,
  formatBuddyCount,
  hasActiveFilters,
  normalizeSpecializations,
  toFinderEntry,
} from './gym-buddy-filters'
import type { GymBuddyRecord } from '@/lib/types'
import { makeGymBuddy } from '@/testing/gym-buddies'
import {
  FINDER_EXPERIENCE_LEVELS,
  FINDER_SPECIALIZATIONS,
  TRAINER_EXPERIENCE_LEVELS,
  TRAINER_SPECIALIZATIONS,
} from '@/content/options'

describe('toFinderEntry on the flat view columns (no expand)', () => {
  const flat = (fields: Partial<GymBuddyRecord>) =>
    toFinderEntry({ ...makeGymBuddy({ trainer_profile: 'tp1' }, null), ...fields })

  it('reads the card fields as the expanded profile would give them', () => {
    const entry = flat({
      specializations: 'Boxing, CrossFit',
      experienceLevel: 'Expert',
      preferredLocation: 'West',
      rate: 0,
    })
    // Every card field of the row (trainer_fields.json), the four the card shapes shaped.
    expect(entry.trainer).toMatchObject({
      specializations: ['Boxing', 'CrossFit'],
      experienceLevel: 'Expert',
      preferredLocation: 'West',
      rate: 0,
    })
    expect(
      flat({ specializations: ['Yoga'], experienceLevel: 'Expert', rate: 75 }).trainer,
    ).toMatchObject({ specializations: ['Yoga'], rate: 75 })
  })

  it('has no trainer when the view found no profile', () => {
    const bare = { specializations: null, experienceLevel: '', preferredLocation: '', rate: 0 }
    expect(flat({ ...bare, trainer_profile: '' }).trainer).toBeNull()
    expect(flat(bare).trainer).toBeNull()
  })
})

describe('normalizeSpecializations', () => {
  it('copes with a list, comma text and junk', () => {
    expect(normalizeSpecializations([' Yoga ', '', 'Cardio'])).toEqual(['Yoga', 'Cardio'])
    expect(normalizeSpecializations('Boxing, CrossFit ,,Cardio')).toEqual([
      'Boxing',
      'CrossFit',
      'Cardio',
    ])
    expect(normalizeSpecializations(null)).toEqual([])
    expect(normalizeSpecializations([1, 'Yoga'])).toEqual(['Yoga'])
  })
})

describe('formatBuddyCount', () => {
  it('uses the singular for exactly one', () => {
    expect(formatBuddyCount(0)).toBe('0 gym buddies found')
    expect(formatBuddyCount(1)).toBe('1 gym buddy found')
    expect(formatBuddyCount(2)).toBe('2 gym buddies found')
    expect(formatBuddyCount(2000)).toBe('2000 gym buddies found')
  })
})

describe('hasActiveFilters', () => {
  it('is false only when all four are empty or blank', () => {
    expect(hasActiveFilters(EMPTY_FILTERS)).toBe(false)
    expect(hasActiveFilters({ ...EMPTY_FILTERS, search: '  ' })).toBe(false)
    expect(hasActiveFilters({ ...EMPTY_FILTERS, specialization: 'Yoga' })).toBe(true)
  })
})

describe('the filter lists', () => {
  it('offer every level and specialization a trainer can pick', () => {
    expect(FINDER_EXPERIENCE_LEVELS).toEqual(TRAINER_EXPERIENCE_LEVELS)
    expect(FINDER_SPECIALIZATIONS).toEqual(TRAINER_SPECIALIZATIONS)
  })
})

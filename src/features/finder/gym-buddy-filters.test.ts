import { describe, expect, it } from 'vitest'
import {
  EMPTY_FILTERS,
  filterGymBuddies,
  formatBuddyCount,
  hasActiveFilters,
  normalizeSpecializations,
  toFinderEntry,
  type GymBuddyFilters,
} from './gym-buddy-filters'
import type { GymBuddyRecord } from '@/lib/types'
import { makeGymBuddy } from '@/testing/gym-buddies'
import {
  FINDER_EXPERIENCE_LEVELS,
  FINDER_SPECIALIZATIONS,
  TRAINER_EXPERIENCE_LEVELS,
  TRAINER_SPECIALIZATIONS,
} from '@/content/options'

const ana = toFinderEntry(
  makeGymBuddy(
    { name: 'Ana Lim', email: 'ana@fit.sg' },
    {
      specializations: ['Yoga', 'Pilates'],
      preferredLocation: 'Northeast',
      experienceLevel: 'Expert',
    },
  ),
)
const ben = toFinderEntry(
  makeGymBuddy(
    { name: 'Ben Tan', email: 'ben@coach.sg' },
    // spec §3's second reading: the raw comma text the form produced
    { specializations: 'Boxing, CrossFit , Cardio', preferredLocation: 'West' },
  ),
)
const cai = toFinderEntry(makeGymBuddy({ name: 'Cai Wong', email: 'cai@mail.sg' }, null))
const all = [ana, ben, cai]

function names(filters: Partial<GymBuddyFilters>) {
  return filterGymBuddies(all, { ...EMPTY_FILTERS, ...filters }).map((e) => e.buddy.name)
}

describe('filterGymBuddies', () => {
  it('matches everything when every filter is empty', () => {
    expect(names({})).toEqual(['Ana Lim', 'Ben Tan', 'Cai Wong'])
    expect(names({ search: '   ' })).toEqual(['Ana Lim', 'Ben Tan', 'Cai Wong'])
  })

  it('searches names, emails and specializations, ignoring case', () => {
    expect(names({ search: 'ana l' })).toEqual(['Ana Lim'])
    expect(names({ search: 'COACH.SG' })).toEqual(['Ben Tan'])
    expect(names({ search: 'pila' })).toEqual(['Ana Lim'])
    expect(names({ search: 'crossfit' })).toEqual(['Ben Tan'])
    expect(names({ search: 'sg' })).toEqual(['Ana Lim', 'Ben Tan', 'Cai Wong'])
  })

  it('matches other location text as a case-insensitive contains on preferredLocation', () => {
    expect(names({ location: 'nort' })).toEqual(['Ana Lim'])
    expect(names({ location: 'EST' })).toEqual(['Ben Tan'])
  })

  it('matches a region named exactly only to itself', () => {
    expect(names({ location: 'north' })).toEqual([])
    expect(names({ location: 'North East' })).toEqual(['Ana Lim'])
  })

  it('matches experience level exactly', () => {
    expect(names({ experienceLevel: 'Expert' })).toEqual(['Ana Lim'])
    expect(names({ experienceLevel: 'Exp' })).toEqual([])
  })

  it('requires the chosen specialization to be in the list', () => {
    expect(names({ specialization: 'Cardio' })).toEqual(['Ben Tan'])
    expect(names({ specialization: 'Yoga' })).toEqual(['Ana Lim'])
    expect(names({ specialization: 'Weights' })).toEqual([])
  })

  it('combines filters with AND', () => {
    expect(names({ search: 'b', location: 'west', specialization: 'Boxing' })).toEqual(['Ben Tan'])
    expect(names({ search: 'ana', location: 'west' })).toEqual([])
  })

  it('never matches profile filters for a buddy without a trainer profile', () => {
    expect(names({ search: 'cai', location: 'c' })).toEqual([])
  })
})

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
    expect(entry.trainer).toEqual({
      specializations: ['Boxing', 'CrossFit'],
      experienceLevel: 'Expert',
      preferredLocation: 'West',
      rate: 0,
    })
    expect(entry.locationLower).toBe('west')
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

describe('filter speed', () => {
  it('filters 2,000 trainers well inside the 50 ms keystroke budget', () => {
    const many = Array.from({ length: 2000 }, (_, i) =>
      toFinderEntry(
        makeGymBuddy({ name: `Trainer ${i}` }, { specializations: ['Yoga', 'Boxing'] }),
      ),
    )
    const timings = Array.from({ length: 20 }, (_, run) => {
      const started = performance.now()
      filterGymBuddies(many, { ...EMPTY_FILTERS, search: `box${run}`, location: 'cen' })
      return performance.now() - started
    }).sort((a, b) => a - b)
    expect(timings[10]).toBeLessThan(10)
  })
})

describe('the filter lists (issue 16)', () => {
  const trainerWith = (experienceLevel: string, specializations: string[]) =>
    toFinderEntry(makeGymBuddy({ name: 'Kim' }, { experienceLevel, specializations }))

  it('offer every level and specialization a trainer can pick, and each one matches', () => {
    expect(FINDER_EXPERIENCE_LEVELS).toEqual(TRAINER_EXPERIENCE_LEVELS)
    expect(FINDER_SPECIALIZATIONS).toEqual(TRAINER_SPECIALIZATIONS)
    for (const level of FINDER_EXPERIENCE_LEVELS) {
      const entry = trainerWith(level, ['Yoga'])
      expect(filterGymBuddies([entry], { ...EMPTY_FILTERS, experienceLevel: level })).toHaveLength(
        1,
      )
    }
    for (const specialization of FINDER_SPECIALIZATIONS) {
      const entry = trainerWith('1-2 years', [specialization])
      expect(filterGymBuddies([entry], { ...EMPTY_FILTERS, specialization })).toHaveLength(1)
    }
  })

  it('still finds a free-text specialization by search', () => {
    const entry = trainerWith('1-2 years', ['Kettlebell Flow'])
    expect(filterGymBuddies([entry], { ...EMPTY_FILTERS, search: 'kettlebell' })).toHaveLength(1)
  })
})

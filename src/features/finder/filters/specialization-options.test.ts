import { describe, expect, it } from 'vitest'
import { FINDER_SPECIALIZATIONS } from '@/content/options'
import { specializationOptions } from './specialization-options'

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

import { describe, expect, it } from 'vitest'
import { freeDayOptions, partKeyOf, partLabelOf, PART_LABELS } from './free-at-options'

describe('the finder’s Free at choices', () => {
  it('offer Singapore’s today and the next 13 days', () => {
    // 17:00Z on Monday 30 November is 01:00 on Tuesday 1 December in Singapore.
    const days = freeDayOptions(new Date('2026-11-30T17:00:00Z'))
    expect(days).toHaveLength(14)
    expect(days[0]).toEqual({ iso: '2026-12-01', label: 'Tue 1 Dec' })
    expect(days[13]).toEqual({ iso: '2026-12-14', label: 'Mon 14 Dec' })
  })

  it('name the parts of the day with their hours', () => {
    expect(PART_LABELS).toEqual(['Morning 9–12', 'Afternoon 12–17', 'Evening 17–21'])
    expect(partKeyOf(partLabelOf('evening'))).toBe('evening')
    expect(partKeyOf('')).toBe('')
  })
})

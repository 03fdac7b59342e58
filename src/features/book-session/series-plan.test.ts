import { describe, expect, it } from 'vitest'
import { seriesSummary, skippedDates, type PlannedWeek } from './series-plan'

// 3 Dec 2024 was a Tuesday; 11:00Z is 7 pm in Singapore.
const week = (day: number, label: string, why = ''): PlannedWeek => ({
  datetime: `2024-12-${String(day).padStart(2, '0')} 11:00:00.000Z`,
  date: `2024-12-${String(day).padStart(2, '0')}`,
  label,
  why,
})
const weeks = [
  week(3, 'Tue 3 Dec'),
  week(10, 'Tue 10 Dec'),
  week(17, 'Tue 17 Dec'),
  week(24, 'Tue 24 Dec', 'day off'),
  week(31, 'Tue 31 Dec'),
]

describe('the series before it is sent', () => {
  it('skips the weeks that cannot be booked and those unticked', () => {
    expect(skippedDates(weeks, new Set(['2024-12-10']))).toEqual(['2024-12-10', '2024-12-24'])
  })

  it('sums it up in one line, naming why each week is skipped', () => {
    expect(seriesSummary(weeks, ['2024-12-24'])).toBe(
      '4 sessions · Tue 7 pm · 3 Dec – 31 Dec · skipping 24 Dec (day off)',
    )
    expect(seriesSummary(weeks, [])).toBe('5 sessions · Tue 7 pm · 3 Dec – 31 Dec')
  })
})

import { describe, expect, it } from 'vitest'
import {
  seriesCreditNote,
  seriesPrice,
  seriesSummary,
  skippedDates,
  type PlannedWeek,
} from './series-plan'

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

describe('what a series costs', () => {
  it('says the sessions times the price and the total', () => {
    expect(seriesPrice(6, 70)).toBe('6 × S$70 = S$420')
    expect(seriesPrice(1, 72.5)).toBe('1 × S$72.50 = S$72.50')
    expect(seriesPrice(3, 0)).toBe('3 × Rate on request')
  })

  it('says credits when a package pays, and the rest in money when it runs out', () => {
    expect(seriesPrice(6, 70, 10)).toBe('6 credits')
    expect(seriesPrice(6, 70, 4)).toBe('4 credits + 2 × S$70 = S$140')
    expect(seriesPrice(2, 70, 1)).toBe('1 credit + 1 × S$70 = S$70')
    expect(seriesCreditNote(6, 10)).toBe('')
    expect(seriesCreditNote(6, 4)).toBe(
      'Your package has 4 credits left: it pays for the first 4 weeks, and the other 2 are paid session by session.',
    )
  })
})

import { describe, expect, it } from 'vitest'
import { daysInRange, runsOf, withDaysOff } from './days-off-logic'

describe('days off as ranges', () => {
  it('a range holds every date from first to last, across a month end, in either order', () => {
    expect(daysInRange('2026-02-27', '2026-03-02')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ])
    expect(daysInRange('2026-03-02', '2026-03-01')).toEqual(['2026-03-01', '2026-03-02'])
    expect(daysInRange('2026-03-05', '2026-03-05')).toEqual(['2026-03-05'])
  })

  it('adding keeps the days sorted and each once', () => {
    expect(withDaysOff(['2026-03-10', '2026-03-01'], ['2026-03-01', '2026-03-02'])).toEqual([
      '2026-03-01',
      '2026-03-02',
      '2026-03-10',
    ])
  })

  it('consecutive days show as one run; a gap starts another', () => {
    expect(runsOf(['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-10'])).toEqual([
      { first: '2026-03-01', last: '2026-03-03', days: ['2026-03-01', '2026-03-02', '2026-03-03'] },
      { first: '2026-03-10', last: '2026-03-10', days: ['2026-03-10'] },
    ])
  })
})

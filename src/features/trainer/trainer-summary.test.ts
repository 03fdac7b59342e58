import { describe, expect, it } from 'vitest'
import { formatHourRanges, formatReplyTime, summarizeWorkingHours } from './trainer-summary'

describe('formatReplyTime', () => {
  it('says nothing with fewer than 3 answers', () => {
    expect(formatReplyTime(0, null)).toBeNull()
    expect(formatReplyTime(2, 30)).toBeNull()
  })

  it.each([
    [0, 'Usually replies within an hour'],
    [60, 'Usually replies within an hour'],
    [61, 'Usually replies within 2 hours'],
    [120, 'Usually replies within 2 hours'],
    [23 * 60, 'Usually replies within 23 hours'],
    [24 * 60, 'Usually replies within a day'],
    [50 * 60, 'Usually replies within 3 days'],
  ])('%i minutes → %s', (minutes, text) => {
    expect(formatReplyTime(5, minutes)).toBe(text)
  })
})

describe('summarizeWorkingHours', () => {
  it('is null when never set (every hour open)', () => {
    expect(summarizeWorkingHours(null)).toBeNull()
    expect(summarizeWorkingHours({})).toBeNull()
  })

  it('groups consecutive days with the same hours and leaves out days off', () => {
    const weekday = [9, 10, 11, 12, 13, 14, 15, 16, 17]
    expect(
      summarizeWorkingHours({
        mon: weekday,
        tue: weekday,
        wed: weekday,
        thu: weekday,
        fri: weekday,
        sat: [9, 10, 11],
      }),
    ).toEqual(['Mon–Fri 09:00–18:00', 'Sat 09:00–12:00'])
  })

  it('shows split hours as ranges', () => {
    expect(formatHourRanges([9, 10, 14, 20, 21])).toBe('09:00–11:00, 14:00–15:00, 20:00–22:00')
    expect(summarizeWorkingHours({ wed: [21] })).toEqual(['Wed 21:00–22:00'])
  })
})

import { describe, expect, it } from 'vitest'
import { bookHourPath, formatFreeHour, formatFreeHourShort } from './free-hours'

describe('free hours in words', () => {
  it('say the Singapore weekday and hour', () => {
    // 11:00Z is 19:00 in Singapore, on Tuesday 1 December 2026.
    expect(formatFreeHourShort('2026-12-01T11:00:00.000Z')).toBe('Tue 7 pm')
    expect(formatFreeHour('2026-12-01T04:00:00.000Z')).toBe('Tue 1 Dec, 12 pm')
    expect(formatFreeHourShort('2026-12-01T01:00:00.000Z')).toBe('Tue 9 am')
  })

  it('link into Book Session with the hour picked', () => {
    expect(bookHourPath('abc', '2026-12-01T11:00:00.000Z')).toBe(
      '/book-session/abc?at=2026-12-01T11%3A00%3A00.000Z',
    )
  })
})

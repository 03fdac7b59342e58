import { describe, expect, it } from 'vitest'
import { formatSgtDate, formatSgtDateTime, formatSgtShortDateTime, formatSgtTime } from './dates'

// The reference: what the browser's own Intl says in Asia/Singapore (the formatters do not use it).
const intl = (options: Intl.DateTimeFormatOptions, locale = 'en-SG') =>
  new Intl.DateTimeFormat(locale, { timeZone: 'Asia/Singapore', ...options })
const longDate = intl({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })
const time = intl({ hour: '2-digit', minute: '2-digit', hour12: false }, 'en-GB')
const short = intl(
  {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  },
  'en-GB',
)

/** Instants across a few years, every 7 h 13 min: all weekdays, months, hours and SGT midnights. */
const instants = Array.from(
  { length: 4000 },
  (_, i) => new Date(Date.UTC(2025, 0, 1) + i * (7 * 60 + 13) * 60_000),
)

describe('Singapore date formatting', () => {
  it('matches Intl in Asia/Singapore for every weekday, month and hour', () => {
    for (const at of instants) {
      expect(formatSgtDate(at)).toBe(longDate.format(at))
      expect(formatSgtTime(at)).toBe(time.format(at))
      expect(formatSgtShortDateTime(at)).toBe(
        // ICU versions differ on "Sept" and the comma; ours is always "Sep" and ", ".
        short
          .format(at)
          .replace('Sept', 'Sep')
          .replace(/(\w{3}) (\d+) (\w{3}),? /, '$1 $2 $3, '),
      )
    }
  })

  it('reads PocketBase date strings as UTC and shows the Singapore wall clock', () => {
    expect(formatSgtDateTime('2026-11-22 16:30:00.000Z')).toBe(
      'Monday, 23 November 2026 at 00:30 SGT',
    )
    expect(formatSgtTime('2026-11-23 15:59:00.000Z')).toBe('23:59')
  })
})

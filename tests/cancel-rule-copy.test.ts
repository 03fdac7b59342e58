// The server's copy of the 12-hour sentence (pb_hooks/lib/bookings/cancel_rule.js, for the confirmation
// email) says exactly what the booking summary says (src/content/cancel-rule.ts).
import { describe, expect, it } from 'vitest'
import { CANCEL_WINDOW_HOURS, cancelRuleSentence } from '@/content/cancel-rule'
import { hookLibrary } from './support/hook-library'

const library = hookLibrary('pb_hooks/lib/bookings/cancel_rule.js') as {
  CANCEL_WINDOW_HOURS: number
  cancelRuleSentence: (start: Date, now: Date) => string
}

const HOUR = 3_600_000
const at = (iso: string, hoursBefore = 0) => new Date(Date.parse(iso) - hoursBefore * HOUR)

// [session start, hours between "now" and the start]
const cases: [string, number][] = [
  ['2026-11-28T02:00:00Z', 48], // more than 12 hours away
  ['2026-11-28T02:00:00Z', 12.01],
  ['2026-11-28T02:00:00Z', 12], // exactly 12 hours: still in time
  ['2026-11-28T02:00:00Z', 11.99], // less than 12 hours away
  ['2026-11-28T02:00:00Z', 0.5],
  ['2026-11-28T16:00:00Z', 24], // starts at midnight in Singapore: deadline at noon
  ['2026-11-29T04:00:00Z', 30], // noon start: deadline at SGT midnight
  ['2026-11-29T04:00:00Z', 12], // exactly at SGT midnight
  ['2026-11-29T04:01:00Z', 12], // deadline one minute past SGT midnight
  ['2026-11-29T03:59:00Z', 12], // deadline one minute before SGT midnight
  ['2027-01-01T03:30:00Z', 13], // deadline 23:30 SGT on New Year's Eve
  ['2026-03-01T04:00:00Z', 20], // deadline at SGT midnight across a month end
]

describe('the 12-hour sentence in the confirmation email', () => {
  it('uses the same window as the app', () => {
    expect(library.CANCEL_WINDOW_HOURS).toBe(CANCEL_WINDOW_HOURS)
  })

  it.each(cases)(
    'for a session at %s, %s hours ahead, equals the booking summary’s',
    (start, hours) => {
      const now = at(start, hours)
      expect(library.cancelRuleSentence(at(start), now)).toBe(cancelRuleSentence(at(start), now))
    },
  )
})

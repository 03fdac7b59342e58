// The booking rules have one home (pb_hooks/lib/bookings/booking_rules.json): the hooks and the app read
// the same figures and the same transition table, and the hooks' derived helpers agree with the
// app's for every status, target and side.
import { describe, expect, it } from 'vitest'
import {
  BOOKING_HORIZON_DAYS,
  BOOKING_RULES,
  CANCEL_WINDOW_HOURS,
  FIRST_SLOT_HOUR,
  LAST_SLOT_HOUR,
  SGT_OFFSET_MS,
  transitionsFrom,
  type BookingSide,
} from '@/content/booking-rules'
import { cancelDeadlineOf } from '@/content/cancel-rule'
import { sgtSlotToUtc } from '@/lib/dates'
import { outcomeView } from '@/features/booking-lists/session-outcome'
import { hookLibrary } from './support/hook-library'

const hooks = hookLibrary('pb_hooks/lib/bookings/booking_rules.js') as {
  rules: typeof BOOKING_RULES
  SGT_OFFSET_MS: number
  transitionOf: (from: string, to: string, side: BookingSide) => unknown
  isFinal: (status: string) => boolean
  cancelDeadlineMs: (startMs: number) => number
  isSlotHour: (date: Date) => boolean
}
const bookingsHook = hookLibrary('pb_hooks/lib/bookings/bookings.js') as Record<string, number>
const outcomesHook = hookLibrary('pb_hooks/lib/attendance/booking_outcomes.js') as {
  windowOf: (booking: unknown) => { end: number; closes: number }
}

const STATUSES = Object.keys(BOOKING_RULES.statuses)
const SIDES: BookingSide[] = ['booker', 'trainer']

describe('the booking rules, read by the hooks and by the app', () => {
  it('give the same figures', () => {
    expect(hooks.rules).toEqual(BOOKING_RULES)
    expect(hooks.SGT_OFFSET_MS).toBe(SGT_OFFSET_MS)
    expect(bookingsHook.HORIZON_DAYS).toBe(BOOKING_HORIZON_DAYS)
    expect(bookingsHook.CANCEL_WINDOW_HOURS).toBe(CANCEL_WINDOW_HOURS)
    expect(bookingsHook.MAX_OPEN_PER_TRAINER).toBe(BOOKING_RULES.maxOpenPerTrainer)
    expect(bookingsHook.MAX_OPEN_OVERALL).toBe(BOOKING_RULES.maxOpenOverall)
  })

  it('allow the same transitions, and none out of a final status', () => {
    for (const from of STATUSES) {
      for (const side of SIDES) {
        const appTargets = transitionsFrom(from, side).map((row) => row.to)
        const hookTargets = STATUSES.filter((to) => hooks.transitionOf(from, to, side) !== null)
        expect(hookTargets.sort(), `${side} from ${from}`).toEqual(appTargets.sort())
        if (hooks.isFinal(from)) expect(appTargets).toEqual([])
      }
    }
  })

  it('close the answers to "Did the session happen?" at the same instant', () => {
    const datetime = '2026-12-01 11:00:00.000Z'
    // A stored booking as the JSVM hands it to the hook.
    const stored = { getDateTime: () => ({ isZero: () => false, string: () => datetime }) }
    const booking = {
      status: 'confirmed' as const,
      datetime,
      booker: 'client',
      gymBuddy: 'trainer',
      outcome: '' as const,
      outcomeBy: '',
      outcomeReply: '' as const,
      outcomeDisputed: false,
    }
    const app = outcomeView(booking, 'booker', new Date('2026-12-01T12:30:00Z'))
    expect(outcomesHook.windowOf(stored).closes).toBe(app?.closesAt.getTime())
  })

  it('put the cancel deadline at the same instant', () => {
    const start = new Date('2026-12-01T11:00:00Z')
    expect(hooks.cancelDeadlineMs(start.getTime())).toBe(cancelDeadlineOf(start).getTime())
  })

  it('offer the same slot hours: every whole Singapore hour the app lists, and no other', () => {
    const day = { year: 2026, month: 12, day: 1 }
    for (let hour = 0; hour < 24; hour += 1) {
      const at = sgtSlotToUtc(day, `${String(hour).padStart(2, '0')}:00`)
      expect(hooks.isSlotHour(at), `${hour}:00`).toBe(
        hour >= FIRST_SLOT_HOUR && hour <= LAST_SLOT_HOUR,
      )
    }
    expect(hooks.isSlotHour(sgtSlotToUtc(day, '10:30'))).toBe(false)
  })
})

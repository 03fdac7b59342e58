// The booking rules the app shows and offers, read from the one file the server reads too
// (pb_hooks/lib/bookings/booking_rules.json): slot hours, the Singapore offset, the horizon, the answer and
// cancel windows, the open-request limits and the status transition table (from -> to -> who).
// tests/booking-rules-copy.test.ts proves the hooks read the same values. A new booking rule goes
// into the JSON first.
import rules from '../../pb_hooks/lib/bookings/booking_rules.json' with { type: 'json' }

export type BookingSide = 'booker' | 'trainer'

export interface Transition {
  from: string
  to: string
  by: BookingSide
  /** The booker may take it only until the cancel window opens. */
  outsideCancelWindow?: boolean
  /** The side must say why. */
  reasonRequired?: boolean
  /** Only on a time this trainer proposed (they withdraw it). */
  ownProposal?: boolean
}

export const BOOKING_RULES = { ...rules, transitions: rules.transitions as readonly Transition[] }

export const HOUR_MS = 3_600_000
export const SGT_OFFSET_MS = BOOKING_RULES.sgtOffsetHours * HOUR_MS
export const FIRST_SLOT_HOUR = BOOKING_RULES.firstSlotHour
export const LAST_SLOT_HOUR = BOOKING_RULES.lastSlotHour
export const BOOKING_HORIZON_DAYS = BOOKING_RULES.horizonDays
export const CANCEL_WINDOW_HOURS = BOOKING_RULES.cancelWindowHours
export const SESSION_MS = BOOKING_RULES.sessionHours * HOUR_MS

/** The transitions one side may take from a status (before the clock is checked). */
export function transitionsFrom(from: string, side: BookingSide): Transition[] {
  return BOOKING_RULES.transitions.filter((row) => row.from === from && row.by === side)
}

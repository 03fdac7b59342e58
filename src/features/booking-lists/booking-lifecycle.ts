// What a booking row shows and offers right now: its state as seen at this moment and the
// actions the server would allow (issue 13, rules 2-5). Pure, so the rules are unit-tested.
import { cancelDeadlineOf } from '@/content/cancel-rule'
import { parsePbDate } from '@/lib/dates'
import type { BookingRecord, BookingStatus } from '@/lib/types'
import type { BookingSide } from './bookings-api'

/** A missing status reads as requested (spec §3); a request whose start has passed is expired. */
export function bookingState(
  booking: Pick<BookingRecord, 'status' | 'datetime'>,
  now: Date,
): BookingStatus {
  const status = booking.status || 'requested'
  if (status === 'requested' && !startsAfter(booking, now)) return 'expired'
  return status
}

function startsAfter(booking: Pick<BookingRecord, 'datetime'>, now: Date): boolean {
  return parsePbDate(booking.datetime).getTime() > now.getTime()
}

/** The last moment the booker could cancel or move a confirmed booking. */
export function cancelDeadline(booking: Pick<BookingRecord, 'datetime'>): Date {
  return cancelDeadlineOf(parsePbDate(booking.datetime))
}

export type BookingAction =
  | 'accept'
  | 'decline'
  | 'cancel'
  | 'reschedule'
  | 'addToCalendar'
  /** Not an action: the booker's cancel window has closed, the row says until when it was open. */
  | 'lateCancelNote'

/** The actions one side may take on a booking right now, in the order the row shows them. */
export function bookingActions(
  booking: Pick<BookingRecord, 'status' | 'datetime'>,
  side: BookingSide,
  now: Date,
): BookingAction[] {
  const state = bookingState(booking, now)
  if (state === 'requested') {
    return side === 'gymBuddy' ? ['accept', 'decline'] : ['reschedule', 'cancel']
  }
  if (state !== 'confirmed' || !startsAfter(booking, now)) return []
  if (side === 'gymBuddy') return ['addToCalendar', 'cancel']
  return now.getTime() <= cancelDeadline(booking).getTime()
    ? ['addToCalendar', 'reschedule', 'cancel']
    : ['addToCalendar', 'lateCancelNote']
}

/** How long a session lasts: it took place once this long after its start has passed. */
const SESSION_MS = 3_600_000

/** What a row's badge says: a confirmed session that has started is in progress, then completed. */
export type ShownStatus = BookingStatus | 'in progress' | 'completed'

export function shownStatus(
  booking: Pick<BookingRecord, 'status' | 'datetime'>,
  now: Date,
): ShownStatus {
  const state = bookingState(booking, now)
  if (state !== 'confirmed' || startsAfter(booking, now)) return state
  const end = parsePbDate(booking.datetime).getTime() + SESSION_MS
  return end <= now.getTime() ? 'completed' : 'in progress'
}

/** Open bookings still ahead (requested or confirmed); the others are history. */
export function isUpcoming(booking: Pick<BookingRecord, 'status' | 'datetime'>, now: Date) {
  const state = bookingState(booking, now)
  return (state === 'requested' || state === 'confirmed') && startsAfter(booking, now)
}

// What a booking row shows and offers right now: its state as seen at this moment and the
// actions the server would allow (the transition table in src/content/booking-rules.ts). Pure, so the rules are unit-tested.
import { SESSION_MS, transitionsFrom } from '@/content/booking-rules'
import { cancelDeadlineOf } from '@/content/cancel-rule'
import { STATUS } from '@/content/statuses'
import { parsePbDate } from '@/lib/dates'
import type { BookingRecord, BookingStatus } from '@/lib/types'
import type { BookingSide } from './booking-group-types'

/** A missing status reads as requested; a request whose start has passed is expired. */
export function bookingState(
  booking: Pick<BookingRecord, 'status' | 'datetime'>,
  now: Date,
): BookingStatus {
  const status = booking.status || STATUS.requested
  if (status === STATUS.requested && !startsAfter(booking, now)) return STATUS.expired
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
  /** The trainer proposes a new time for a confirmed session (12 hours ahead, as a move). */
  | 'propose'
  /** The client answers a time the trainer proposed. */
  | 'acceptProposal'
  | 'declineProposal'
  /** Not an action: the trainer's own proposal waits for the client. */
  | 'proposalNote'
  /** The trainer takes back the time they proposed (the session stands). */
  | 'withdrawProposal'
  /** Not an action: the booker's cancel window has closed: moving has stopped, a cancel is late. */
  | 'lateCancelNote'

/** What each transition of the rules table is called on a row. */
const ACTION_OF: Record<string, BookingAction> = {
  confirmed: 'accept',
  declined: 'decline',
  cancelled: 'cancel',
}

/**
 * The actions one side may take on a booking right now, in the order the row shows them: the
 * transitions the rules table (src/content/booking-rules.ts) allows this side from the booking's
 * state, with the clock applied; the booker may move whatever they may cancel.
 */
export function bookingActions(
  booking: Pick<BookingRecord, 'status' | 'datetime'> & { proposed?: boolean },
  side: BookingSide,
  now: Date,
): BookingAction[] {
  const state = bookingState(booking, now)
  if (state !== STATUS.requested && (state !== STATUS.confirmed || !startsAfter(booking, now)))
    return []
  // A time the trainer proposed: the client answers it, never the trainer.
  if (booking.proposed && state === STATUS.requested) {
    return side === 'booker'
      ? ['acceptProposal', 'declineProposal']
      : ['proposalNote', 'withdrawProposal']
  }
  const inTime = now.getTime() <= cancelDeadline(booking).getTime()
  const rows = transitionsFrom(state, side === 'gymBuddy' ? 'trainer' : 'booker')
  // A row only for the trainer's own proposal (handled above) is no action on any other booking.
  const allowed = rows
    .filter((row) => !row.ownProposal && (!row.outsideCancelWindow || inTime))
    .map((row) => row.to)
  const actions: BookingAction[] = state === STATUS.confirmed ? ['addToCalendar'] : []
  if (side === 'gymBuddy' && state === STATUS.confirmed && inTime) actions.push('propose')
  // Moves stop at the cancel deadline; a cancel after it is late (booking_rules.json).
  const movable = state !== STATUS.confirmed || inTime
  if (side === 'booker' && allowed.includes(STATUS.cancelled) && movable) actions.push('reschedule')
  for (const to of allowed) actions.push(ACTION_OF[to])
  if (side === 'booker' && state === STATUS.confirmed && !inTime) actions.push('lateCancelNote')
  return actions
}

/** What a row's badge says: a confirmed session that has started is in progress, then completed. */
export type ShownStatus = BookingStatus | 'in progress' | 'completed'

export function shownStatus(
  booking: Pick<BookingRecord, 'status' | 'datetime'>,
  now: Date,
): ShownStatus {
  const state = bookingState(booking, now)
  if (state !== STATUS.confirmed || startsAfter(booking, now)) return state
  const end = parsePbDate(booking.datetime).getTime() + SESSION_MS
  return end <= now.getTime() ? 'completed' : 'in progress'
}

/** Open bookings still ahead (requested or confirmed); the others are history. */
export function isUpcoming(booking: Pick<BookingRecord, 'status' | 'datetime'>, now: Date) {
  const state = bookingState(booking, now)
  return (state === STATUS.requested || state === STATUS.confirmed) && startsAfter(booking, now)
}

// What a booking row's badge and closing line say, for every state on either side: one pure
// place, so the whole table is unit-tested (booking-words.test.ts).
import type { BadgeVariant } from '@/components/ui/badge'
import { OUTCOME, STATUS } from '@/content/statuses'
import type { BookingRecord, BookingStatus } from '@/lib/types'
import { bookingState, shownStatus } from './booking-lifecycle'
import { bookingStatusLabel, bookingStatusVariant } from './booking-status'
import { declineReasonText, formatSgtShort } from './booking-texts'
import type { BookingSide } from './booking-group-types'
import { outcomeView, type OutcomeFields } from './session-outcome'

/** The reason the server gives a booking left for a move (pb_hooks/lib/bookings/booking_effects.js). */
const MOVED_REASON = 'Rescheduled'
const NO_SHOWS: readonly string[] = [OUTCOME.client_no_show, OUTCOME.trainer_no_show]

export type WordedBooking = Pick<
  BookingRecord,
  | 'status'
  | 'datetime'
  | 'booker'
  | 'reason'
  | 'cancelledBy'
  | 'outcome'
  | 'outcomeReply'
  | 'outcomeDisputed'
  | 'lateCancel'
> & {
  /** Where the session went, when its booker moved it (the bookings route answers it). */
  movedTo?: string
}

/** True when the booker left this booking for another time (a reschedule). */
export function isMovedAway(booking: WordedBooking): boolean {
  return (
    booking.status === STATUS.cancelled &&
    booking.reason === MOVED_REASON &&
    booking.cancelledBy === booking.booker
  )
}

export interface BookingBadgeWords {
  /** Lower case, as the badge prints it (the badge capitalises the first letter). */
  label: string
  variant: BadgeVariant
}

/**
 * The badge: the state now, except that a session someone did not come to reads "no-show" (and
 * "no-show (disputed)" while the two answers differ), never "completed", and a moved one "moved".
 */
export function bookingBadge(booking: WordedBooking, now: Date): BookingBadgeWords {
  if (isMovedAway(booking)) return { label: 'moved', variant: 'outline' }
  const shown = shownStatus(booking, now)
  if (shown === 'completed') {
    const answers = [booking.outcome ?? '', booking.outcomeReply ?? '']
    if (booking.outcomeDisputed && answers.some((answer) => NO_SHOWS.includes(answer))) {
      return { label: 'no-show (disputed)', variant: 'destructive' }
    }
    if (NO_SHOWS.includes(booking.outcome ?? '')) return { label: 'no-show', variant: 'outline' }
  }
  return { label: bookingStatusLabel(shown), variant: bookingStatusVariant(shown) }
}

/**
 * Why a booking closed, as its row says: "Moved to Thu 10 Dec, 10:00 SGT", "Cancelled by Marcus
 * Lim: late cancel (under 12 hours' notice). Reason: …", "Declined. Reason: …", "Expired: …".
 */
export function closingText(
  booking: WordedBooking,
  state: BookingStatus,
  cancelledByName: string,
): string {
  if (isMovedAway(booking)) {
    return booking.movedTo ? `Moved to ${formatSgtShort(booking.movedTo)}` : 'Moved to another time'
  }
  const status = state
  const reason = booking.reason ?? ''
  if (status === STATUS.cancelled) {
    const late = booking.lateCancel ? ": late cancel (under 12 hours' notice)" : ''
    return `Cancelled by ${cancelledByName}${late}${reason ? `. Reason: ${reason}` : ''}`
  }
  if (status === STATUS.declined) return `Declined${reason ? `. ${declineReasonText(reason)}` : ''}`
  if (status === STATUS.expired) return 'Expired: not answered before the session time'
  return ''
}

/** Who cancelled, as this side reads it: "you" or the other party's name. */
export function cancellerName(
  booking: Pick<BookingRecord, 'cancelledBy' | 'booker' | 'gymBuddy'>,
  side: BookingSide,
  otherName: string,
): string {
  const me = side === 'booker' ? booking.booker : booking.gymBuddy
  return booking.cancelledBy === me ? 'you' : otherName
}

/** Everything a row says about a booking's state, as `side` reads it: the table the tests walk. */
export function bookingRowWords(
  booking: WordedBooking & OutcomeFields,
  side: BookingSide,
  now: Date,
  otherName: string,
) {
  const state = bookingState(booking, now)
  return {
    badge: bookingBadge(booking, now).label,
    closing: closingText(booking, state, cancellerName(booking, side, otherName)),
    answers: outcomeView(booking, side, now)?.answers ?? [],
  }
}

// A cancel inside the cancel window counts as a late cancel on the record of whoever cancels
// (pb_hooks/lib/attendance/attendance_effects.js), and a client's costs what the booking's frozen
// policy says (lib/payments/late_fees.js): each side's Cancel dialog says so before they confirm.
import { CANCEL_WINDOW_HOURS } from '@/content/booking-rules'
import { lateCancelConsequence } from '@/content/late-cancel-policy'
import { STATUS } from '@/content/statuses'
import type { BookingRecord } from '@/lib/types'
import { cancelDeadline } from './booking-lifecycle'

const PLAIN = 'The client sees your reason, and the time is offered to others again.'

/** True when cancelling now is a late cancel (after the deadline, before the start). */
function isLateCancelNow(booking: Pick<BookingRecord, 'datetime'>, now: Date): boolean {
  return now.getTime() > cancelDeadline(booking).getTime()
}

const CLIENT_PLAIN = 'The trainer sees that you cancelled, and the time is offered to others again.'

/** The client's Cancel dialog text for a confirmed session: the policy's consequence first. */
export function clientCancelText(
  booking: Pick<BookingRecord, 'datetime' | 'status' | 'policy' | 'price' | 'purchase'>,
  now: Date,
): string {
  if (booking.status !== STATUS.confirmed) return CLIENT_PLAIN
  return `${lateCancelConsequence(booking, isLateCancelNow(booking, now))} ${CLIENT_PLAIN}`
}

/** The trainer's Cancel dialog text, warning of a late cancel inside the window. */
export function trainerCancelText(booking: Pick<BookingRecord, 'datetime'>, now: Date): string {
  if (!isLateCancelNow(booking, now)) return PLAIN
  return `The session starts in less than ${CANCEL_WINDOW_HOURS} hours: this counts as a late cancel on your record, shown to clients, and the client is told it is a late cancel. Your policy never charges the client for your cancel, and a package session goes back to them. ${PLAIN}`
}

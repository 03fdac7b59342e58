// A trainer's cancel inside the cancel window counts as a late cancel on their record
// (pb_hooks/lib/attendance/attendance_effects.js): the Cancel dialog says so before they confirm.
import { CANCEL_WINDOW_HOURS } from '@/content/booking-rules'
import type { BookingRecord } from '@/lib/types'
import { cancelDeadline } from './booking-lifecycle'

const PLAIN = 'The client sees your reason, and the time is offered to others again.'

/** True when cancelling now is a late cancel (after the deadline, before the start). */
function isLateCancelNow(booking: Pick<BookingRecord, 'datetime'>, now: Date): boolean {
  return now.getTime() > cancelDeadline(booking).getTime()
}

/** The trainer's Cancel dialog text, warning of a late cancel inside the window. */
export function trainerCancelText(booking: Pick<BookingRecord, 'datetime'>, now: Date): string {
  if (!isLateCancelNow(booking, now)) return PLAIN
  return `The session starts in less than ${CANCEL_WINDOW_HOURS} hours: this counts as a late cancel on your record, shown to clients, and the client is told it is a late cancel. ${PLAIN}`
}

// The 12-hour rule, said before booking: until when a confirmed session can be moved in the app,
// and from when a cancel is late. Plain code without imports, so the server can copy it for the confirmation email
// (src/content/cancel-rule.test.ts pins the sentences the copy must give).

/** A confirmed session can be cancelled or moved by its booker until this long before it starts. */
import { CANCEL_WINDOW_HOURS, HOUR_MS, SGT_OFFSET_MS } from './booking-rules'

export { CANCEL_WINDOW_HOURS }
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** e.g. "Sat 28 Nov, 10:00 SGT". */
export function formatSgtMoment(at: Date): string {
  const sgt = new Date(at.getTime() + SGT_OFFSET_MS)
  const hours = String(sgt.getUTCHours()).padStart(2, '0')
  const minutes = String(sgt.getUTCMinutes()).padStart(2, '0')
  return `${DAYS[sgt.getUTCDay()]} ${sgt.getUTCDate()} ${MONTHS[sgt.getUTCMonth()]}, ${hours}:${minutes} SGT`
}

/** The last moment a confirmed session starting at `start` can be cancelled or moved in the app. */
export function cancelDeadlineOf(start: Date): Date {
  return new Date(start.getTime() - CANCEL_WINDOW_HOURS * HOUR_MS)
}

/** What the booking summary and the confirmation email say about cancelling the session. */
export function cancelRuleSentence(start: Date, now: Date): string {
  const deadline = cancelDeadlineOf(start)
  if (now.getTime() > deadline.getTime()) {
    return `This session starts in less than ${CANCEL_WINDOW_HOURS} hours: once confirmed, it cannot be moved in the app, and cancelling it is a late cancel under the trainer’s policy.`
  }
  return `Once confirmed, you can cancel or move this session in the app until ${formatSgtMoment(deadline)} (${CANCEL_WINDOW_HOURS} hours before it starts); after that, cancelling is a late cancel under the trainer’s policy.`
}

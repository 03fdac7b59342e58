// "Are you coming?" (docs/notifications-and-email.md): when the app asks the client about a
// session, and where "I can't make it" goes (the signed-in cancel dialog on My Bookings). The
// calls are in reminder-answers-api.ts.
import { STATUS } from '@/content/statuses'
import { parsePbDate } from './dates'

/** The app asks from the first reminder on: 24 hours before the start. */
const ASK_COMING_HOURS = 24
const HOUR_MS = 3_600_000
const ASKING_KINDS: readonly string[] = ['booking_reminder', 'booking_reminder_soon']

/** Where "I can't make it" goes: My Bookings with that booking's cancel dialog open. */
export function cancelPath(bookingId: string): string {
  return `/my-bookings?cancel=${encodeURIComponent(bookingId)}`
}

interface AskedBooking {
  status: string
  datetime: string
  clientConfirmedAt?: string
}

/** Whether the client is asked about this session now: confirmed, starting within 24 h, unanswered. */
export function asksComing(booking: AskedBooking, now: Date): boolean {
  const left = parsePbDate(booking.datetime).getTime() - now.getTime()
  return (
    booking.status === STATUS.confirmed &&
    !booking.clientConfirmedAt &&
    left > 0 &&
    left <= ASK_COMING_HOURS * HOUR_MS
  )
}

/** Whether a bell line is the client's reminder of a session still ahead (it offers the answers). */
export function reminderAsks(
  notification: { kind: string; role: string; datetime: string },
  now: Date,
): boolean {
  return (
    ASKING_KINDS.includes(notification.kind) &&
    notification.role === 'booker' &&
    parsePbDate(notification.datetime).getTime() > now.getTime()
  )
}

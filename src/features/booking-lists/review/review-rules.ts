// When a session can be rated and a review changed (mirrors pb_hooks/lib/safety/reviews.js).
import { SESSION_MS } from '@/content/booking-rules'
import { OUTCOME, STATUS } from '@/content/statuses'
import { parsePbDate } from '@/lib/dates'
import type { BookingRecord, ReviewRecord } from '@/lib/types'

const REVIEW_EDIT_DAYS = 14

/** A confirmed session whose hour is over and that is recorded as attended. */
export function canRateSession(
  booking: Pick<BookingRecord, 'status' | 'datetime' | 'outcome'>,
  now: Date = new Date(),
): boolean {
  return (
    booking.status === STATUS.confirmed &&
    booking.outcome === OUTCOME.attended &&
    parsePbDate(booking.datetime).getTime() + SESSION_MS <= now.getTime()
  )
}

/** The author may change a review for 14 days after writing it. */
export function canEditReview(
  review: Pick<ReviewRecord, 'created'>,
  now: Date = new Date(),
): boolean {
  return parsePbDate(review.created).getTime() + REVIEW_EDIT_DAYS * 86_400_000 >= now.getTime()
}

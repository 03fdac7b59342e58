// A party's answer to "Did the session happen?" (pb_hooks/lib/attendance/booking_outcomes.js).
import type { Outcome } from '@/content/statuses'
import { pb } from '@/lib/pocketbase'
import type { BookingRecord } from '@/lib/types'

export function answerOutcome(bookingId: string, outcome: Outcome): Promise<BookingRecord> {
  return pb.collection('bookings').update(bookingId, { outcome })
}

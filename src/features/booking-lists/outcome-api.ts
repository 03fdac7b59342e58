// A party's answer to "Did the session happen?" (pb_hooks/lib/attendance/booking_outcomes.js).
import { pb } from '@/lib/pocketbase'
import type { BookingRecord } from '@/lib/types'
import type { Outcome } from './session-outcome'

export function answerOutcome(bookingId: string, outcome: Outcome): Promise<BookingRecord> {
  return pb.collection('bookings').update(bookingId, { outcome })
}

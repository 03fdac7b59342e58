// Booking calls of spec §7: list by side (booker or gymBuddy = self), answer, live changes.
import type { UnsubscribeFunc } from 'pocketbase'
import { pb } from '@/lib/pocketbase'
import type { BookingRecord } from '@/lib/types'

/** Which side of a booking the signed-in user is on: clients book, trainers are booked. */
export type BookingSide = 'booker' | 'gymBuddy'

export function listBookings(side: BookingSide, userId: string): Promise<BookingRecord[]> {
  return pb.collection('bookings').getFullList({
    filter: pb.filter(`${side} = {:id}`, { id: userId }),
    sort: '-created',
  })
}

export function answerBooking(
  bookingId: string,
  status: 'confirmed' | 'declined',
): Promise<BookingRecord> {
  return pb.collection('bookings').update(bookingId, { status })
}

/** Every create/update the list rule lets this user see (both sides of their bookings). */
export function subscribeToBookings(onChange: () => void): Promise<UnsubscribeFunc> {
  return pb.collection('bookings').subscribe('*', onChange)
}

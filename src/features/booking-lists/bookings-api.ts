// Booking calls of the bookings screens: one page per group in
// one request, the answers and cancels of the lifecycle contract, and live changes.
import type { UnsubscribeFunc } from 'pocketbase'
import { STATUS } from '@/content/statuses'
import { followMemberFeed } from '@/lib/member-feed'
import { pb } from '@/lib/pocketbase'
import type { BookingRecord, UsersViewRecord } from '@/lib/types'
import { mergeAnswers, splitLimits } from './booking-group-requests'
import type { BookingGroup, BookingGroupsAnswer, BookingSide } from './booking-group-types'

/**
 * The signed-in user's bookings on one side: each group's first `limits[group]` rows (with the
 * booking a reschedule replaced) and total, and the other party of each row, as of `now`, in one
 * request (a few once Show more went past the route's bound). One route instead of a
 * list per group: PocketBase slows empty filtered lists down on purpose (see the hook).
 */
export async function loadBookingGroups<Person extends UsersViewRecord>(
  side: BookingSide,
  limits: Partial<Record<BookingGroup, number>>,
  now: Date,
): Promise<BookingGroupsAnswer<Person>> {
  const answers = await Promise.all(
    splitLimits(limits).map((query) =>
      pb.send<BookingGroupsAnswer<Person>>('/api/gymbuddy/bookings', {
        query: { side, now: now.toISOString(), ...query },
      }),
    ),
  )
  return mergeAnswers(answers)
}

export type BookingChange =
  | { status: typeof STATUS.confirmed }
  | { status: typeof STATUS.declined | typeof STATUS.cancelled; reason: string }

/** The trainer's new time for a confirmed session (a move the client answers). */
export function proposeTime(bookingId: string, datetime: string): Promise<{ id: string }> {
  return pb.send(`/api/gymbuddy/bookings/${encodeURIComponent(bookingId)}/propose`, {
    method: 'POST',
    body: { datetime },
  })
}

/** The client's answer to a time the trainer proposed. */
export function answerProposal(bookingId: string, accept: boolean): Promise<unknown> {
  return pb.send(`/api/gymbuddy/bookings/${encodeURIComponent(bookingId)}/proposal`, {
    method: 'POST',
    body: { accept },
  })
}

export function changeBooking(bookingId: string, change: BookingChange): Promise<BookingRecord> {
  return pb.collection('bookings').update(bookingId, change)
}

/** Every change to this user's bookings (either side: booker or trainer). */
export function subscribeToBookings(onChange: () => void): Promise<UnsubscribeFunc> {
  return followMemberFeed('bookings', () => onChange())
}

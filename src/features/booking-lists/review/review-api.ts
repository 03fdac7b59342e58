// The member's own reviews: one list request for My Bookings, create and edit.
import { pb } from '@/lib/pocketbase'
import type { ReviewRecord } from '@/lib/types'

export interface ReviewInput {
  rating: number
  text: string
}

/** Reviews of my sessions: a review's author id is hidden, so they are found by the booking. */
export function fetchMyReviews(userId: string): Promise<ReviewRecord[]> {
  return pb.collection('reviews').getFullList({
    filter: pb.filter('booking.booker = {:id}', { id: userId }),
    sort: '-created',
    batch: 500,
  })
}

/** The reviews of these bookings (anyone may read reviews; at most one per booking). */
export function fetchReviewsOfBookings(bookingIds: readonly string[]): Promise<ReviewRecord[]> {
  const params = Object.fromEntries(bookingIds.map((id, index) => [`b${index}`, id]))
  const filter = bookingIds.map((_, index) => `booking = {:b${index}}`).join(' || ')
  return pb.collection('reviews').getFullList({
    filter: pb.filter(filter, params),
    fields: 'booking,rating',
  })
}

/** The server sets trainer and author from the booking. */
export function createReview(bookingId: string, input: ReviewInput): Promise<ReviewRecord> {
  return pb.collection('reviews').create({ booking: bookingId, ...input })
}

export function updateReview(id: string, input: ReviewInput): Promise<ReviewRecord> {
  return pb.collection('reviews').update(id, input)
}

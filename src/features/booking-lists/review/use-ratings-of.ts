import type { BookingRecord } from '@/lib/types'
import { useLiveQuery } from '@/lib/use-live-query'
import { fetchReviewsOfBookings } from './review-api'

/** The stars each of these (past) bookings was given, by booking id; unrated ones are absent. */
export function useRatingsOf(bookings: readonly Pick<BookingRecord, 'id'>[] | undefined) {
  const key = (bookings ?? []).map((booking) => booking.id).join(',')
  const { data } = useLiveQuery(
    async () => {
      const reviews = await fetchReviewsOfBookings(key.split(','))
      return new Map(reviews.map((review) => [review.booking, review.rating]))
    },
    { key, enabled: key !== '' },
  )
  return data ?? new Map<string, number>()
}

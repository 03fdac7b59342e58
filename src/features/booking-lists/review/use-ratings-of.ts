import { useEffect, useState } from 'react'
import type { BookingRecord } from '@/lib/types'
import { fetchReviewsOfBookings } from './review-api'

/** The stars each of these (past) bookings was given, by booking id; unrated ones are absent. */
export function useRatingsOf(bookings: readonly Pick<BookingRecord, 'id'>[] | undefined) {
  const key = (bookings ?? []).map((booking) => booking.id).join(',')
  const [ratings, setRatings] = useState<{ key: string; byBooking: Map<string, number> }>({
    key: '',
    byBooking: new Map(),
  })

  useEffect(() => {
    if (!key) return
    let active = true
    fetchReviewsOfBookings(key.split(','))
      .then((reviews) => {
        const byBooking = new Map(reviews.map((review) => [review.booking, review.rating]))
        if (active) setRatings({ key, byBooking })
      })
      .catch((error: unknown) => console.error('Failed to load the ratings', error))
    return () => {
      active = false
    }
  }, [key])

  return ratings.key === key ? ratings.byBooking : new Map<string, number>()
}

import { useCallback, useEffect, useState } from 'react'
import type { ReviewRecord } from '@/lib/types'
import { useCurrentUser } from '@/stores/user'
import { fetchMyReviews } from './review-api'

export interface MyReviews {
  /** The member's review of each booking they rated, by booking id. */
  byBooking: ReadonlyMap<string, ReviewRecord>
  /** Keeps a just-saved review without another request. */
  saved: (review: ReviewRecord) => void
}

/** All the member's reviews in one request (My Bookings shows one per past session). */
export function useMyReviews(): MyReviews {
  const userId = useCurrentUser()?.id ?? ''
  const [byBooking, setByBooking] = useState<ReadonlyMap<string, ReviewRecord>>(new Map())

  useEffect(() => {
    if (!userId) return
    let active = true
    fetchMyReviews(userId)
      .then((reviews) => {
        if (active) setByBooking(new Map(reviews.map((review) => [review.booking, review])))
      })
      .catch((error: unknown) => console.error('Failed to load your reviews', error))
    return () => {
      active = false
    }
  }, [userId])

  const saved = useCallback((review: ReviewRecord) => {
    setByBooking((current) => new Map(current).set(review.booking, review))
  }, [])

  return { byBooking, saved }
}

import { useCallback } from 'react'
import type { ReviewRecord } from '@/lib/types'
import { useLiveQuery } from '@/lib/use-live-query'
import { useCurrentUser } from '@/stores/user'
import { fetchMyReviews } from './review-api'

const NONE: ReadonlyMap<string, ReviewRecord> = new Map()

export interface MyReviews {
  /** The member's review of each booking they rated, by booking id. */
  byBooking: ReadonlyMap<string, ReviewRecord>
  /** Keeps a just-saved review without another request. */
  saved: (review: ReviewRecord) => void
}

/** All the member's reviews in one request (My Bookings shows one per past session). */
export function useMyReviews(): MyReviews {
  const userId = useCurrentUser()?.id ?? ''
  const { data, update } = useLiveQuery(
    async (): Promise<ReadonlyMap<string, ReviewRecord>> => {
      const reviews = await fetchMyReviews(userId)
      return new Map(reviews.map((review) => [review.booking, review]))
    },
    { key: userId, enabled: userId !== '' },
  )

  const saved = useCallback(
    (review: ReviewRecord) => update((current) => new Map(current).set(review.booking, review)),
    [update],
  )

  return { byBooking: data ?? NONE, saved }
}

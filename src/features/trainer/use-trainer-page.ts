import { useCallback, useEffect, useState } from 'react'
import { isNotFound } from '@/lib/errors'
import type { GymBuddyRecord, ReviewRecord } from '@/lib/types'
import { fetchReplyTime, fetchReviews, fetchTrainer, type ReplyTime } from './trainer-api'

export type TrainerState =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'failed' }
  | { status: 'loaded'; buddy: GymBuddyRecord; replyTime: ReplyTime | null }

/** The trainer and their reply time, in parallel; a reply-time failure only hides that line. */
export function useTrainer(id: string): TrainerState {
  const [state, setState] = useState<{ id: string; state: TrainerState } | null>(null)
  useEffect(() => {
    let active = true
    const replyTime = fetchReplyTime(id).catch(() => null)
    Promise.all([fetchTrainer(id), replyTime])
      .then(([buddy, reply]) => {
        if (active) setState({ id, state: { status: 'loaded', buddy, replyTime: reply } })
      })
      .catch((error: unknown) => {
        if (!active) return
        if (!isNotFound(error)) console.error(error)
        setState({ id, state: { status: isNotFound(error) ? 'not-found' : 'failed' } })
      })
    return () => {
      active = false
    }
  }, [id])
  return state && state.id === id ? state.state : { status: 'loading' }
}

export interface TrainerReviews {
  reviews: ReviewRecord[]
  hasMore: boolean
  loading: boolean
  failed: boolean
  showMore: () => void
}

/** The latest reviews, newest first, one page at a time (Show more). */
export function useTrainerReviews(trainerId: string): TrainerReviews {
  const [pages, setPages] = useState({ trainerId, page: 0, reviews: [] as ReviewRecord[] })
  const [totalPages, setTotalPages] = useState(0)
  const [loading, setLoading] = useState(true)
  const [failed, setFailed] = useState(false)

  const load = useCallback(
    (page: number) => {
      setLoading(true)
      setFailed(false)
      fetchReviews(trainerId, page)
        .then((result) => {
          setPages((current) => ({
            trainerId,
            page,
            reviews:
              page === 1 || current.trainerId !== trainerId
                ? result.items
                : [...current.reviews, ...result.items],
          }))
          setTotalPages(result.totalPages)
        })
        .catch((error: unknown) => {
          console.error(error)
          setFailed(true)
        })
        .finally(() => setLoading(false))
    },
    [trainerId],
  )

  useEffect(() => load(1), [load])

  const current = pages.trainerId === trainerId ? pages : { page: 0, reviews: [] }
  return {
    reviews: current.reviews,
    hasMore: current.page < totalPages,
    loading,
    failed,
    showMore: () => load(current.page + 1),
  }
}

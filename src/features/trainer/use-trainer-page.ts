import { isNotFound } from '@/lib/errors'
import type { GymBuddyRecord, ReviewRecord } from '@/lib/types'
import { useLiveQuery } from '@/lib/use-live-query'
import { usePageLimit } from '@/lib/use-page-limit'
import {
  fetchReplyTime,
  fetchReviews,
  fetchTrainer,
  REVIEWS_PER_PAGE,
  type ReplyTime,
} from './trainer-api'

export type TrainerState =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'failed' }
  | { status: 'loaded'; buddy: GymBuddyRecord; replyTime: ReplyTime | null }

/** The trainer and their reply time, in parallel; a reply-time failure only hides that line. */
export function useTrainer(id: string): TrainerState {
  const { data, failed, error } = useLiveQuery(
    async () => {
      const replyTime = fetchReplyTime(id).catch(() => null)
      const [buddy, reply] = await Promise.all([fetchTrainer(id), replyTime])
      return { buddy, replyTime: reply }
    },
    { key: id },
  )
  if (data) return { status: 'loaded', ...data }
  if (failed) return { status: isNotFound(error) ? 'not-found' : 'failed' }
  return { status: 'loading' }
}

export interface TrainerReviews {
  reviews: ReviewRecord[]
  hasMore: boolean
  loading: boolean
  failed: boolean
  showMore: () => void
  retry: () => void
}

const NO_REVIEWS = { items: [] as ReviewRecord[], totalItems: 0 }

/** The latest reviews, newest first, a page more on each Show more (back to one per trainer). */
export function useTrainerReviews(trainerId: string): TrainerReviews {
  const { limit, showMore } = usePageLimit(trainerId, REVIEWS_PER_PAGE)
  const query = useLiveQuery(() => fetchReviews(trainerId, limit), {
    key: trainerId,
    page: limit,
  })
  const { items, totalItems } = query.data ?? NO_REVIEWS
  return {
    reviews: items,
    hasMore: items.length < totalItems,
    // Show more is busy until the longer page is in.
    loading: query.loading || (items.length < Math.min(limit, totalItems) && !query.reloadFailed),
    failed: query.failed || query.reloadFailed,
    showMore,
    retry: query.reload,
  }
}

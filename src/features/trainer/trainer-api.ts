// The trainer page's data calls: the public card with its profile, reviews, reply time.
import { pb } from '@/lib/pocketbase'
import type { GymBuddyRecord, ReviewRecord } from '@/lib/types'

export const REVIEWS_PER_PAGE = 5

export interface ReplyTime {
  answers: number
  medianMinutes: number | null
}

export function fetchTrainer(id: string): Promise<GymBuddyRecord> {
  return pb.collection('gym_buddies_view').getOne(id, { expand: 'trainer_profile' })
}

/** The newest `limit` reviews (Show more asks again for a longer list: no gap, no repeat). */
export async function fetchReviews(
  trainerId: string,
  limit: number,
): Promise<{ items: ReviewRecord[]; totalItems: number }> {
  const result = await pb.collection('reviews').getList(1, limit, {
    filter: pb.filter('trainer = {:id}', { id: trainerId }),
    sort: '-created,-id',
    skipTotal: false,
  })
  return { items: result.items, totalItems: result.totalItems }
}

export function fetchReplyTime(trainerId: string): Promise<ReplyTime> {
  return pb.send<ReplyTime>(
    `/api/gymbuddy/trainers/${encodeURIComponent(trainerId)}/reply-time`,
    {},
  )
}

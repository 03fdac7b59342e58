// The trainer page's data calls (issue 15): the public card with its profile, reviews, reply time.
import { pb } from '@/lib/pocketbase'
import type { GymBuddyRecord, ReviewRecord } from '@/lib/types'

const REVIEWS_PER_PAGE = 5

export interface ReplyTime {
  answers: number
  medianMinutes: number | null
}

export function fetchTrainer(id: string): Promise<GymBuddyRecord> {
  return pb.collection('gym_buddies_view').getOne(id, { expand: 'trainer_profile' })
}

export async function fetchReviews(
  trainerId: string,
  page: number,
): Promise<{ items: ReviewRecord[]; totalPages: number }> {
  const result = await pb.collection('reviews').getList(page, REVIEWS_PER_PAGE, {
    filter: pb.filter('trainer = {:id}', { id: trainerId }),
    sort: '-created,-id',
    skipTotal: false,
  })
  return { items: result.items, totalPages: result.totalPages }
}

export function fetchReplyTime(trainerId: string): Promise<ReplyTime> {
  return pb.send<ReplyTime>(
    `/api/gymbuddy/trainers/${encodeURIComponent(trainerId)}/reply-time`,
    {},
  )
}

// A trainer's free hours: GET /api/gymbuddy/trainers/:id/free (public, docs/venues-and-free-hours.md).
import { FREE_DAYS_DEFAULT } from '@/content/when-where'
import { pb } from './pocketbase'

/** The hours anyone could request from the trainer now, as ISO datetimes in order. */
export async function fetchFreeHours(
  trainerId: string,
  days = FREE_DAYS_DEFAULT,
): Promise<string[]> {
  const answer = await pb.send<{ free: string[] }>(
    `/api/gymbuddy/trainers/${encodeURIComponent(trainerId)}/free`,
    { query: { days } },
  )
  return answer.free
}

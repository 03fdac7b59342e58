import { useMemo, useState } from 'react'
import type { GymBuddyRecord } from '@/lib/types'
import { useLiveQuery } from '@/lib/use-live-query'
import { useCurrentUser } from '@/stores/user'
import { toFinderEntry } from '../filters/gym-buddy-filters'
import type { Recommendation } from './recommended-trainers'

const NONE: Recommendation[] = []

/** GET /api/gymbuddy/recommendations (pb_hooks/lib/finder/recommendations.js). */
interface RecommendationsAnswer {
  /** The picks, best first, as finder rows each with why it is picked; none without a profile. */
  items: (GymBuddyRecord & { reason: string })[]
}

/** The server's picks; loaded here so a visitor loads no SDK code. */
async function loadPicks(): Promise<RecommendationsAnswer> {
  const { pb } = await import('@/lib/pocketbase')
  return pb.send<RecommendationsAnswer>('/api/gymbuddy/recommendations', { method: 'GET' })
}

/**
 * "Recommended for you" for a signed-in member with a client profile, as the server orders and
 * words them. Visitors and members without a profile get none. Asked once a visit, once
 * `enabled` (no filter set).
 */
export function useRecommendations(enabled: boolean): Recommendation[] {
  const user = useCurrentUser()
  const userId = user?.id ?? ''
  // Asked once a visit: a filter hides the picks, clearing it shows them again (no new request).
  const [askedFor, setAskedFor] = useState('')
  if (enabled && userId && askedFor !== userId) setAskedFor(userId)
  // Recommendations are a bonus: the finder works the same without them.
  const { data } = useLiveQuery(loadPicks, {
    key: userId,
    // A visitor (no id) is never asked about: the route answers them 401.
    enabled: userId !== '' && askedFor === userId,
  })
  return useMemo(
    () =>
      data ? data.items.map(({ reason, ...row }) => ({ entry: toFinderEntry(row), reason })) : NONE,
    [data],
  )
}

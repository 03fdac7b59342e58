import { useMemo, useState } from 'react'
import type { GymBuddyRecord } from '@/lib/types'
import { useLiveQuery } from '@/lib/use-live-query'
import { useCurrentUser } from '@/stores/user'
import { toFinderEntry, type FinderEntry } from './gym-buddy-filters'
import { recommendTrainers, type ClientWishes, type Recommendation } from './recommend-trainers'

const NONE: Recommendation[] = []

/** GET /api/gymbuddy/recommendations (pb_hooks/lib/recommendations.js). */
interface RecommendationsAnswer {
  /** The member's own client profile; null when they have none. */
  profile: ClientWishes | null
  /** Every trainer that can be among the picks (ties at the last one included), as finder rows. */
  items: GymBuddyRecord[]
}

interface Ranked {
  wishes: ClientWishes
  /** The server's candidates: every trainer that can be among the picks. */
  candidates: FinderEntry[]
}

/** The wishes and the candidates; loaded here so a visitor loads no SDK code. */
async function loadRanking(): Promise<Ranked | null> {
  const { pb } = await import('@/lib/pocketbase')
  const answer = await pb.send<RecommendationsAnswer>('/api/gymbuddy/recommendations', {
    method: 'GET',
  })
  if (!answer.profile) return null
  return { wishes: answer.profile, candidates: answer.items.map(toFinderEntry) }
}

/**
 * "Recommended for you" for a signed-in member with a client profile. Visitors and members
 * without a profile get none. The server answers the candidates once a visit (once `enabled`: no
 * filter set), and recommendTrainers orders them and words each pick's reason.
 */
export function useRecommendations(enabled: boolean): Recommendation[] {
  const user = useCurrentUser()
  const userId = user?.id ?? ''
  // Asked once a visit: a filter hides the picks, clearing it shows them again (no new request).
  const [askedFor, setAskedFor] = useState('')
  if (enabled && userId && askedFor !== userId) setAskedFor(userId)
  // Recommendations are a bonus: the finder works the same without them.
  const { data: current } = useLiveQuery(loadRanking, { key: userId, enabled: askedFor === userId })
  return useMemo(
    () => (current ? recommendTrainers(current.candidates, current.wishes, userId) : NONE),
    [current, userId],
  )
}

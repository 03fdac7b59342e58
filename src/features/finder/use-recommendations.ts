import { useEffect, useMemo, useState } from 'react'
import type { GymBuddyRecord } from '@/lib/types'
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
  userId: string
  wishes: ClientWishes
  /** The server's candidates (server mode); null: rank the loaded list. */
  candidates: FinderEntry[] | null
}

/** The wishes and, in server mode, the candidates; loaded here so a visitor loads no SDK code. */
async function loadRanking(userId: string, remote: boolean): Promise<Ranked | null> {
  if (remote) {
    const { pb } = await import('@/lib/pocketbase')
    const answer = await pb.send<RecommendationsAnswer>('/api/gymbuddy/recommendations', {
      method: 'GET',
    })
    if (!answer.profile) return null
    return { userId, wishes: answer.profile, candidates: answer.items.map(toFinderEntry) }
  }
  const { findClientProfile } = await import('@/lib/profiles')
  const profile = await findClientProfile(userId)
  return profile ? { userId, wishes: profile, candidates: null } : null
}

/**
 * "Recommended for you" for a signed-in member with a client profile: ranked once per loaded list
 * (never on a keystroke). Visitors and members without a profile get none. In server mode
 * (`remote`: more trainers than the browser keeps) the server answers the candidates once a visit,
 * and recommendTrainers ranks them: the same picks as over the whole list.
 */
export function useRecommendations(
  entries: readonly FinderEntry[] | null,
  remote = false,
): Recommendation[] {
  const user = useCurrentUser()
  const userId = user?.id ?? ''
  const [ranked, setRanked] = useState<Ranked | null>(null)

  // Asked once the full list is in (or the server searches), so the first cards never share the
  // server with it; once a visit.
  const ready = entries !== null || remote
  const asked = ranked?.userId === userId
  useEffect(() => {
    if (!userId || !ready || asked) return
    let active = true
    loadRanking(userId, remote)
      .then((result) => {
        if (active && result) setRanked(result)
      })
      // Recommendations are a bonus: the finder works the same without them.
      .catch((error: unknown) => console.error('Failed to load the recommendations', error))
    return () => {
      active = false
    }
  }, [userId, ready, remote, asked])

  const current = asked ? ranked : null
  const ranking = current?.candidates ?? entries
  return useMemo(
    () => (current && ranking ? recommendTrainers(ranking, current.wishes, userId) : NONE),
    [current, ranking, userId],
  )
}

import { useEffect, useMemo, useState } from 'react'
import { useCurrentUser } from '@/stores/user'
import type { FinderEntry } from './gym-buddy-filters'
import { recommendTrainers, type ClientWishes, type Recommendation } from './recommend-trainers'

const NONE: Recommendation[] = []

/**
 * "Recommended for you" for a signed-in member with a client profile: ranked once per loaded list
 * (never on a keystroke). Visitors and members without a profile get none.
 */
export function useRecommendations(entries: readonly FinderEntry[] | null): Recommendation[] {
  const user = useCurrentUser()
  const userId = user?.id ?? ''
  const [wishes, setWishes] = useState<{ userId: string; wishes: ClientWishes } | null>(null)

  // Asked once the full list is in, so the first cards never share the server with it.
  const ready = entries !== null
  useEffect(() => {
    if (!userId || !ready) return
    let active = true
    // Loaded here, for signed-in members only: a visitor's finder carries no SDK code.
    import('@/lib/profiles')
      .then(({ findClientProfile }) => findClientProfile(userId))
      .then((profile) => {
        if (active && profile) setWishes({ userId, wishes: profile })
      })
      // Recommendations are a bonus: the finder works the same without them.
      .catch((error: unknown) => console.error('Failed to load the client profile', error))
    return () => {
      active = false
    }
  }, [userId, ready])

  const current = wishes && wishes.userId === userId ? wishes.wishes : null
  return useMemo(
    () => (current && entries ? recommendTrainers(entries, current, userId) : NONE),
    [current, entries, userId],
  )
}

import { useEffect, useMemo, useState } from 'react'
import { findClientProfile } from '@/lib/profiles'
import { prefetch, takeArrived, takePrefetched } from '@/lib/prefetch'
import type { ClientProfileRecord } from '@/lib/types'
import type { UserArea } from '@/lib/user-area'
import { refreshCurrentUser, useUserStore } from '@/stores/user'

interface Loaded {
  userId: string
  clientProfile: ClientProfileRecord | null
  clientProfileMissing: boolean
}

async function loadUserArea(userId: string): Promise<Loaded> {
  const [, lookup] = await Promise.all([
    refreshCurrentUser().catch((error: unknown) => console.error('Failed to load user', error)),
    findClientProfile(userId).then(
      (profile) => ({ profile, missing: profile === null }),
      (error: unknown) => {
        console.error('Failed to load client profile', error)
        return { profile: null, missing: false }
      },
    ),
  ])
  return { userId, clientProfile: lookup.profile, clientProfileMissing: lookup.missing }
}

const areaKey = (userId: string) => `user-area:${userId}`

/** Starts the gate's two requests while the user area's code is still downloading. */
export async function prefetchUserArea(): Promise<void> {
  const userId = useUserStore.getState().user?.id
  if (userId) await prefetch(areaKey(userId), () => loadUserArea(userId))
}

/**
 * Loads the user and the client profile before the user area shows (spec §2, §4). Every user,
 * trainers included, passes once both requests have answered: a 404 is an answer ("none").
 */
export function useUserAreaLoader(userId: string): { loading: boolean; area: UserArea } {
  // Answers prefetched while the code downloaded skip the spinner altogether.
  const [arrived] = useState(() => (userId && takeArrived<Loaded>(areaKey(userId))) || null)
  const [loaded, setLoaded] = useState<Loaded | null>(arrived)

  useEffect(() => {
    if (arrived?.userId === userId) return
    let cancelled = false
    void takePrefetched(areaKey(userId), () => loadUserArea(userId)).then((result) => {
      if (!cancelled) setLoaded(result)
    })
    return () => {
      cancelled = true
    }
  }, [userId, arrived])

  const area = useMemo<UserArea>(
    () => ({
      clientProfile: loaded?.clientProfile ?? null,
      clientProfileMissing: loaded?.clientProfileMissing ?? false,
      setClientProfile: (profile) =>
        setLoaded({ userId, clientProfile: profile, clientProfileMissing: false }),
    }),
    [loaded, userId],
  )

  return { loading: loaded?.userId !== userId, area }
}

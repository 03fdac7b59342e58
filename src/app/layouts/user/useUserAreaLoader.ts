import { useEffect, useMemo, useReducer, useState } from 'react'
import { useReconnections } from '@/lib/connection'
import { findClientProfile } from '@/lib/profiles'
import { prefetch, takeArrived, takePrefetched } from '@/lib/prefetch'
import type { ClientProfileRecord } from '@/lib/types'
import type { UserArea } from '@/lib/user-area'
import { refreshCurrentUser, useUserStore } from '@/stores/user'

interface Loaded {
  userId: string
  clientProfile: ClientProfileRecord | null
  clientProfileMissing: boolean
  /** The client profile lookup got no answer: the area cannot tell who this member is yet. */
  error?: unknown
}

async function loadUserArea(userId: string): Promise<Loaded> {
  const [, lookup] = await Promise.all([
    refreshCurrentUser().catch((error: unknown) => console.error('Failed to load user', error)),
    findClientProfile(userId).then(
      (profile) => ({ profile, missing: profile === null }),
      (error: unknown) => {
        console.error('Failed to load client profile', error)
        return { profile: null, missing: false, error }
      },
    ),
  ])
  return {
    userId,
    clientProfile: lookup.profile,
    clientProfileMissing: lookup.missing,
    error: 'error' in lookup ? lookup.error : undefined,
  }
}

const areaKey = (userId: string) => `user-area:${userId}`

/** Starts the gate's two requests while the user area's code is still downloading. */
export async function prefetchUserArea(): Promise<void> {
  const userId = useUserStore.getState().user?.id
  if (userId) await prefetch(areaKey(userId), () => loadUserArea(userId))
}

/**
 * Loads the user and the client profile before the user area shows (spec §2, §4). Every user,
 * trainers included, passes once both requests have answered: a 404 is an answer ("none"). When
 * the profile lookup fails the gate says so (Retry), and tries again when the server is back.
 */
export function useUserAreaLoader(userId: string): {
  loading: boolean
  failed: boolean
  error: unknown
  retry: () => void
  area: UserArea
} {
  // Answers prefetched while the code downloaded skip the spinner altogether.
  const [arrived] = useState(() => (userId && takeArrived<Loaded>(areaKey(userId))) || null)
  const [loaded, setLoaded] = useState<Loaded | null>(arrived)
  const [retries, retry] = useReducer((count: number) => count + 1, 0)
  const reconnections = useReconnections()
  const failed = loaded?.userId === userId && loaded.error !== undefined

  useEffect(() => {
    // Loaded for this member already (prefetched, or before another tab switched members and back).
    if (loaded?.userId === userId && !failed) return
    let cancelled = false
    const load =
      retries + reconnections === 0
        ? takePrefetched
        : (_: string, run: () => Promise<Loaded>) => run()
    void load(areaKey(userId), () => loadUserArea(userId)).then((result) => {
      if (!cancelled) setLoaded(result)
    })
    return () => {
      cancelled = true
    }
    // Loads once per member; again only after a failure (Retry, or the server is back).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId, arrived, retries, reconnections])

  const area = useMemo<UserArea>(
    () => ({
      clientProfile: loaded?.clientProfile ?? null,
      clientProfileMissing: loaded?.clientProfileMissing ?? false,
      setClientProfile: (profile) =>
        setLoaded({ userId, clientProfile: profile, clientProfileMissing: false }),
    }),
    [loaded, userId],
  )

  return {
    loading: loaded?.userId !== userId,
    failed,
    error: failed ? loaded.error : undefined,
    retry,
    area,
  }
}

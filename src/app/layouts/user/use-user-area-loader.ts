import { useEffect, useMemo, useReducer, useState } from 'react'
import { useReconnections } from '@/lib/connection'
import type { UserArea } from '@/lib/user-area'
import { loadUserArea, type UserAreaData } from './user-area-loader'

/**
 * Loads the user and the client profile before the user area shows. Every user,
 * trainers included, passes once both requests have answered: a 404 is an answer ("none"). When
 * the profile lookup fails the gate says so (Retry), and tries again when the server is back.
 */
export function useUserAreaLoader(
  userId: string,
  /** What the route's loader fetched with the code: no spinner when it is this member's. */
  initial?: UserAreaData | null,
): {
  loading: boolean
  failed: boolean
  error: unknown
  retry: () => void
  area: UserArea
} {
  const [loaded, setLoaded] = useState<UserAreaData | null>(() =>
    initial?.userId === userId ? initial : null,
  )
  const [retries, retry] = useReducer((count: number) => count + 1, 0)
  const reconnections = useReconnections()
  const failed = loaded?.userId === userId && loaded.error !== undefined

  useEffect(() => {
    // Loaded for this member already (by the loader, or before another tab switched members and back).
    if (loaded?.userId === userId && !failed) return
    let cancelled = false
    void loadUserArea(userId).then((result) => {
      if (!cancelled) setLoaded(result)
    })
    return () => {
      cancelled = true
    }
    // Loads once per member; again only after a failure (Retry, or the server is back).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId, retries, reconnections])

  const area = useMemo<UserArea>(
    () => ({
      clientProfile: loaded?.clientProfile ?? null,
      clientProfileMissing: loaded?.clientProfileMissing ?? false,
      setClientProfile: (profile) =>
        setLoaded({ userId, clientProfile: profile, clientProfileMissing: profile === null }),
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

import { findClientProfile } from '@/lib/profiles'
import type { ClientProfileRecord } from '@/lib/types'
import { refreshCurrentUser, useUserStore } from '@/stores/user'

/** What the user area's gate needs before it shows, for one member. */
export interface UserAreaData {
  userId: string
  clientProfile: ClientProfileRecord | null
  clientProfileMissing: boolean
  /** The client profile lookup got no answer: the area cannot tell who this member is yet. */
  error?: unknown
}

/** The member (refreshed) and their client profile; a 404 is an answer ("none"), never throws. */
export async function loadUserArea(userId: string): Promise<UserAreaData> {
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

/** The gate's two requests, made while the user area's code downloads (src/content/routes.ts). */
export async function loader(): Promise<UserAreaData | null> {
  const userId = useUserStore.getState().user?.id
  return userId ? loadUserArea(userId) : null
}

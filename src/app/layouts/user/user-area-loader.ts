import { pb } from '@/lib/pocketbase'
import type { ClientProfileRecord, UserRecord } from '@/lib/types'
import { useUserStore } from '@/stores/user'

/** What the user area's gate needs before it shows, for one member. */
export interface UserAreaData {
  userId: string
  clientProfile: ClientProfileRecord | null
  clientProfileMissing: boolean
  /** The lookup got no answer: the area cannot tell who this member is yet. */
  error?: unknown
}

/** GET /api/gymbuddy/me (pb_hooks/me.pb.js): the member's users record and client profile. */
interface MeAnswer {
  user: UserRecord | null
  clientProfile: ClientProfileRecord | null
}

/**
 * The member (refreshed in the session) and their client profile, in one request that the list
 * API's throttle on empty answers never slows; no profile is an answer ("none"), never throws.
 */
export async function loadUserArea(userId: string): Promise<UserAreaData> {
  try {
    const me = await pb.send<MeAnswer>('/api/gymbuddy/me', { method: 'GET' })
    // Another member may have signed in meanwhile: their session is not overwritten.
    if (me.user && me.user.id === userId && pb.authStore.record?.id === userId)
      pb.authStore.save(pb.authStore.token, me.user)
    return {
      userId,
      clientProfile: me.clientProfile,
      clientProfileMissing: me.clientProfile === null,
    }
  } catch (error) {
    console.error('Failed to load your account', error)
    return { userId, clientProfile: null, clientProfileMissing: false, error }
  }
}

/** The gate's request, made while the user area's code downloads (src/content/routes.ts). */
export async function loader(): Promise<UserAreaData | null> {
  const userId = useUserStore.getState().user?.id
  return userId ? loadUserArea(userId) : null
}

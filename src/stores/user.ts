// The one client-side user slot (spec §9), kept in step with the SDK's auth store.
import { create } from 'zustand'
import { pb } from '@/lib/pocketbase'
import type { UserRecord } from '@/lib/types'

interface UserState {
  user: UserRecord | null
}

export const useUserStore = create<UserState>(() => ({
  user: pb.authStore.isValid ? (pb.authStore.record as UserRecord | null) : null,
}))

pb.authStore.onChange((_token, record) => {
  useUserStore.setState({ user: pb.authStore.isValid ? (record as UserRecord | null) : null })
})

export function useCurrentUser(): UserRecord | null {
  return useUserStore((state) => state.user)
}

export function useIsSignedIn(): boolean {
  return useUserStore((state) => state.user !== null)
}

/** Log out clears the local session only (spec §4): no server call. */
export function logOut(): void {
  pb.authStore.clear()
}

/** Re-reads the signed-in user (userType and profile links may have changed elsewhere). */
export async function refreshCurrentUser(): Promise<void> {
  const current = pb.authStore.record
  if (!current) return
  const fresh = await pb.collection('users').getOne(current.id)
  pb.authStore.save(pb.authStore.token, fresh)
}

export function isTrainer(user: Pick<UserRecord, 'userType'> | null | undefined): boolean {
  return user?.userType === 'trainer'
}

// The one client-side user slot, kept in step with the SDK's auth store. The SDK is
// not imported here: the landing page starts without it, so the first user comes from the
// SDK's localStorage slot and the store follows the auth store once the client has loaded.
import { create } from 'zustand'
import { loadedPocketBase, whenPocketBaseLoads } from '@/lib/pocketbase-loaded'
import type { TypedPocketBase, UserRecord } from '@/lib/types'

/** Where the SDK's LocalAuthStore keeps the session. */
export const AUTH_STORAGE_KEY = 'pocketbase_auth'

interface StoredAuth {
  token: string
  record: UserRecord | null
}

function readStoredAuth(): StoredAuth {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(AUTH_STORAGE_KEY) ?? 'null')
    if (!stored || typeof stored !== 'object') return { token: '', record: null }
    const { token, record } = stored as Partial<StoredAuth>
    return { token: typeof token === 'string' ? token : '', record: record ?? null }
  } catch {
    return { token: '', record: null }
  }
}

/** The JWT's exp claim lies in the future (what the SDK's authStore.isValid checks). */
export function isTokenUnexpired(token: string): boolean {
  try {
    const payload = token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')
    const { exp } = JSON.parse(atob(payload)) as { exp?: unknown }
    return typeof exp === 'number' && exp * 1000 > Date.now()
  } catch {
    return false
  }
}

/** A session token is stored (valid or not): the session watcher has something to check. */
export function hasStoredSession(): boolean {
  return readStoredAuth().token !== ''
}

interface UserState {
  user: UserRecord | null
}

function initialUser(): UserRecord | null {
  const { token, record } = readStoredAuth()
  return token && isTokenUnexpired(token) ? record : null
}

export const useUserStore = create<UserState>(() => ({ user: initialUser() }))

whenPocketBaseLoads((pb) => {
  const sync = () =>
    useUserStore.setState({
      user: pb.authStore.isValid ? (pb.authStore.record as UserRecord | null) : null,
    })
  pb.authStore.onChange(sync)
  sync()
})

/** The PocketBase client, loading the SDK on first use. */
export async function getPocketBase(): Promise<TypedPocketBase> {
  return loadedPocketBase() ?? (await import('@/lib/pocketbase')).pb
}

export function useCurrentUser(): UserRecord | null {
  return useUserStore((state) => state.user)
}

export function useIsSignedIn(): boolean {
  return useUserStore((state) => state.user !== null)
}

/** Log out clears the local session only: no server call. */
export function logOut(): void {
  const pb = loadedPocketBase()
  if (pb) {
    pb.authStore.clear()
    return
  }
  window.localStorage.removeItem(AUTH_STORAGE_KEY)
  useUserStore.setState({ user: null })
}

/** Re-reads the signed-in user (userType and profile links may have changed elsewhere). */
export async function refreshCurrentUser(): Promise<void> {
  const pb = await getPocketBase()
  const current = pb.authStore.record
  if (!current) return
  const fresh = await pb.collection('users').getOne(current.id)
  pb.authStore.save(pb.authStore.token, fresh)
}

export function isTrainer(user: Pick<UserRecord, 'userType'> | null | undefined): boolean {
  return user?.userType === 'trainer'
}

// The session's life: the token is refreshed on app start and again when the tab
// comes back after a while; a token that expires, or that the server no longer accepts (password
// changed, account removed), ends the session once, with a message, instead of leaving screens
// that quietly load nothing. Offline, 5xx and 429 keep the session: they say nothing about it.
import type PocketBase from 'pocketbase'
import type { SendOptions } from 'pocketbase'
import { getTokenPayload } from 'pocketbase'
import { asResponseError } from './errors'

/* eslint-disable gymbuddy/no-status-literal -- 'expired' here is a session's end, not a booking's */

export type SessionEndReason = 'expired' | 'revoked'

export const SESSION_MESSAGES: Record<SessionEndReason, string> = {
  expired: 'Your session has expired. Please sign in again.',
  revoked: 'You have been signed out. Please sign in again.',
}

/** A tab that comes back after this long checks its token with the server again. */
export const REFRESH_AFTER_MS = 10 * 60_000

/** When the token stops being valid (ms since the epoch), or null if it carries no expiry. */
export function tokenExpiresAt(token: string): number | null {
  const exp = getTokenPayload(token).exp
  return typeof exp === 'number' ? exp * 1000 : null
}

/** The server's answer means this token is no longer accepted (not: try again later). */
export function isSessionRejected(error: unknown): boolean {
  const status = asResponseError(error)?.status
  return status === 401 || status === 403 || status === 404
}

export interface SessionWatchOptions {
  pb: PocketBase
  onSessionEnded: (reason: SessionEndReason) => void
  /** Where focus and visibility are watched (the browser window by default). */
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>
  isVisible?: () => boolean
  /** Check the stored token with the server at once (default): off when the watch starts at login. */
  refreshOnStart?: boolean
}

/**
 * The SDK stores whatever an auth answer holds. An answer cut short (the page reloading while the
 * session refresh is under way) reads as {} and would be stored as a record without a token: the
 * next page then starts signed out, or sends "undefined" as its token and reads the 401 as the
 * session being revoked. A save that brings a record but no token keeps the session as it was;
 * signing out goes through clear().
 */
export function keepSessionOnTokenlessSave(pb: PocketBase): void {
  const store = pb.authStore
  const save = store.save.bind(store)
  store.save = (token, record) => {
    if (!token && record) return
    save(token, record)
  }
}

/** Starts watching the session; returns the function that stops it. */
export function watchSession(options: SessionWatchOptions): () => void {
  const { pb, onSessionEnded } = options
  const target = options.target ?? window
  const isVisible = options.isVisible ?? (() => document.visibilityState !== 'hidden')
  let stopped = false
  let lastChecked = 0
  let expiryTimer: ReturnType<typeof setTimeout> | undefined

  const end = (reason: SessionEndReason, token: string) => {
    // Only the session that failed: a late answer must not sign out a newer login.
    if (stopped || !token || pb.authStore.token !== token) return
    pb.authStore.clear()
    onSessionEnded(reason)
  }

  const check = async () => {
    const token = pb.authStore.token
    if (stopped || !token) return
    lastChecked = Date.now()
    if (!pb.authStore.isValid) return end('expired', token)
    try {
      await pb.collection('users').authRefresh()
    } catch (error) {
      if (isSessionRejected(error)) end('revoked', token)
    }
  }

  const scheduleExpiry = () => {
    clearTimeout(expiryTimer)
    const token = pb.authStore.token
    const expiresAt = token ? tokenExpiresAt(token) : null
    if (expiresAt === null) return
    // setTimeout holds at most ~24.8 days; a later expiry is re-armed by the next token anyway.
    const delay = Math.min(Math.max(expiresAt - Date.now(), 0), 2 ** 31 - 1)
    expiryTimer = setTimeout(() => {
      if (!pb.authStore.isValid) end('expired', token)
    }, delay)
  }

  const onReturn = () => {
    if (!isVisible()) return
    const token = pb.authStore.token
    if (token && !pb.authStore.isValid) end('expired', token)
    else if (Date.now() - lastChecked >= REFRESH_AFTER_MS) void check()
  }

  // A 401 on any call made with the token: the server has stopped accepting it.
  const previousAfterSend = pb.afterSend
  pb.afterSend = (response: Response, data: unknown, sendOptions?: SendOptions) => {
    const sentToken = new Headers(sendOptions?.headers).get('Authorization')
    if (response.status === 401 && sentToken) end('revoked', sentToken)
    if (!previousAfterSend) return data
    return sendOptions
      ? previousAfterSend(response, data, sendOptions)
      : previousAfterSend(response, data)
  }

  const unsubscribe = pb.authStore.onChange(scheduleExpiry)
  target.addEventListener('focus', onReturn)
  target.addEventListener('visibilitychange', onReturn)
  scheduleExpiry()
  if (options.refreshOnStart ?? true) void check()

  return () => {
    stopped = true
    clearTimeout(expiryTimer)
    unsubscribe()
    target.removeEventListener('focus', onReturn)
    target.removeEventListener('visibilitychange', onReturn)
    pb.afterSend = previousAfterSend
  }
}

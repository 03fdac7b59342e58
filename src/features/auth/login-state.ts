// Reads what SessionWatcher and RequireAuth leave in the login route's state.

import { returnPathIn } from '@/lib/return-path'

const DEFAULT_AFTER_LOGIN = '/user'

function fields(state: unknown): Record<string, unknown> {
  return state !== null && typeof state === 'object' ? (state as Record<string, unknown>) : {}
}

/** Why the visitor is here ("Your session has expired..."), when a session just ended. */
export function loginNotice(state: unknown): string | null {
  const { notice } = fields(state)
  return typeof notice === 'string' && notice.trim() ? notice : null
}

/** Spec §2: on success go to /user; back to the screen the session ended on when there was one. */
export function afterLoginPath(state: unknown): string {
  return returnPathIn(state) ?? DEFAULT_AFTER_LOGIN
}

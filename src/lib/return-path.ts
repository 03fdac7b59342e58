// Where a visitor goes back to after signing in or signing up: the signed-in screen they were sent
// away from (e.g. a booking), carried in the router's state as { from }.

// Only the signed-in screens a visitor can be sent away from; anything else (another site, odd
// text) is ignored.
const RETURN_PATH = /^\/(?:user|book-session)(?:\/[\w-]+)*\/?$/

/** The screen to return to, when the router state names a valid one. */
export function returnPathIn(state: unknown): string | null {
  const from =
    state !== null && typeof state === 'object' ? (state as Record<string, unknown>).from : null
  return typeof from === 'string' && RETURN_PATH.test(from) ? from : null
}

/** Router state that carries the return path on to the next screen (none: undefined). */
export function carryReturnPath(state: unknown): { from: string } | undefined {
  const from = returnPathIn(state)
  return from ? { from } : undefined
}

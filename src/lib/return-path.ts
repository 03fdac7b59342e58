// Where a visitor goes back to after signing in or signing up: the signed-in screen they were sent
// away from (e.g. a booking), carried in the router's state as { from }.

import { isSignedInPath } from './paths'

/** A plain path on this site, with an optional plain query (`?at=…`): anything else is ignored. */
const PLAIN_PATH = /^(?:\/[\w-]+)+\/?(?:\?[\w.%=&-]+)?$/

/** The screen to return to, when the router state names one a visitor can be sent away from. */
export function returnPathIn(state: unknown): string | null {
  const from =
    state !== null && typeof state === 'object' ? (state as Record<string, unknown>).from : null
  return typeof from === 'string' && PLAIN_PATH.test(from) && isSignedInPath(from.split('?')[0])
    ? from
    : null
}

/** Router state that carries the return path on to the next screen (none: undefined). */
export function carryReturnPath(state: unknown): { from: string } | undefined {
  const from = returnPathIn(state)
  return from ? { from } : undefined
}

// The words for a screen whose data could not be loaded (failed is never empty).
import { CONNECTION_TEXTS } from './connection'
import { describeError, isUnreachable } from './errors'

/** "Couldn't load your conversations." */
export function loadFailedTitle(what: string): string {
  return `Couldn't load ${what}.`
}

/** Why it failed, in words: no answer at all, else what the server said. */
export function loadFailureReason(error: unknown): string {
  if (isUnreachable(error)) return `${CONNECTION_TEXTS.unreachable} We'll keep trying.`
  return describeError(error)
}

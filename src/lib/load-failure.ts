// The words for a screen whose data could not be loaded (issue 12: failed is never empty).
import { describeError, isUnreachable } from './errors'

export const CONNECTION_TEXTS = {
  offline: "Can't reach GymBuddy — retrying…",
  back: 'Connected again.',
  unreachable: "Can't reach GymBuddy right now.",
  retry: 'Retry',
} as const

/** "Couldn't load your conversations." */
export function loadFailedTitle(what: string): string {
  return `Couldn't load ${what}.`
}

/** Why it failed, in words: no answer at all, else what the server said. */
export function loadFailureReason(error: unknown): string {
  if (isUnreachable(error)) return `${CONNECTION_TEXTS.unreachable} We'll keep trying.`
  return describeError(error)
}

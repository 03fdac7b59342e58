// Texts of the booking lifecycle rows: our words, the spec has none for these states.
import { formatSgtShortDateTime } from '@/lib/dates'
import { LIMITS } from '@/content/limits'

/** e.g. "Tue 24 Nov, 10:00 SGT": short enough for a row, unambiguous across weeks. */
export function formatSgtShort(value: string | Date): string {
  return `${formatSgtShortDateTime(value)} SGT`
}

export function lateCancelText(deadline: Date, otherRole: 'trainer' | 'client'): string {
  return `Moving was possible until ${formatSgtShort(deadline)} (12 hours before the session). To change the time, message your ${otherRole}; a cancel now is a late cancel.`
}

/** The reason the server stores when confirming someone else at that hour declined a request. */
const SLOT_TAKEN_REASON = 'slot taken'

/** A decline's reason as the row shows it: the app's own reason reads as the app's words. */
export function declineReasonText(reason: string): string {
  return reason === SLOT_TAKEN_REASON ? 'Another client booked this hour' : `Reason: ${reason}`
}

export const BOOKING_TEXTS = {
  changeFailed: 'Failed to update booking. Please try again.',
  goneAway: 'This booking can no longer be changed.',
  slotTakenForAccept: 'This time is already confirmed for another client.',
  reasonRequired: 'Please give the client a reason.',
  reasonTooLong: `A reason can be at most ${LIMITS.reason} characters.`,
  calendarFailed: 'Failed to download the calendar file. Please try again.',
}

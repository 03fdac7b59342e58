import type { BadgeVariant } from '@/components/ui/badge'
import { STATUS, statusEntry } from '@/content/statuses'
import type { BookingStatus } from '@/lib/types'
import type { ShownStatus } from './booking-lifecycle'

/** A missing status reads as requested. */
export function effectiveStatus(status: BookingStatus | '' | null | undefined): BookingStatus {
  return status || STATUS.requested
}

/** A session under way has confirmed's look, one that took place secondary. */
const SHOWN_ONLY: Record<Exclude<ShownStatus, BookingStatus>, BadgeVariant> = {
  'in progress': 'default',
  completed: 'secondary',
}

function isShownOnly(status: ShownStatus): status is keyof typeof SHOWN_ONLY {
  return status in SHOWN_ONLY
}

/** A status's look is its `badge` in booking_rules.json (booking-status.test.ts pins them). */
export function bookingStatusVariant(status: ShownStatus | '' | null | undefined): BadgeVariant {
  const shown = status || STATUS.requested
  return isShownOnly(shown) ? SHOWN_ONLY[shown] : (statusEntry(shown).badge as BadgeVariant)
}

/** The badge's words: a status's `label` in booking_rules.json, or the state of the hour. */
export function bookingStatusLabel(status: ShownStatus): string {
  return isShownOnly(status) ? status : statusEntry(status).label
}

import type { BadgeVariant } from '@/components/ui/badge'
import type { BookingStatus } from '@/lib/types'

/** A missing status reads as requested (spec §3). */
export function effectiveStatus(status: BookingStatus | '' | null | undefined): BookingStatus {
  return status || 'requested'
}

/** Spec §4's looks (confirmed default, declined destructive, requested secondary); the final
 * states the issue added (cancelled, expired) are plain outlines. */
const VARIANTS: Record<BookingStatus, BadgeVariant> = {
  confirmed: 'default',
  declined: 'destructive',
  requested: 'secondary',
  cancelled: 'outline',
  expired: 'outline',
}

export function bookingStatusVariant(status: BookingStatus | '' | null | undefined): BadgeVariant {
  return VARIANTS[effectiveStatus(status)]
}

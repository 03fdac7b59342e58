import type { BadgeVariant } from '@/components/ui/badge'
import type { BookingStatus } from '@/lib/types'
import type { ShownStatus } from './booking-lifecycle'

/** A missing status reads as requested. */
export function effectiveStatus(status: BookingStatus | '' | null | undefined): BookingStatus {
  return status || 'requested'
}

/** Spec §4's looks (confirmed default, declined destructive, requested secondary); the final
 * states the issue added (cancelled, expired) are plain outlines; a session under way is
 * confirmed's look, one that took place secondary. */
const VARIANTS: Record<ShownStatus, BadgeVariant> = {
  'in progress': 'default',
  completed: 'secondary',
  confirmed: 'default',
  declined: 'destructive',
  requested: 'secondary',
  cancelled: 'outline',
  expired: 'outline',
}

export function bookingStatusVariant(status: ShownStatus | '' | null | undefined): BadgeVariant {
  return VARIANTS[status || 'requested']
}

import type { BadgeVariant } from '@/components/ui/badge'
import type { BookingStatus } from '@/lib/types'

/** A missing status reads as requested (spec §3). */
export function effectiveStatus(status: BookingStatus | '' | null | undefined): BookingStatus {
  return status || 'requested'
}

const VARIANTS: Record<BookingStatus, BadgeVariant> = {
  confirmed: 'default',
  declined: 'destructive',
  requested: 'secondary',
}

/** Badge looks of spec §4: confirmed default, declined destructive, requested secondary. */
export function bookingStatusVariant(status: BookingStatus | '' | null | undefined): BadgeVariant {
  return VARIANTS[effectiveStatus(status)]
}

/** Only requested bookings can still be answered (spec §4). */
export function canAnswer(status: BookingStatus | '' | null | undefined): boolean {
  return effectiveStatus(status) === 'requested'
}

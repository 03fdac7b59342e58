import { Badge } from '@/components/ui/badge'
import type { BookingStatus } from '@/lib/types'
import { bookingStatusVariant, effectiveStatus } from './booking-status'

export function BookingStatusBadge({ status }: { status: BookingStatus | '' }) {
  return (
    <Badge variant={bookingStatusVariant(status)} className="capitalize">
      {effectiveStatus(status)}
    </Badge>
  )
}

import { Badge } from '@/components/ui/badge'
import type { ShownStatus } from './booking-lifecycle'
import { bookingStatusVariant } from './booking-status'

export function BookingStatusBadge({ status }: { status: ShownStatus | '' }) {
  return (
    <Badge variant={bookingStatusVariant(status)} className="capitalize">
      {status || 'requested'}
    </Badge>
  )
}

import { CalendarClockIcon, InfoIcon } from 'lucide-react'
import type { BookingStatus } from '@/lib/types'
import type { ListedBooking } from './booking-row'
import { formatSgtShort } from './booking-texts'

/** Why a booking was cancelled or declined, and where a reschedule moved from. */
export function BookingNotes({
  booking,
  state,
  cancelledByName,
}: {
  booking: ListedBooking
  state: BookingStatus
  /** "you" or the other party's name. */
  cancelledByName: string
}) {
  const movedFrom = booking.expand?.rescheduleOf?.datetime
  const closing =
    state === 'cancelled'
      ? `Cancelled by ${cancelledByName}`
      : state === 'declined'
        ? 'Declined'
        : state === 'expired'
          ? 'Expired: not answered before the session time'
          : ''
  if (!movedFrom && !closing) return null
  return (
    <div className="grid gap-1 text-sm">
      {movedFrom && (
        <p className="flex items-center gap-2 text-muted-foreground">
          <CalendarClockIcon className="size-4 shrink-0" aria-hidden="true" />
          Moved from {formatSgtShort(movedFrom)}
        </p>
      )}
      {closing && (
        <p className="flex items-start gap-2 text-muted-foreground">
          <InfoIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span className="[overflow-wrap:anywhere]">
            {closing}
            {booking.reason && (state === 'cancelled' || state === 'declined')
              ? `. Reason: ${booking.reason}`
              : ''}
          </span>
        </p>
      )}
    </div>
  )
}

import { Button } from '@/components/ui/button'
import { displayName } from '@/lib/people'
import type { BookingRecord, UsersViewRecord } from '@/lib/types'
import { canAnswer } from './bookingStatus'
import { BookingStatusBadge } from './BookingStatusBadge'
import { BookingWhen } from './BookingWhen'
import { MessageButton } from './MessageButton'

export function ScheduleRow({
  booking,
  booker,
  busy,
  onAnswer,
}: {
  booking: BookingRecord
  booker: UsersViewRecord | undefined
  busy: boolean
  onAnswer: (status: 'confirmed' | 'declined') => void
}) {
  return (
    <li className="flex flex-col gap-3 rounded-lg border p-4 md:flex-row md:items-center">
      <div className="grid flex-1 gap-2">
        <BookingWhen datetime={booking.datetime} />
        <div className="text-sm">
          <p className="font-medium">{displayName(booker) || 'Unknown client'}</p>
          {booker?.name && <p className="text-muted-foreground">{booker.email}</p>}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <BookingStatusBadge status={booking.status} />
        {canAnswer(booking.status) && (
          <>
            <Button size="sm" disabled={busy} onClick={() => onAnswer('confirmed')}>
              Accept
            </Button>
            <Button
              size="sm"
              variant="destructive"
              disabled={busy}
              onClick={() => onAnswer('declined')}
            >
              Decline
            </Button>
          </>
        )}
        <MessageButton userId={booking.booker} />
      </div>
    </li>
  )
}

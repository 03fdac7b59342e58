import { CheckIcon } from 'lucide-react'
import { Avatar } from '@/components/ui/avatar'
import { Badge } from '@/components/ui/badge'
import { StarRating } from '@/components/ui/star-rating'
import { STATUS } from '@/content/statuses'
import { avatarInitial, avatarUrl } from '@/lib/avatars'
import { displayName } from '@/lib/people'
import type { BookerRecord, BookingRecord, ClientProfileRecord } from '@/lib/types'
import { bookingState } from './booking-lifecycle'
import type { ListedBooking } from './booking-group-types'
import { BookingRow } from './booking-row'
import { cancellerName } from './booking-words'
import { ClientDetails } from './client-details'
import { ClientRecord } from './client-record'
import { TrainerBookingActions } from './trainer-booking-actions'

/** A booking on the trainer's schedule: the client, what they wrote, and the trainer's actions. */
export function ScheduleRow({
  booking,
  now,
  booker,
  clientProfile,
  slotTaken,
  rating,
  pendingMove,
  onChanged,
}: {
  booking: ListedBooking
  now: Date
  booker: BookerRecord | undefined
  /** null: this row shows the profile, and the client has none. */
  clientProfile: ClientProfileRecord | null | undefined
  slotTaken: boolean
  /** The stars the client gave this session, once rated. */
  rating?: number
  /** The client's open request to move this confirmed session. */
  pendingMove?: BookingRecord
  onChanged: () => void
}) {
  const name = displayName(booker) || 'Unknown client'
  return (
    <BookingRow
      booking={booking}
      state={bookingState(booking, now)}
      now={now}
      otherPartyId={booking.booker}
      otherPartyName={name}
      onBlocked={onChanged}
      cancelledByName={cancellerName(booking, 'gymBuddy', name)}
      answerer="you"
      pendingMove={pendingMove}
      person={
        <div className="grid gap-2 text-sm">
          <div className="flex items-center gap-3">
            <Avatar
              src={avatarUrl(booker, '100x100')}
              initial={avatarInitial(name, undefined, 'U')}
              className="size-9 text-sm"
            />
            <div className="min-w-0">
              <p className="font-medium">{name}</p>
              {booking.clientConfirmedAt && booking.status === STATUS.confirmed && (
                <Badge variant="secondary" className="mt-1">
                  <CheckIcon aria-hidden="true" />
                  Client confirmed
                </Badge>
              )}
              {booker?.name && booker.email && (
                <p className="break-all text-muted-foreground">{booker.email}</p>
              )}
            </div>
          </div>
          <ClientDetails profile={clientProfile} />
          {bookingState(booking, now) === STATUS.requested && booking.clientRecord && (
            <ClientRecord record={booking.clientRecord} />
          )}
        </div>
      }
      actions={
        <>
          {rating !== undefined && (
            <p className="flex items-center gap-2 text-sm">
              <span className="text-muted-foreground">Rated</span>
              <StarRating filled={rating} label={`${rating} out of 5 stars`} />
            </p>
          )}
          <TrainerBookingActions
            booking={booking}
            clientName={name}
            now={now}
            slotTaken={slotTaken}
            onChanged={onChanged}
          />
        </>
      }
    />
  )
}

import { Avatar } from '@/components/ui/avatar'
import { avatarInitial, avatarUrl } from '@/lib/avatars'
import { displayName } from '@/lib/people'
import type { GymBuddyRecord } from '@/lib/types'
import { useCurrentUser } from '@/stores/user'
import { bookingState } from './booking-lifecycle'
import type { BookingGroup, ListedBooking } from './booking-group-types'
import { BookingGroupsScreen, type BookingScreenLayout } from './booking-groups-screen'
import { BookingRow } from './booking-row'
import { cancellerName } from './booking-words'
import { ClientBookingActions } from './client-booking-actions'
import { RateSession } from './review/rate-session'
import { useMyReviews } from './review/use-my-reviews'
import { useBookingGroups } from './use-booking-groups'
import { pendingMoveOf } from './move-notes'
import { WaitlistSection } from './waitlist-section'

const LAYOUT: BookingScreenLayout<Exclude<BookingGroup, 'needsAnswer'>> = {
  heading: 'My Bookings',
  emptyText: 'No upcoming bookings',
  groups: ['upcoming', 'past', 'closed'],
  alwaysShown: ['upcoming'],
  emptyTexts: {
    upcoming: 'No upcoming bookings',
    past: 'No past sessions',
    closed: 'No cancelled or declined bookings',
  },
}

function ClientBookings({ userId }: { userId: string }) {
  const bookings = useBookingGroups<GymBuddyRecord>('booker', userId, LAYOUT.groups)
  const { data, now, reload } = bookings
  const people: Record<string, GymBuddyRecord> = data?.people ?? {}
  const reviews = useMyReviews()

  const row = (booking: ListedBooking) => {
    const state = bookingState(booking, now)
    const trainer = displayName(people[booking.gymBuddy]) || 'Unknown trainer'
    return (
      <BookingRow
        key={booking.id}
        booking={booking}
        state={state}
        now={now}
        otherPartyId={booking.gymBuddy}
        otherPartyName={trainer}
        onBlocked={reload}
        cancelledByName={cancellerName(booking, 'booker', trainer)}
        answerer={trainer}
        pendingMove={pendingMoveOf(booking, data?.pages.upcoming?.items ?? [])}
        person={
          <p className="flex items-center gap-2 text-sm">
            <Avatar
              src={avatarUrl(people[booking.gymBuddy], '100x100')}
              initial={avatarInitial(trainer, undefined, 'G')}
              className="size-8 text-sm"
            />
            <span className="text-muted-foreground">Trainer:</span>
            <span className="font-medium">{trainer}</span>
          </p>
        }
        actions={
          <>
            <ClientBookingActions booking={booking} now={now} onChanged={reload} />
            <RateSession
              booking={booking}
              trainerName={trainer}
              review={reviews.byBooking.get(booking.id)}
              onSaved={reviews.saved}
              now={now}
            />
          </>
        }
      />
    )
  }

  return (
    <BookingGroupsScreen
      layout={LAYOUT}
      side="booker"
      bookings={bookings}
      partyName={(booking) => displayName(people[booking.gymBuddy]) || 'Unknown trainer'}
      renderRow={row}
    />
  )
}

/**
 * The client's bookings (headed My Bookings as it shows more):
 * upcoming first, then past sessions, then cancelled and declined ones; live.
 */
export default function MyBookingsPage() {
  const user = useCurrentUser()
  return user ? (
    <div className="grid gap-6">
      <ClientBookings key={user.id} userId={user.id} />
      <WaitlistSection userId={user.id} />
    </div>
  ) : null
}

import { Avatar } from '@/components/ui/avatar'
import { avatarInitial, avatarUrl } from '@/lib/avatars'
import { displayName } from '@/lib/people'
import type { GymBuddyRecord } from '@/lib/types'
import { useCurrentUser } from '@/stores/user'
import { bookingState } from './booking-lifecycle'
import { BookingGroupSections } from './booking-group-sections'
import type { ListedBooking } from './booking-group-types'
import { BookingRow } from './booking-row'
import { cancellerName } from './booking-words'
import { BookingsList } from './bookings-list'
import type { BookingGroup } from './booking-group-types'
import { CLOSED_TITLE } from './booking-texts'
import { CalendarFeedDialog } from './calendar-feed-dialog'
import { ClientBookingActions } from './client-booking-actions'
import { RateSession } from './review/rate-session'
import { useMyReviews } from './review/use-my-reviews'
import { useBookingGroups } from './use-booking-groups'
import { pendingMoveOf } from './move-notes'
import { WaitlistSection } from './waitlist-section'

const GROUPS = ['upcoming', 'past', 'closed'] as const satisfies readonly BookingGroup[]
type ClientGroup = (typeof GROUPS)[number]
const TITLES = { upcoming: 'Upcoming', past: 'Past', closed: CLOSED_TITLE } as const
const EMPTY = {
  upcoming: 'No upcoming bookings',
  past: 'No past sessions',
  closed: 'No cancelled or declined bookings',
} as const
/** Upcoming always shows (with its empty text); the others only when used. */
const ALWAYS_SHOWN: readonly ClientGroup[] = ['upcoming']

function ClientBookings({ userId }: { userId: string }) {
  const { data, loading, failed, error, now, showMore, reload } = useBookingGroups<GymBuddyRecord>(
    'booker',
    userId,
    GROUPS,
  )
  const people: Record<string, GymBuddyRecord> = data?.people ?? {}
  const reviews = useMyReviews()
  const total = (group: ClientGroup) => data?.pages[group]?.total ?? 0

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
    <BookingsList
      heading="My Bookings"
      tools={<CalendarFeedDialog />}
      emptyText="No upcoming bookings"
      loading={loading}
      failure={failed ? { error, retry: reload } : undefined}
      empty={GROUPS.every((group) => total(group) === 0)}
    >
      <BookingGroupSections
        groups={GROUPS}
        alwaysShown={ALWAYS_SHOWN}
        titles={TITLES}
        emptyTexts={EMPTY}
        pages={data?.pages}
        onShowMore={showMore}
        renderRow={row}
        side="booker"
        now={now}
        partyName={(booking) => displayName(people[booking.gymBuddy]) || 'Unknown trainer'}
        onChanged={reload}
      />
    </BookingsList>
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

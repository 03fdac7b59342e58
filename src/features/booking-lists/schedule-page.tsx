import { displayName } from '@/lib/people'
import type { BookerRecord } from '@/lib/types'
import { useCurrentUser } from '@/stores/user'
import type { BookingGroup } from './booking-group-types'
import { BookingGroupsScreen, type BookingScreenLayout } from './booking-groups-screen'
import { BusyBlocks } from './busy-blocks'
import { useRatingsOf } from './review/use-ratings-of'
import { pendingMoveOf } from './move-notes'
import { ScheduleRow } from './schedule-row'
import { useBookingGroups } from './use-booking-groups'

const LAYOUT: BookingScreenLayout<BookingGroup> = {
  heading: 'Your Schedule',
  emptyText: 'No bookings yet',
  groups: ['needsAnswer', 'upcoming', 'past', 'closed'],
  alwaysShown: ['needsAnswer', 'upcoming'],
  emptyTexts: {
    needsAnswer: 'No requests waiting',
    upcoming: 'No upcoming sessions',
    past: 'No past sessions',
    closed: 'No cancelled or declined bookings',
  },
}

function TrainerSchedule({ userId }: { userId: string }) {
  const bookings = useBookingGroups<BookerRecord>('gymBuddy', userId, LAYOUT.groups)
  const { data, now, reload } = bookings
  const taken = new Set(data?.takenSlots ?? [])
  const ratings = useRatingsOf(data?.pages.past?.items)

  return (
    <BookingGroupsScreen
      layout={LAYOUT}
      side="gymBuddy"
      bookings={bookings}
      partyName={(booking) => displayName(data?.people[booking.booker]) || 'Unknown client'}
      renderRow={(booking, group) => (
        <ScheduleRow
          key={booking.id}
          booking={booking}
          now={now}
          booker={data?.people[booking.booker]}
          clientProfile={
            // Open bookings share the profile: none here means the client has none to share.
            LAYOUT.alwaysShown.includes(group)
              ? (data?.clientProfiles[booking.booker] ?? null)
              : undefined
          }
          rating={ratings.get(booking.id)}
          pendingMove={pendingMoveOf(booking, data?.pages.needsAnswer?.items ?? [])}
          slotTaken={group === 'needsAnswer' && taken.has(booking.datetime)}
          onChanged={reload}
        />
      )}
    />
  )
}

/**
 * The trainer's bookings: requests to answer, upcoming, past sessions
 * (with the stars each client gave), then cancelled and declined ones; live.
 */
export default function SchedulePage() {
  const user = useCurrentUser()
  return user ? (
    <div className="grid gap-6">
      <TrainerSchedule key={user.id} userId={user.id} />
      <BusyBlocks key={`busy-${user.id}`} trainerId={user.id} />
    </div>
  ) : null
}

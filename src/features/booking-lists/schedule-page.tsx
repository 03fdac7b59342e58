import { displayName } from '@/lib/people'
import type { BookerRecord } from '@/lib/types'
import { useCurrentUser } from '@/stores/user'
import { BookingGroupSections } from './booking-group-sections'
import { CLOSED_TITLE } from './booking-texts'
import { BookingsList } from './bookings-list'
import type { BookingGroup } from './booking-group-types'
import { CalendarFeedDialog } from './calendar-feed-dialog'
import { useRatingsOf } from './review/use-ratings-of'
import { pendingMoveOf } from './move-notes'
import { ScheduleRow } from './schedule-row'
import { useBookingGroups } from './use-booking-groups'

const GROUPS: readonly BookingGroup[] = ['needsAnswer', 'upcoming', 'past', 'closed']
const TITLES = {
  needsAnswer: 'Needs answer',
  upcoming: 'Upcoming',
  past: 'Past',
  closed: CLOSED_TITLE,
} as const
const EMPTY = {
  needsAnswer: 'No requests waiting',
  upcoming: 'No upcoming sessions',
  past: 'No past sessions',
  closed: 'No cancelled or declined bookings',
} as const
/** Needs answer and Upcoming always show (with their empty text); the others only when used. */
const ALWAYS_SHOWN: readonly BookingGroup[] = ['needsAnswer', 'upcoming']

function TrainerSchedule({ userId }: { userId: string }) {
  const { data, loading, failed, error, now, showMore, reload } = useBookingGroups<BookerRecord>(
    'gymBuddy',
    userId,
    GROUPS,
  )
  const total = (group: BookingGroup) => data?.pages[group]?.total ?? 0
  const taken = new Set(data?.takenSlots ?? [])
  const ratings = useRatingsOf(data?.pages.past?.items)

  return (
    <BookingsList
      heading="Your Schedule"
      tools={<CalendarFeedDialog />}
      emptyText="No bookings yet"
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
        renderRow={(booking, group) => (
          <ScheduleRow
            key={booking.id}
            booking={booking}
            now={now}
            booker={data?.people[booking.booker]}
            clientProfile={
              // Open bookings share the profile: none here means the client has none to share.
              ALWAYS_SHOWN.includes(group)
                ? (data?.clientProfiles[booking.booker] ?? null)
                : undefined
            }
            rating={ratings.get(booking.id)}
            pendingMove={pendingMoveOf(booking, data?.pages.needsAnswer?.items ?? [])}
            slotTaken={group === 'needsAnswer' && taken.has(booking.datetime)}
            onChanged={reload}
          />
        )}
        side="gymBuddy"
        now={now}
        partyName={(booking) => displayName(data?.people[booking.booker]) || 'Unknown client'}
        onChanged={reload}
      />
    </BookingsList>
  )
}

/**
 * The trainer's bookings: requests to answer, upcoming, past sessions
 * (with the stars each client gave), then cancelled and declined ones; live.
 */
export default function SchedulePage() {
  const user = useCurrentUser()
  return user ? <TrainerSchedule key={user.id} userId={user.id} /> : null
}

import type { BookerRecord } from '@/lib/types'
import { useCurrentUser } from '@/stores/user'
import { BookingGroupSection } from './booking-group-section'
import { BookingsList } from './bookings-list'
import type { BookingGroup } from './bookings-api'
import { CalendarFeedDialog } from './calendar-feed-dialog'
import { ScheduleRow } from './schedule-row'
import { useBookingGroups } from './use-booking-groups'

const GROUPS: readonly BookingGroup[] = ['needsAnswer', 'upcoming', 'past']
const TITLES = { needsAnswer: 'Needs answer', upcoming: 'Upcoming', past: 'Past' } as const
const EMPTY = {
  needsAnswer: 'No requests waiting',
  upcoming: 'No upcoming sessions',
  past: 'No past sessions',
} as const

function TrainerSchedule({ userId }: { userId: string }) {
  const { data, loading, failed, error, now, showMore, reload } = useBookingGroups<BookerRecord>(
    'gymBuddy',
    userId,
    GROUPS,
  )
  const total = (group: BookingGroup) => data?.pages[group]?.total ?? 0
  const taken = new Set(data?.takenSlots ?? [])

  return (
    <BookingsList
      heading="Your Schedule"
      tools={<CalendarFeedDialog />}
      emptyText="No bookings yet"
      loading={loading}
      failure={failed ? { error, retry: reload } : undefined}
      empty={GROUPS.every((group) => total(group) === 0)}
    >
      {GROUPS.filter((group) => group !== 'past' || total(group) > 0).map((group) => (
        <BookingGroupSection
          key={group}
          title={TITLES[group]}
          emptyText={EMPTY[group]}
          shown={data?.pages[group]?.items.length ?? 0}
          total={total(group)}
          onShowMore={() => showMore(group)}
        >
          {data?.pages[group]?.items.map((booking) => (
            <ScheduleRow
              key={booking.id}
              booking={booking}
              now={now}
              trainerId={userId}
              booker={data.people[booking.booker]}
              clientProfile={group === 'past' ? undefined : data.clientProfiles[booking.booker]}
              slotTaken={group === 'needsAnswer' && taken.has(booking.datetime)}
              onChanged={reload}
            />
          ))}
        </BookingGroupSection>
      ))}
    </BookingsList>
  )
}

/** The trainer's bookings (spec §2 "Your Schedule"): requests to answer, upcoming, past; live. */
export default function SchedulePage() {
  const user = useCurrentUser()
  return user ? <TrainerSchedule key={user.id} userId={user.id} /> : null
}

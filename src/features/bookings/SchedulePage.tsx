import { listPeople } from '@/lib/people'
import { useCurrentUser } from '@/stores/user'
import { BookingsList } from './BookingsList'
import { ScheduleRow } from './ScheduleRow'
import { useBookings } from './useBookings'

function TrainerSchedule({ userId }: { userId: string }) {
  const { bookings, people, loading, answering, answer } = useBookings(
    'gymBuddy',
    userId,
    listPeople,
  )
  return (
    <BookingsList
      heading="Your Schedule"
      emptyText="No bookings yet"
      loading={loading}
      count={bookings?.length ?? 0}
    >
      {bookings?.map((booking) => (
        <ScheduleRow
          key={booking.id}
          booking={booking}
          booker={people[booking.booker]}
          busy={answering === booking.id}
          onAnswer={(status) => void answer(booking, status)}
        />
      ))}
    </BookingsList>
  )
}

/** The trainer's bookings (spec §2 "Your Schedule"): accept or decline requests, updated live. */
export default function SchedulePage() {
  const user = useCurrentUser()
  return user ? <TrainerSchedule userId={user.id} /> : null
}

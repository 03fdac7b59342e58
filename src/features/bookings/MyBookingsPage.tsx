import { UserIcon } from 'lucide-react'
import { displayName, listGymBuddies } from '@/lib/people'
import { useCurrentUser } from '@/stores/user'
import { BookingsList } from './BookingsList'
import { BookingStatusBadge } from './BookingStatusBadge'
import { BookingWhen } from './BookingWhen'
import { MessageButton } from './MessageButton'
import { useBookings } from './useBookings'

function ClientBookings({ userId }: { userId: string }) {
  const { bookings, people, loading } = useBookings('booker', userId, listGymBuddies)
  return (
    <BookingsList
      heading="Upcoming Bookings"
      emptyText="No upcoming bookings"
      loading={loading}
      count={bookings?.length ?? 0}
    >
      {bookings?.map((booking) => (
        <li
          key={booking.id}
          className="flex flex-col gap-3 rounded-lg border p-4 sm:flex-row sm:items-center"
        >
          <div className="grid flex-1 gap-2">
            <BookingWhen datetime={booking.datetime} />
            <p className="flex items-center gap-2 text-sm">
              <UserIcon className="size-4 text-muted-foreground" aria-hidden="true" />
              <span className="text-muted-foreground">Trainer:</span>
              <span className="font-medium">
                {displayName(people[booking.gymBuddy]) || 'Unknown trainer'}
              </span>
            </p>
          </div>
          <div className="flex items-center gap-3">
            <BookingStatusBadge status={booking.status} />
            <MessageButton userId={booking.gymBuddy} />
          </div>
        </li>
      ))}
    </BookingsList>
  )
}

/** The client's bookings (spec §2 "Upcoming Bookings"), updated live. */
export default function MyBookingsPage() {
  const user = useCurrentUser()
  return user ? <ClientBookings userId={user.id} /> : null
}

// The shapes of the bookings route's answer (pb_hooks/lib/bookings/booking_groups.js), for the calls that
// ask for it and the screens that show it.
import type {
  BookingRecord,
  ClientProfileRecord,
  MemberReliability,
  UsersViewRecord,
} from '@/lib/types'

/** Which side of a booking the signed-in user is on: clients book, trainers are booked. */
export type BookingSide = 'booker' | 'gymBuddy'

/**
 * Needs answer (trainer only), Upcoming (soonest first), Past (sessions that took place, latest
 * first), Closed (declined, cancelled and expired, latest first).
 */
export type BookingGroup = 'needsAnswer' | 'upcoming' | 'past' | 'closed'

export interface BookingPage {
  items: BookingRecord[]
  total: number
}

/** One answer of GET /api/gymbuddy/bookings (pb_hooks/lib/bookings/booking_groups.js). */
export interface BookingGroupsAnswer<Person extends UsersViewRecord = UsersViewRecord> {
  pages: Partial<Record<BookingGroup, BookingPage>>
  /** The other party of the shown rows: trainers (gym_buddies_view) or clients (users_view). */
  people: Person[]
  /** Trainer side: datetimes of open requests already confirmed for someone. */
  takenSlots?: string[]
  /** Trainer side: what the shown rows' clients wrote for their trainers. */
  clientProfiles?: ClientProfileRecord[]
}

/**
 * A booking with a reschedule's old booking, as loadBookingGroups loads it; a trainer's open
 * requests also carry the client's 12-month record.
 */
export type ListedBooking = BookingRecord & {
  expand?: { rescheduleOf?: BookingRecord }
  /** Where the session went, when its booker moved it ('' otherwise). */
  movedTo?: string
  clientRecord?: MemberReliability
}

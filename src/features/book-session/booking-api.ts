// The booking screen's calls: who is booked, which slots are taken, the request itself.
import type { UnsubscribeFunc } from 'pocketbase'
import { STATUS } from '@/content/statuses'
import type { CalendarDay } from '@/lib/dates'
import { sgtSlotToUtc } from '@/lib/dates'
import { followMemberFeed } from '@/lib/member-feed'
import { pb } from '@/lib/pocketbase'
import type { BookingRecord, GymBuddyRecord } from '@/lib/types'
import { BOOKING_HORIZON_DAYS, type ConfirmedSession, type MyBookingAt } from './booking-slots'

export async function fetchGymBuddy(id: string): Promise<GymBuddyRecord> {
  return pb.collection('gym_buddies_view').getOne(id, { expand: 'trainer_profile' })
}

/** The trainer's confirmed sessions from now to the booking horizon, with their venues. */
export async function fetchConfirmedSlots(
  gymBuddyId: string,
  now: Date,
): Promise<ConfirmedSession[]> {
  const slots = await pb.collection('booked_slots_view').getFullList({
    filter: pb.filter('gymBuddy = {:gymBuddy} && datetime > {:now} && datetime <= {:end}', {
      gymBuddy: gymBuddyId,
      now,
      end: new Date(now.getTime() + (BOOKING_HORIZON_DAYS + 1) * 86_400_000),
    }),
    fields: 'datetime,venue',
  })
  return slots.map(({ datetime, venue }) => ({ datetime, venue: venue ?? '' }))
}

/** The trainer's hours their own calendars make busy, to the horizon (only the hours, as ISO). */
export async function fetchBusyHours(gymBuddyId: string): Promise<string[]> {
  const answer = await pb.send<{ busy: string[] }>(
    `/api/gymbuddy/trainers/${encodeURIComponent(gymBuddyId)}/busy`,
    {},
  )
  return Array.isArray(answer.busy) ? answer.busy : []
}

/**
 * My requested and confirmed bookings with any trainer from now to the booking horizon (open
 * requests are capped by the server; confirmed ones are at most one an hour).
 */
export async function fetchMyOpenBookings(booker: string, now: Date): Promise<MyBookingAt[]> {
  const bookings = await pb.collection('bookings').getFullList({
    filter: pb.filter(
      `booker = {:booker} && (status = '${STATUS.requested}' || status = '${STATUS.confirmed}') && datetime > {:now} && datetime <= {:end}`,
      { booker, now, end: new Date(now.getTime() + (BOOKING_HORIZON_DAYS + 1) * 86_400_000) },
    ),
    fields: 'datetime,status',
  })
  return bookings.map(({ datetime, status }) => ({
    datetime,
    status: status === STATUS.confirmed ? STATUS.confirmed : STATUS.requested,
  }))
}

/** Changes to my bookings (either side), e.g. a cancel that frees a slot. */
export function subscribeToMyBookings(onChange: () => void): Promise<UnsubscribeFunc> {
  return followMemberFeed('bookings', () => onChange())
}

/** The booking being moved (?reschedule=id), to name it on the screen. */
export async function fetchBooking(id: string): Promise<BookingRecord> {
  return pb.collection('bookings').getOne(id)
}

export interface BookingRequest {
  gymBuddy: string
  booker: string
  day: CalendarDay
  slot: string
  /** The booking this request replaces (a reschedule). */
  rescheduleOf?: string
  /** One of the trainer's venues (required when they list any). */
  venue?: string
  /** The member's package purchase that pays for it (a credit is spent when confirmed). */
  purchase?: string
}

export async function requestBooking({
  gymBuddy,
  booker,
  day,
  slot,
  rescheduleOf,
  venue,
  purchase,
}: BookingRequest): Promise<BookingRecord> {
  return pb.collection('bookings').create({
    datetime: sgtSlotToUtc(day, slot).toISOString(),
    gymBuddy,
    booker,
    status: STATUS.requested,
    ...(rescheduleOf ? { rescheduleOf } : {}),
    ...(venue ? { venue } : {}),
    ...(purchase ? { purchase } : {}),
  })
}

/** The weeks a series request made (the server skips dates it could not book), in order. */
export async function fetchSeriesWeeks(seriesId: string): Promise<string[]> {
  const weeks = await pb.collection('bookings').getFullList({
    filter: pb.filter('series = {:series}', { series: seriesId }),
    sort: 'datetime',
    fields: 'datetime',
  })
  return weeks.map((week) => week.datetime)
}

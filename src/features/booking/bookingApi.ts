// The booking screen's calls (spec §7): who is booked, which slots are taken, the request itself.
import type { CalendarDay } from '@/lib/dates'
import { sgtSlotToUtc } from '@/lib/dates'
import { pb } from '@/lib/pocketbase'
import type { BookingRecord, GymBuddyRecord } from '@/lib/types'
import { sgtDayRange } from './bookingSlots'

export async function fetchGymBuddy(id: string): Promise<GymBuddyRecord> {
  return pb.collection('gym_buddies_view').getOne(id, { expand: 'trainer_profile' })
}

/** The trainer's confirmed slots on one Singapore day, as PocketBase datetimes. */
export async function fetchConfirmedSlots(gymBuddyId: string, day: CalendarDay): Promise<string[]> {
  const { start, end } = sgtDayRange(day)
  const slots = await pb.collection('booked_slots_view').getFullList({
    filter: pb.filter('gymBuddy = {:gymBuddy} && datetime >= {:start} && datetime < {:end}', {
      gymBuddy: gymBuddyId,
      start,
      end,
    }),
    fields: 'datetime',
  })
  return slots.map((slot) => slot.datetime)
}

export interface BookingRequest {
  gymBuddy: string
  booker: string
  day: CalendarDay
  slot: string
}

export async function requestBooking({
  gymBuddy,
  booker,
  day,
  slot,
}: BookingRequest): Promise<BookingRecord> {
  return pb.collection('bookings').create({
    datetime: sgtSlotToUtc(day, slot).toISOString(),
    gymBuddy,
    booker,
    status: 'requested',
  })
}

import { useCallback } from 'react'
import type { BookingRecord, GymBuddyRecord } from '@/lib/types'
import { useLiveQuery } from '@/lib/use-live-query'
import {
  fetchBooking,
  fetchBusyHours,
  fetchConfirmedSlots,
  fetchGymBuddy,
  fetchMyOpenBookings,
  subscribeToMyBookings,
} from './booking-api'
import type { ConfirmedSession, MyBookingAt } from './booking-slots'

export type GymBuddyState =
  { status: 'loading' } | { status: 'loaded'; buddy: GymBuddyRecord } | { status: 'not-found' }

/** The trainer being booked (gym_buddies_view: only users who are trainers). */
export function useGymBuddy(id: string): GymBuddyState {
  const { data: buddy, failed } = useLiveQuery(() => fetchGymBuddy(id), { key: id })
  if (buddy) return { status: 'loaded', buddy }
  return failed ? { status: 'not-found' } : { status: 'loading' }
}

export interface TakenSlots {
  confirmed: string[]
  /** The same confirmed sessions with their venues (for the trainer's travel time). */
  sessions: ConfirmedSession[]
  mine: MyBookingAt[]
  /** Hours busy in the trainer's own calendars (ISO), greyed. */
  busy: string[]
}

const NONE: TakenSlots = { confirmed: [], sessions: [], mine: [], busy: [] }

/**
 * The trainer's confirmed slots and my open bookings with any trainer, from now to the horizon; loaded
 * again when one of my bookings changes (a cancel frees its slot at once). A failed load is only
 * logged: every slot stays offered and the server still refuses a taken one.
 */
export function useTakenSlots(gymBuddyId: string, booker: string): TakenSlots {
  const load = useCallback(async (): Promise<TakenSlots> => {
    const now = new Date()
    const [sessions, mine, busy] = await Promise.all([
      fetchConfirmedSlots(gymBuddyId, now),
      booker ? fetchMyOpenBookings(booker, now) : Promise.resolve([]),
      // Busy hours only grey more: a failed read of them keeps the rest (the server still refuses).
      fetchBusyHours(gymBuddyId).catch((): string[] => []),
    ])
    return { confirmed: sessions.map((session) => session.datetime), sessions, mine, busy }
  }, [gymBuddyId, booker])
  return useLiveQuery(load, { subscribe: subscribeToMyBookings }).data ?? NONE
}

/** The booking being rescheduled, once loaded (null while loading, or without one). */
export function useRescheduledBooking(id: string | null): BookingRecord | null {
  const { data } = useLiveQuery(() => fetchBooking(id ?? ''), { key: id, enabled: Boolean(id) })
  return data ?? null
}

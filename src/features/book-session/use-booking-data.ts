import { useCallback, useEffect, useState } from 'react'
import { isNotFound } from '@/lib/errors'
import type { BookingRecord, GymBuddyRecord } from '@/lib/types'
import { useLiveQuery } from '@/lib/use-live-query'
import {
  fetchBooking,
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
  const [state, setState] = useState<{ id: string; value: GymBuddyState }>({
    id,
    value: { status: 'loading' },
  })

  useEffect(() => {
    let active = true
    fetchGymBuddy(id)
      .then((buddy) => active && setState({ id, value: { status: 'loaded', buddy } }))
      .catch((error: unknown) => {
        if (!active) return
        if (!isNotFound(error)) console.error(error)
        setState({ id, value: { status: 'not-found' } })
      })
    return () => {
      active = false
    }
  }, [id])

  return state.id === id ? state.value : { status: 'loading' }
}

export interface TakenSlots {
  confirmed: string[]
  /** The same confirmed sessions with their venues (for the trainer's travel time). */
  sessions: ConfirmedSession[]
  mine: MyBookingAt[]
}

const NONE: TakenSlots = { confirmed: [], sessions: [], mine: [] }

/**
 * The trainer's confirmed slots and my open bookings with any trainer, from now to the horizon; loaded
 * again when one of my bookings changes (a cancel frees its slot at once). A failed load is only
 * logged (spec §8): every slot stays offered and the server still refuses a taken one.
 */
export function useTakenSlots(gymBuddyId: string, booker: string): TakenSlots {
  const load = useCallback(async (): Promise<TakenSlots> => {
    const now = new Date()
    const [sessions, mine] = await Promise.all([
      fetchConfirmedSlots(gymBuddyId, now),
      booker ? fetchMyOpenBookings(booker, now) : Promise.resolve([]),
    ])
    return { confirmed: sessions.map((session) => session.datetime), sessions, mine }
  }, [gymBuddyId, booker])
  return useLiveQuery(load, { subscribe: subscribeToMyBookings }).data ?? NONE
}

/** The booking being rescheduled, once loaded (null while loading, or without one). */
export function useRescheduledBooking(id: string | null): BookingRecord | null {
  const [booking, setBooking] = useState<BookingRecord | null>(null)
  useEffect(() => {
    if (!id) return
    let active = true
    fetchBooking(id)
      .then((found) => active && setBooking(found))
      .catch((error: unknown) => console.error(error))
    return () => {
      active = false
    }
  }, [id])
  return id && booking?.id === id ? booking : null
}

import { useEffect, useState } from 'react'
import type { CalendarDay } from '@/lib/dates'
import { isNotFound } from '@/lib/errors'
import type { GymBuddyRecord } from '@/lib/types'
import { fetchConfirmedSlots, fetchGymBuddy } from './bookingApi'

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

/**
 * The trainer's confirmed slots on the chosen day; a failed load is only logged (spec §8).
 * Pass a memoised `day`: a new object each render would refetch.
 */
export function useConfirmedSlots(gymBuddyId: string, day: CalendarDay | null): string[] {
  const [state, setState] = useState<{ key: string; slots: string[] }>({ key: '', slots: [] })
  const key = day ? `${gymBuddyId}/${day.year}-${day.month}-${day.day}` : ''

  useEffect(() => {
    if (!day) return
    let active = true
    fetchConfirmedSlots(gymBuddyId, day)
      .then((slots) => active && setState({ key, slots }))
      .catch((error: unknown) => console.error(error))
    return () => {
      active = false
    }
  }, [gymBuddyId, day, key])

  return state.key === key ? state.slots : []
}

/** The current time, refreshed every minute so past slots drop out while the screen is open. */
export function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), intervalMs)
    return () => window.clearInterval(timer)
  }, [intervalMs])
  return now
}

import { useCallback, useEffect, useState } from 'react'
import type { UnsubscribeFunc } from 'pocketbase'
import { useAfterReconnecting } from '@/lib/connection'
import { parsePbDate } from '@/lib/dates'
import { useNow } from '@/lib/use-now'
import type { ClientProfileRecord, UsersViewRecord } from '@/lib/types'
import {
  loadBookingGroups,
  subscribeToBookings,
  type BookingGroup,
  type BookingPage,
  type BookingSide,
} from './bookings-api'

/** Rows per group at first, and how many more each Show more adds. */
const PAGE_SIZE = 10

export interface BookingGroups<Person extends UsersViewRecord> {
  pages: Partial<Record<BookingGroup, BookingPage>>
  /** The other party of each booking, by user id. */
  people: Record<string, Person>
  /** Trainer side: what each client wrote for their trainers, by user id. */
  clientProfiles: Record<string, ClientProfileRecord>
  /** Trainer side: datetimes of open requests that are already confirmed for someone. */
  takenSlots: string[]
  /** When these were asked for: rows are judged at least as of then. */
  loadedAt: Date
}

const DAY_MS = 86_400_000

/** The earliest start among the rows still ahead (Needs answer, Upcoming), in ms, or null. */
function nextStartOf(data: { pages: Partial<Record<BookingGroup, BookingPage>> } | undefined) {
  const ahead = [...(data?.pages.needsAnswer?.items ?? []), ...(data?.pages.upcoming?.items ?? [])]
  const starts = ahead.map((booking) => parsePbDate(booking.datetime).getTime())
  return starts.length > 0 ? Math.min(...starts) : null
}

/**
 * One side's bookings in groups, each a first page that Show more extends, with names (and for
 * trainers the clients' profiles), reloaded whenever any of the user's bookings changes. Keyed
 * by the user where used: the route answers for whoever is signed in.
 */
export function useBookingGroups<Person extends UsersViewRecord>(
  side: BookingSide,
  userId: string,
  groups: readonly BookingGroup[],
) {
  const [limits, setLimits] = useState<Partial<Record<BookingGroup, number>>>({})
  // Bumped by every live event and after a change made here: each bump loads the groups again.
  const [version, setVersion] = useState(0)
  const [state, setState] = useState<{
    data?: BookingGroups<Person>
    loading: boolean
    error?: unknown
  }>({
    loading: true,
  })
  const groupsKey = groups.join(',')
  const limitsKey = groups.map((group) => limits[group] ?? PAGE_SIZE).join(',')

  const load = useCallback(async (): Promise<BookingGroups<Person>> => {
    const now = new Date()
    const names = groupsKey.split(',') as BookingGroup[]
    const sizes = limitsKey.split(',').map(Number)
    const answer = await loadBookingGroups<Person>(
      side,
      Object.fromEntries(names.map((group, index) => [group, sizes[index]])),
      now,
    )
    const pages = answer.pages
    const people = Object.fromEntries(answer.people.map((person) => [person.id, person]))
    const clientProfiles = Object.fromEntries(
      (answer.clientProfiles ?? []).map((profile) => [profile.user, profile]),
    )
    const takenSlots = answer.takenSlots ?? []
    return { pages, people, clientProfiles, takenSlots, loadedAt: now }
  }, [side, groupsKey, limitsKey])

  // One subscription for the screen's life: re-subscribing on every reload could drop events.
  useEffect(() => {
    let active = true
    let stop: UnsubscribeFunc | undefined
    subscribeToBookings(() => setVersion((current) => current + 1)).then(
      (unsubscribe) => {
        if (active) stop = unsubscribe
        else void unsubscribe()
      },
      (error: unknown) => console.error('Failed to subscribe to live updates', error),
    )
    return () => {
      active = false
      void stop?.()
    }
  }, [side, userId])

  // The newest load wins: an answer for older limits or an older version is dropped.
  useEffect(() => {
    let active = true
    load().then(
      (data) => active && setState({ data, loading: false }),
      (error: unknown) => {
        console.error('Failed to load bookings', error)
        // A failed reload keeps the rows shown; a failed first load is "failed", never "empty".
        if (active) setState((current) => ({ ...current, loading: false, error }))
      },
    )
    return () => {
      active = false
    }
  }, [load, version])

  // When the next shown session starts it moves to Past (and a request expires): reload then.
  const nextStart = nextStartOf(state.data)
  useEffect(() => {
    if (nextStart === null) return
    const wait = Math.min(Math.max(nextStart - Date.now(), 0) + 1000, DAY_MS)
    const timer = window.setTimeout(() => setVersion((current) => current + 1), wait)
    return () => window.clearTimeout(timer)
  }, [nextStart])

  // Back after an outage: load again (the SDK re-subscribes by itself; events may have been missed).
  useAfterReconnecting(() => setVersion((current) => current + 1))

  const tick = useNow()
  const loadedAt = state.data?.loadedAt
  return {
    data: state.data,
    loading: state.loading,
    /** The groups could not be loaded and nothing is shown (not the same as no bookings). */
    failed: !state.loading && state.data === undefined && state.error !== undefined,
    error: state.error,
    /** The minute's time, or the last load's if later (a reload at a start sees it started). */
    now: loadedAt && loadedAt > tick ? loadedAt : tick,
    showMore: (group: BookingGroup) =>
      setLimits((current) => ({ ...current, [group]: (current[group] ?? PAGE_SIZE) + PAGE_SIZE })),
    reload: () => setVersion((current) => current + 1),
  }
}

import { useEffect, useState } from 'react'
import { parsePbDate } from '@/lib/dates'
import { useLiveQuery } from '@/lib/use-live-query'
import { useNow } from '@/lib/use-now'
import type { ClientProfileRecord, UsersViewRecord } from '@/lib/types'
import type { BookingGroup, BookingPage, BookingSide } from './booking-group-types'
import { loadBookingGroups, subscribeToBookings } from './bookings-api'

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
  const groupsKey = groups.join(',')
  const limitsKey = groups.map((group) => limits[group] ?? PAGE_SIZE).join(',')

  const load = async (): Promise<BookingGroups<Person>> => {
    const now = new Date()
    const sizes = limitsKey.split(',').map(Number)
    const answer = await loadBookingGroups<Person>(
      side,
      Object.fromEntries(groups.map((group, index) => [group, sizes[index]])),
      now,
    )
    const pages = answer.pages
    const people = Object.fromEntries(answer.people.map((person) => [person.id, person]))
    const clientProfiles = Object.fromEntries(
      (answer.clientProfiles ?? []).map((profile) => [profile.user, profile]),
    )
    const takenSlots = answer.takenSlots ?? []
    return { pages, people, clientProfiles, takenSlots, loadedAt: now }
  }
  // Any change to the user's bookings loads the groups again (the newest load wins); a failed
  // reload keeps the rows shown, a failed first load is "failed", never "empty".
  const query = useLiveQuery(load, {
    key: `${side}/${userId}/${groupsKey}`,
    page: limitsKey,
    subscribe: subscribeToBookings,
  })
  const { data, reload } = query

  // When the next shown session starts it moves to Past (and a request expires): reload then.
  const nextStart = nextStartOf(data)
  useEffect(() => {
    if (nextStart === null) return
    const wait = Math.min(Math.max(nextStart - Date.now(), 0) + 1000, DAY_MS)
    const timer = window.setTimeout(reload, wait)
    return () => window.clearTimeout(timer)
  }, [nextStart, reload])

  const tick = useNow()
  const loadedAt = data?.loadedAt
  return {
    data,
    loading: query.loading,
    /** The groups could not be loaded and nothing is shown (not the same as no bookings). */
    failed: query.failed,
    error: query.error,
    /** The minute's time, or the last load's if later (a reload at a start sees it started). */
    now: loadedAt && loadedAt > tick ? loadedAt : tick,
    showMore: (group: BookingGroup) =>
      setLimits((current) => ({ ...current, [group]: (current[group] ?? PAGE_SIZE) + PAGE_SIZE })),
    reload,
  }
}

/** One side's groups as a bookings screen shows them. */
export type BookingGroupsState<Person extends UsersViewRecord> = ReturnType<
  typeof useBookingGroups<Person>
>

// The bookings route answers at most so many rows (pb_hooks/lib/bookings/booking_groups.js keeps each
// answer under 1 MB): a screen whose groups were shown "more" past that asks page by page, each
// group's rows from `<group>From`, and the answers are put back together.
import type { BookingGroup, BookingGroupsAnswer, BookingPage } from './booking-group-types'
import type { UsersViewRecord } from '@/lib/types'

/** Rows one request asks for: within the route's bound on either side (a larger sum is refused). */
const BOOKINGS_PER_REQUEST = 40

export type BookingGroupsQuery = Record<string, number>

/** The queries that together ask each group for its first `limits[group]` rows. */
export function splitLimits(
  limits: Partial<Record<BookingGroup, number>>,
  perRequest = BOOKINGS_PER_REQUEST,
): BookingGroupsQuery[] {
  const groups = Object.keys(limits) as BookingGroup[]
  const total = groups.reduce((sum, group) => sum + (limits[group] ?? 0), 0)
  if (total <= perRequest) return [{ ...limits } as BookingGroupsQuery]
  const none = Object.fromEntries(groups.map((group) => [group, 0]))
  const queries: BookingGroupsQuery[] = []
  let query: BookingGroupsQuery = { ...none }
  let room = perRequest
  for (const group of groups) {
    for (let from = 0; from < (limits[group] ?? 0);) {
      const count = Math.min(room, (limits[group] ?? 0) - from)
      query[group] = count
      query[`${group}From`] = from
      from += count
      room -= count
      if (room === 0) {
        queries.push(query)
        query = { ...none }
        room = perRequest
      }
    }
  }
  if (room < perRequest) queries.push(query)
  return queries
}

function byId<T extends { id: string }>(rows: T[]): T[] {
  return [...new Map(rows.map((row) => [row.id, row])).values()]
}

/** One answer from the answers of `splitLimits`' queries, in the same order. */
export function mergeAnswers<Person extends UsersViewRecord>(
  answers: BookingGroupsAnswer<Person>[],
): BookingGroupsAnswer<Person> {
  if (answers.length === 1) return answers[0]
  const pages: Partial<Record<BookingGroup, BookingPage>> = {}
  for (const answer of answers) {
    for (const [group, page] of Object.entries(answer.pages) as [BookingGroup, BookingPage][]) {
      const merged = pages[group]
      pages[group] = merged ? { items: [...merged.items, ...page.items], total: page.total } : page
    }
  }
  const withProfiles = answers.some((answer) => answer.clientProfiles)
  return {
    pages,
    people: byId(answers.flatMap((answer) => answer.people)),
    takenSlots: [...new Set(answers.flatMap((answer) => answer.takenSlots ?? []))],
    ...(withProfiles
      ? { clientProfiles: byId(answers.flatMap((answer) => answer.clientProfiles ?? [])) }
      : {}),
  }
}

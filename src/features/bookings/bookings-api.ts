// Booking calls of the bookings screens: one page per group (issue 13 rule 7, issue 10 item 7),
// the answers and cancels of the lifecycle contract, and live changes.
import type { UnsubscribeFunc } from 'pocketbase'
import { chunkIds } from '@/lib/people'
import { pb } from '@/lib/pocketbase'
import type { BookingRecord, ClientProfileRecord } from '@/lib/types'

/** Which side of a booking the signed-in user is on: clients book, trainers are booked. */
export type BookingSide = 'booker' | 'gymBuddy'

/** Needs answer (trainer only), Upcoming (soonest first), Past (latest first). */
export type BookingGroup = 'needsAnswer' | 'upcoming' | 'past'

const OPEN = "(status = 'requested' || status = '')"
const CLOSED = "(status = 'declined' || status = 'cancelled' || status = 'expired')"

/** The filter (with `{:me}` and `{:now}`) and sort of one group on one side. */
function groupQuery(side: BookingSide, group: BookingGroup): { where: string; sort: string } {
  const mine = `${side} = {:me}`
  switch (group) {
    case 'needsAnswer':
      return { where: `${mine} && datetime > {:now} && ${OPEN}`, sort: 'datetime,created' }
    case 'upcoming':
      return side === 'gymBuddy'
        ? { where: `${mine} && datetime > {:now} && status = 'confirmed'`, sort: 'datetime' }
        : {
            where: `${mine} && datetime > {:now} && (${OPEN} || status = 'confirmed')`,
            sort: 'datetime,created',
          }
    case 'past':
      return { where: `${mine} && (datetime <= {:now} || ${CLOSED})`, sort: '-datetime,-created' }
  }
}

export interface BookingPage {
  items: BookingRecord[]
  total: number
}

/** The first `limit` bookings of a group, with the booking a reschedule replaced. */
export async function listBookingGroup(
  side: BookingSide,
  group: BookingGroup,
  userId: string,
  limit: number,
  now: Date,
): Promise<BookingPage> {
  const { where, sort } = groupQuery(side, group)
  const page = await pb.collection('bookings').getList(1, limit, {
    filter: pb.filter(where, { me: userId, now }),
    sort,
    expand: 'rescheduleOf',
  })
  return { items: page.items, total: page.totalItems }
}

/** The trainer's confirmed bookings at any of these datetimes (to disable Accept on a taken slot). */
export async function listConfirmedAt(
  gymBuddy: string,
  datetimes: readonly string[],
): Promise<string[]> {
  const groups = await Promise.all(
    chunkIds(datetimes).map((group) => {
      const params: Record<string, string> = { me: gymBuddy }
      const terms = group.map((datetime, index) => {
        params[`at${index}`] = datetime
        return `datetime = {:at${index}}`
      })
      return pb.collection('bookings').getFullList({
        filter: pb.filter(
          `gymBuddy = {:me} && status = 'confirmed' && (${terms.join(' || ')})`,
          params,
        ),
        fields: 'datetime',
      })
    }),
  )
  return groups.flat().map((booking) => booking.datetime)
}

/** What clients wrote for their trainers (readable by a trainer they booked), by user id. */
export async function listClientProfiles(
  userIds: readonly string[],
): Promise<Record<string, ClientProfileRecord>> {
  const groups = await Promise.all(
    chunkIds(userIds).map((group) => {
      const params: Record<string, string> = {}
      const terms = group.map((id, index) => {
        params[`u${index}`] = id
        return `user = {:u${index}}`
      })
      return pb.collection('client_profiles').getFullList({
        filter: pb.filter(terms.join(' || '), params),
      })
    }),
  )
  return Object.fromEntries(groups.flat().map((profile) => [profile.user, profile]))
}

export type BookingChange =
  { status: 'confirmed' } | { status: 'declined' | 'cancelled'; reason: string }

export function changeBooking(bookingId: string, change: BookingChange): Promise<BookingRecord> {
  return pb.collection('bookings').update(bookingId, change)
}

/** Every create/update the list rule lets this user see (both sides of their bookings). */
export function subscribeToBookings(onChange: () => void): Promise<UnsubscribeFunc> {
  return pb.collection('bookings').subscribe('*', onChange)
}

// Helpers shared by the booking lifecycle tests: requests as a member, and bookings at any time
// or status made as a superuser (the contract lets superusers write history and past requests).
import type PocketBase from 'pocketbase'
import type { BookingRecord, BookingSeriesRecord } from '@/lib/types'
import type { Member } from './factories'

export type BookingInput = Partial<
  Pick<BookingRecord, 'status' | 'reason' | 'rescheduleOf' | 'cancelledBy' | 'venue' | 'purchase'>
>

/** The client's own weekly series of `weeks` sessions from `datetime` (the app's POST). */
export function requestSeries(
  client: Member,
  trainer: Member,
  datetime: string,
  weeks: number,
  extra: { skipDates?: string[]; venue?: string; purchase?: string } = {},
): Promise<BookingSeriesRecord> {
  return client.pb.collection('booking_series').create<BookingSeriesRecord>({
    booker: client.record.id,
    gymBuddy: trainer.record.id,
    datetime,
    weeks,
    ...extra,
  })
}

/** The member's own request (the app's POST). */
export function request(
  booker: Member,
  trainer: Member,
  datetime: string,
  extra: BookingInput = {},
): Promise<BookingRecord> {
  return booker.pb.collection('bookings').create({
    gymBuddy: trainer.record.id,
    booker: booker.record.id,
    datetime,
    status: 'requested',
    ...extra,
  })
}

/** A booking at any instant and status, written by a superuser. */
export function makeBooking(
  root: PocketBase,
  booker: Member,
  trainer: Member,
  datetime: string,
  status: BookingRecord['status'],
  extra: Partial<Pick<BookingRecord, 'outcome' | 'outcomeDisputed' | 'lateCancel'>> = {},
): Promise<BookingRecord> {
  return root.collection('bookings').create<BookingRecord>({
    gymBuddy: trainer.record.id,
    booker: booker.record.id,
    datetime,
    status,
    ...extra,
  })
}

/** Marks the member's email verified (reviews need it), as a superuser. */
export async function verify(root: PocketBase, member: Member): Promise<void> {
  await root.collection('users').update(member.record.id, { verified: true })
}

/** The next whole UTC hour that starts at least `hours` hours from now (any time of day). */
export function hoursFromNow(hours: number): string {
  const next = Math.ceil((Date.now() + hours * 3600_000) / 3600_000) * 3600_000
  return new Date(next).toISOString()
}

/** Bookings as the member sees them now. */
export function reload(member: Member, id: string): Promise<BookingRecord> {
  return member.pb.collection('bookings').getOne(id)
}

let hoursAgo = 30

/**
 * A confirmed session that ended a few hours ago (each call an earlier one) and was attended,
 * written by a superuser, rated by its (verified) booker; the review's id.
 */
export async function reviewSession(
  root: PocketBase,
  booker: Member,
  rated: Member,
  rating: number,
): Promise<string> {
  hoursAgo += 2
  const hour = 3600_000
  const datetime = new Date(Math.floor((Date.now() - hoursAgo * hour) / hour) * hour)
  const booking = await makeBooking(root, booker, rated, datetime.toISOString(), 'confirmed', {
    outcome: 'attended',
  })
  await verify(root, booker)
  return (await booker.pb.collection('reviews').create({ booking: booking.id, rating })).id
}

/**
 * A booking as the record API printed it with `expand=rescheduleOf`, which members may no longer
 * ask for (pb_hooks/lib/platform/expand_guard.js): the old booking where its view rule lets the member read
 * it (expand follows the same rule), else an empty expand.
 */
export async function withRescheduleOf(member: Member, id: string): Promise<BookingRecord> {
  const records = member.pb.collection('bookings')
  const record = await records.getOne(id)
  const old = record.rescheduleOf
    ? await records.getOne(record.rescheduleOf).catch((error: { status?: number }) => {
        if (error.status === 404) return undefined
        throw error
      })
    : undefined
  return { ...record, expand: old ? { rescheduleOf: old } : {} } as BookingRecord
}

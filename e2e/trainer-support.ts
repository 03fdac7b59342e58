// Test data for the trainer page and review journeys: past sessions need a superuser,
// as the booking lifecycle contract allows.
import type { BookingRecord, ReviewRecord } from '../src/lib/types'
import { superuserClient, type TestUser } from './support/api'

/** Marks the member's email verified (reviews need it), as a superuser. */
export async function verifyEmail(member: TestUser): Promise<void> {
  const root = await superuserClient()
  await root.collection('users').update(member.user.id, { verified: true })
}

/**
 * A confirmed session with the trainer that ended `daysAgo` days ago (10:00 SGT), attended, of a
 * client whose email is verified: one they may rate.
 */
export async function makePastSession(
  client: TestUser,
  trainer: TestUser,
  daysAgo = 2,
): Promise<BookingRecord> {
  const sgt = new Date(Date.now() + 8 * 3600_000)
  const day = Date.UTC(sgt.getUTCFullYear(), sgt.getUTCMonth(), sgt.getUTCDate() - daysAgo)
  const root = await superuserClient()
  await verifyEmail(client)
  return root.collection('bookings').create<BookingRecord>({
    booker: client.user.id,
    gymBuddy: trainer.user.id,
    datetime: new Date(day + 2 * 3600_000).toISOString(),
    status: 'confirmed',
    outcome: 'attended',
  })
}

/** The client's review of a past session, made through the API. */
export function makeReview(
  client: TestUser,
  booking: BookingRecord,
  rating: number,
  text = '',
): Promise<ReviewRecord> {
  return client.pb.collection('reviews').create({ booking: booking.id, rating, text })
}

// The 320 px walk's accounts (e2e/no-overflow-320.spec.ts), and the screenshots' of the same screens:
// a client and a coach with long names, venues with long names, sessions on both sides, a weekly
// series, a taken hour asked for by another client, a waitlist place, a package, chats, and a
// member who booked and wrote, then closed their account.
import { sgtSlotToUtc, sgtToday } from '../../src/lib/dates'
import {
  makeClient,
  makeTrainer,
  makeUser,
  superuserClient,
  TEST_PASSWORD,
  type TestUser,
  startChat,
} from './api'

export type Role = 'visitor' | 'client' | 'trainer' | 'newcomer'

export interface World {
  client: TestUser
  trainer: TestUser
  newcomer: TestUser
  formerId: string
  takenAt: string
}

export const VENUES = [
  { name: 'ActiveSG Gym at Jurong East Sports Centre', area: 'West', kind: 'gym' },
  { name: 'Bishan-Ang Mo Kio Park (near the Pond Gardens)', area: 'Central', kind: 'park' },
]
export const COACH = 'Overflow Coach Alexandria Wong-Hernandez'

/** SGT hour `slot` `days` days from today, as the API stores it. */
const at = (days: number, slot: string) =>
  sgtSlotToUtc(sgtToday(new Date(Date.now() + days * 86_400_000)), slot).toISOString()

export async function makeWorld(): Promise<World> {
  const root = await superuserClient()
  const [client, trainer, newcomer, other, asking, leaver] = await Promise.all([
    makeClient('Overflow Client Bartholomew Tan'),
    makeTrainer(COACH, { preferredLocation: 'West' }),
    makeUser('Overflow Newcomer'),
    makeClient('Overflow Other Client'),
    makeClient('Overflow Asking Client'),
    makeClient('Overflow Leaving Client'),
  ])
  const coach = trainer as TestUser & { profile: { id: string } }
  await coach.pb
    .collection('trainer_profiles')
    .update(coach.profile.id, { venues: VENUES, minNoticeHours: 1 })
  await coach.pb.send('/api/gymbuddy/paynow', {
    method: 'POST',
    body: { paynowId: '+65 9123 4567', paynowName: 'Alexandria Wong' },
  })
  const session = (booker: TestUser, datetime: string, status: 'confirmed' | 'requested') =>
    root.collection('bookings').create({
      booker: booker.user.id,
      gymBuddy: coach.user.id,
      datetime,
      status,
      venue: VENUES[0].name,
    })
  // A taken hour: confirmed for one client, asked for by another (My Schedule says it is taken),
  // and the client's place on its waitlist (Book Session offers the other taken hours).
  const takenAt = at(3, '10:00')
  await session(other, takenAt, 'confirmed')
  await session(asking, takenAt, 'requested')
  await session(other, at(3, '12:00'), 'confirmed')
  await session(client, at(2, '15:00'), 'confirmed')
  await session(client, at(-3, '09:00'), 'confirmed')
  await root.collection('waitlist').create({
    user: client.user.id,
    gymBuddy: coach.user.id,
    datetime: takenAt,
  })
  await client.pb.collection('booking_series').create({
    booker: client.user.id,
    gymBuddy: coach.user.id,
    datetime: at(4, '18:00'),
    weeks: 4,
    venue: VENUES[1].name,
  })
  const pkg = await coach.pb.collection('packages').create({
    trainer: coach.user.id,
    name: 'Ten sessions of strength and conditioning',
    sessions: 10,
    price: 600,
    validDays: 90,
    active: true,
  })
  await client.pb
    .collection('package_purchases')
    .create({ package: pkg.id, client: client.user.id })
  await startChat(client, coach, 'Hello! See you at Jurong East.')
  // A member who booked and wrote, then closed their account: the coach meets a Former member.
  const left = await session(leaver, at(-2, '11:00'), 'confirmed')
  await startChat(leaver, coach, 'Thanks for the sessions, coach!')
  await leaver.pb.send('/api/gymbuddy/me/delete', {
    method: 'POST',
    body: { password: TEST_PASSWORD },
  })
  const formerId = (await root.collection('bookings').getOne(left.id)).booker
  return { client, trainer: coach, newcomer, formerId, takenAt }
}

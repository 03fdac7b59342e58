// Demo bookings: the demo trainer's working hours and a booking history in every state,
// so a newcomer signing in as the demo client or trainer sees each one. Written as a superuser
// (past sessions and answered states need it); the hooks' slot invariants still run. Idempotent:
// once the demo client has any booking beyond a request, nothing is added.
import type { TypedPocketBase, UserRecord, WeeklyHours } from '@/lib/types'
import { DEMO_TRAINERS } from './demo-data'

const HOUR_MS = 3600_000
const DAY_MS = 24 * HOUR_MS
const SGT_MS = 8 * HOUR_MS

const WEEKDAY_HOURS = [9, 10, 11, 12, 17, 18, 19, 20, 21]
const WEEKEND_HOURS = [9, 10, 11, 18, 19]
/** Marcus coaches around office hours; 18:00 and 19:00 are open every day (the seeded sessions). */
const DEMO_TRAINER_HOURS: WeeklyHours = {
  mon: WEEKDAY_HOURS,
  tue: WEEKDAY_HOURS,
  wed: WEEKDAY_HOURS,
  thu: WEEKDAY_HOURS,
  fri: WEEKDAY_HOURS,
  sat: WEEKEND_HOURS,
  sun: WEEKEND_HOURS,
}

/** Midnight (Singapore) of today + `days`, as UTC milliseconds. */
function sgtMidnight(days: number, now: number): number {
  const sgt = new Date(now + SGT_MS)
  return Date.UTC(sgt.getUTCFullYear(), sgt.getUTCMonth(), sgt.getUTCDate() + days) - SGT_MS
}

function slot(days: number, hour: number, now: number): string {
  return new Date(sgtMidnight(days, now) + hour * HOUR_MS).toISOString()
}

/**
 * A finished session earlier this Singapore week (weeks start on Monday): Monday 09:00 when that
 * has ended, else the latest whole hour that has.
 */
function earlierThisWeek(now: number): string {
  const weekday = (new Date(now + SGT_MS).getUTCDay() + 6) % 7 // Monday = 0
  const monday = sgtMidnight(-weekday, now)
  const mondayMorning = monday + 9 * HOUR_MS
  if (mondayMorning + HOUR_MS <= now) return new Date(mondayMorning).toISOString()
  return new Date(Math.max(monday, Math.floor(now / HOUR_MS) * HOUR_MS - HOUR_MS)).toISOString()
}

function ymd(days: number, now: number): string {
  return new Date(sgtMidnight(days, now) + SGT_MS).toISOString().slice(0, 10)
}

interface DemoBooking {
  trainer: string
  datetime: string
  status: 'confirmed' | 'declined' | 'cancelled'
  reason?: string
}

/** The demo client's history: 6 past sessions with 4 trainers, one ahead, one declined, one cancelled. */
function history(marcus: string, trainers: string[], now: number): DemoBooking[] {
  const [t1 = marcus, t2 = marcus, t3 = marcus] = trainers
  return [
    { trainer: t1, datetime: slot(-26, 18, now), status: 'confirmed' },
    { trainer: t2, datetime: slot(-21, 19, now), status: 'confirmed' },
    { trainer: marcus, datetime: slot(-16, 18, now), status: 'confirmed' },
    { trainer: t1, datetime: slot(-12, 19, now), status: 'confirmed' },
    { trainer: t3, datetime: slot(-8, 18, now), status: 'confirmed' },
    { trainer: t2, datetime: earlierThisWeek(now), status: 'confirmed' },
    { trainer: marcus, datetime: slot(2, 18, now), status: 'confirmed' },
    {
      trainer: t3,
      datetime: slot(4, 10, now),
      status: 'declined',
      reason: 'Fully booked that morning, sorry. An evening slot works.',
    },
    {
      trainer: t1,
      datetime: slot(5, 19, now),
      status: 'cancelled',
      reason: 'Work trip that week; I will book again after.',
    },
  ]
}

/** Seeds the demo trainer's hours and the demo client's bookings; returns how many records changed. */
export async function seedDemoBookings(
  pb: TypedPocketBase,
  client: UserRecord,
  marcus: UserRecord,
  now = Date.now(),
): Promise<number> {
  let created = 0
  const profile = await pb
    .collection('trainer_profiles')
    .getFirstListItem(pb.filter('user = {:user}', { user: marcus.id }))
  if (!profile.weeklyHours || Object.keys(profile.weeklyHours).length === 0) {
    const daysOff = profile.daysOff?.length ? profile.daysOff : [ymd(10, now)]
    await pb
      .collection('trainer_profiles')
      .update(profile.id, { weeklyHours: DEMO_TRAINER_HOURS, daysOff })
    created += 1
  }

  const answered = pb.filter("booker = {:client} && status != 'requested'", { client: client.id })
  const existing = await pb.collection('bookings').getList(1, 1, { filter: answered })
  if (existing.totalItems > 0) return created

  const emails = DEMO_TRAINERS.slice(0, 3).map((t) => t.email)
  const catalogue = await pb.collection('users').getFullList({
    filter: pb.filter('email = {:a} || email = {:b} || email = {:c}', {
      a: emails[0],
      b: emails[1],
      c: emails[2],
    }),
  })
  const trainers = emails
    .map((email) => catalogue.find((u) => u.email === email)?.id)
    .filter((id): id is string => Boolean(id))
  for (const booking of history(marcus.id, trainers, now)) {
    const answeredAt = new Date(Date.parse(booking.datetime) - 2 * DAY_MS).toISOString()
    await pb.collection('bookings').create({
      booker: client.id,
      gymBuddy: booking.trainer,
      datetime: booking.datetime,
      status: booking.status,
      reason: booking.reason ?? '',
      cancelledBy: booking.status === 'cancelled' ? client.id : '',
      answeredAt: booking.status === 'cancelled' ? '' : answeredAt,
    })
    created += 1
  }
  return created
}

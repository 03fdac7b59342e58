// Demo attendance and waitlist (docs/attendance-and-waitlist.md): ended sessions older than the
// answer window are marked attended (as the cron would, so the demo reviews stand); the demo
// trainer gets a record with one no-show and one late cancel (sessions with the demo reviewers of
// seed-reviews.ts, so the demo client's own month of history stays as it is); the demo client
// waits for one of the demo trainer's taken hours. Written as a superuser. Idempotent: each part
// is skipped once its rows exist.
import { BOOKING_RULES } from '@/content/booking-rules'
import type { TypedPocketBase, UserRecord } from '@/lib/types'

const HOUR_MS = 3600_000
const DAY_MS = 24 * HOUR_MS
const SGT_MS = 8 * HOUR_MS
/** Demo clients of seed-reviews.ts: the demo trainer's past sessions, and the hour held. */
const REVIEWER = (slug: string) => `${slug}@clients.gymbuddy.sg`
const HOLDER_EMAIL = REVIEWER('mei.chen')
const RECORD_SESSIONS = [
  { client: REVIEWER('aaron.lee'), days: -45, outcome: 'attended' },
  { client: REVIEWER('hafiz.rahman'), days: -38, outcome: 'attended' },
  { client: REVIEWER('grace.tan'), days: -33, outcome: 'trainer_no_show' },
] as const

async function userByEmail(pb: TypedPocketBase, email: string): Promise<UserRecord | null> {
  return pb
    .collection('users')
    .getFirstListItem(pb.filter('email = {:email}', { email }))
    .catch(() => null)
}

function slot(days: number, hour: number, now: number): string {
  const sgt = new Date(now + SGT_MS)
  const midnight = Date.UTC(sgt.getUTCFullYear(), sgt.getUTCMonth(), sgt.getUTCDate() + days)
  return new Date(midnight - SGT_MS + hour * HOUR_MS).toISOString()
}

function stored(iso: string): string {
  return iso.replace('T', ' ')
}

/** Confirmed sessions whose answer window has closed, still unanswered, become attended. */
async function settleEnded(pb: TypedPocketBase, now: number): Promise<number> {
  const closed = now - (BOOKING_RULES.sessionHours + BOOKING_RULES.outcomeWindowHours) * HOUR_MS
  const due = await pb.collection('bookings').getFullList({
    filter: pb.filter("status = 'confirmed' && outcome = '' && datetime <= {:closed}", {
      closed: stored(new Date(closed).toISOString()),
    }),
    fields: 'id',
  })
  for (const booking of due) {
    await pb.collection('bookings').update(booking.id, { outcome: 'attended' })
  }
  return due.length
}

/** The demo trainer's record: past sessions, one of them his no-show, and a late cancel. */
async function trainerRecord(
  pb: TypedPocketBase,
  marcus: UserRecord,
  now: number,
): Promise<number> {
  const marked = await pb.collection('bookings').getList(1, 1, {
    filter: pb.filter(
      "gymBuddy = {:marcus} && (lateCancel = true || outcome = 'trainer_no_show')",
      {
        marcus: marcus.id,
      },
    ),
  })
  if (marked.totalItems > 0) return 0
  let created = 0
  let lastClient = ''
  for (const session of RECORD_SESSIONS) {
    const client = await userByEmail(pb, session.client)
    if (!client) continue
    lastClient = client.id
    const datetime = slot(session.days, 18, now)
    await pb.collection('bookings').create({
      booker: client.id,
      gymBuddy: marcus.id,
      datetime,
      status: 'confirmed',
      outcome: session.outcome,
      answeredAt: new Date(Date.parse(datetime) - 2 * DAY_MS).toISOString(),
    })
    created += 1
  }
  if (!lastClient) return created
  await pb.collection('bookings').create({
    booker: lastClient,
    gymBuddy: marcus.id,
    datetime: slot(-19, 19, now),
    status: 'cancelled',
    cancelledBy: marcus.id,
    reason: 'Called away to a family emergency, sorry.',
    lateCancel: true,
  })
  return created + 1
}

/** Another demo client holds one of the demo trainer's hours; the demo client waits for it. */
async function waitingClient(
  pb: TypedPocketBase,
  client: UserRecord,
  marcus: UserRecord,
  now: number,
): Promise<number> {
  const waiting = await pb.collection('waitlist').getList(1, 1, {
    filter: pb.filter('user = {:client}', { client: client.id }),
  })
  if (waiting.totalItems > 0) return 0
  const holder = await userByEmail(pb, HOLDER_EMAIL)
  if (!holder) return 0
  // Clear of the demo client's own request (day 3, 19:00) and the weekly series (18:00).
  const datetime = slot(4, 19, now)
  const taken = await pb.collection('bookings').getList(1, 1, {
    filter: pb.filter("gymBuddy = {:marcus} && datetime = {:at} && status = 'confirmed'", {
      marcus: marcus.id,
      at: stored(datetime),
    }),
  })
  let created = 0
  if (taken.totalItems === 0) {
    await pb.collection('bookings').create({
      booker: holder.id,
      gymBuddy: marcus.id,
      datetime,
      status: 'confirmed',
      answeredAt: new Date(now).toISOString(),
    })
    created += 1
  }
  await pb.collection('waitlist').create({ user: client.id, gymBuddy: marcus.id, datetime })
  return created + 1
}

/** Returns how many records changed. */
export async function seedDemoAttendance(
  pb: TypedPocketBase,
  client: UserRecord,
  marcus: UserRecord,
  now = Date.now(),
): Promise<number> {
  return (
    (await settleEnded(pb, now)) +
    (await trainerRecord(pb, marcus, now)) +
    (await waitingClient(pb, client, marcus, now))
  )
}

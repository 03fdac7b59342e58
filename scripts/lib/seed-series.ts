// Demo weekly series (docs/series.md): the demo client trains with the demo trainer every week at
// the same hour, confirmed, skipping the trainer's day off. Written as a superuser, which makes
// the series' bookings with its status. Idempotent: once the pair has a series, nothing is added.
import type { TypedPocketBase, UserRecord } from '@/lib/types'
import { DEMO_VENUES } from './seed-when-where'

const HOUR_MS = 3600_000
const DAY_MS = 24 * HOUR_MS
const SGT_MS = 8 * HOUR_MS
const WEEKS = 8
const FIRST_DAY = 3
const HOUR = 18

/** `days` from today (Singapore) at `hour`:00 Singapore time, as an ISO instant. */
function sgtSlot(days: number, hour: number, now: number): Date {
  const sgt = new Date(now + SGT_MS)
  const midnight = Date.UTC(sgt.getUTCFullYear(), sgt.getUTCMonth(), sgt.getUTCDate() + days)
  return new Date(midnight - SGT_MS + hour * HOUR_MS)
}

const sgtDate = (at: Date) => new Date(at.getTime() + SGT_MS).toISOString().slice(0, 10)

/** Seeds the demo client's confirmed weekly series with the demo trainer; returns records added. */
export async function seedDemoSeries(
  pb: TypedPocketBase,
  client: UserRecord,
  trainer: UserRecord,
  now = Date.now(),
): Promise<number> {
  const pair = pb.filter('booker = {:c} && gymBuddy = {:t}', { c: client.id, t: trainer.id })
  const existing = await pb.collection('booking_series').getList(1, 1, { filter: pair })
  if (existing.totalItems > 0) return 0
  const profile = await pb
    .collection('trainer_profiles')
    .getFirstListItem(pb.filter('user = {:user}', { user: trainer.id }))
  const first = sgtSlot(FIRST_DAY, HOUR, now)
  const dates = Array.from({ length: WEEKS }, (_, week) =>
    sgtDate(new Date(first.getTime() + week * 7 * DAY_MS)),
  )
  const daysOff = profile.daysOff ?? []
  await pb.collection('booking_series').create({
    booker: client.id,
    gymBuddy: trainer.id,
    datetime: first.toISOString(),
    weeks: WEEKS,
    skipDates: dates.filter((date) => daysOff.includes(date)),
    // At the trainer's studio, like their other seeded sessions (copied to every week).
    venue: DEMO_VENUES[0]!.name,
    status: 'confirmed',
    answeredAt: new Date(now).toISOString(),
  })
  return 1
}

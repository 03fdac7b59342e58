// 9. Weekly series (docs/series.md): 20 trainers each confirm an 8-week series at the same moment
// (one PATCH booking_series/:id each: every week confirmed and its slot settled in one
// transaction). Five timed rounds after one warm-up; p95 of the 100 confirms.
import PocketBase from 'pocketbase'
import { signIn, type TrainerSeed } from './data'
import type { FigureSpec, Recorder } from './report'
import { log, percentile, round, throwIfAborted } from './util'

const SECTION = '9 Series'
const USERS = 20
const WEEKS = 8
const ROUNDS = 5
// The bookers never sign in.
const CLIENT_PASSWORD = 'SeriesPassw0rd'

export const seriesFigures = {
  confirmP95: {
    id: 'series.confirm.p95',
    section: SECTION,
    name: `Series confirm (${WEEKS} weeks), ${USERS} trainers at once: p95`,
    unit: 'ms',
    budget: { op: '<=', limit: 1000 },
  },
} satisfies Record<string, FigureSpec>

/** `daysAhead` days from today (Singapore) at `hour`:00 Singapore time, as an ISO instant. */
function sgtSlot(daysAhead: number, hour: number): string {
  const sgt = new Date(Date.now() + 8 * 3600_000)
  const day = Date.UTC(sgt.getUTCFullYear(), sgt.getUTCMonth(), sgt.getUTCDate() + daysAhead)
  return new Date(day + (hour - 8) * 3600_000).toISOString()
}

const clientId = (i: number) => `bsc${String(i).padStart(12, '0')}`

export async function measureSeries(
  root: PocketBase,
  trainers: TrainerSeed[],
  rec: Recorder,
  signal: AbortSignal,
): Promise<void> {
  const url = root.baseURL
  // The bookers only need to exist: a superuser makes the series (and its requests) unchecked.
  const clients = await Promise.all(
    Array.from({ length: USERS }, (_, i) =>
      root.collection('users').create({
        id: clientId(i),
        email: `series${i}@gb.test`,
        name: `Series Client ${i}`,
        password: CLIENT_PASSWORD,
        passwordConfirm: CLIENT_PASSWORD,
      }),
    ),
  )
  const coaches = trainers.slice(-USERS)
  const signedIn = await Promise.all(coaches.map((t) => signIn(url, t)))
  // One series per pair and round, each round at its own hour (no two rounds share a slot).
  const series: string[][] = []
  for (let r = 0; r <= ROUNDS; r++) {
    const made = await Promise.all(
      coaches.map((coach, i) =>
        root.collection('booking_series').create({
          booker: clients[i]!.id,
          gymBuddy: coach.id,
          datetime: sgtSlot(2, 9 + r),
          weeks: WEEKS,
        }),
      ),
    )
    series.push(made.map((s) => s.id))
  }
  const times: number[] = []
  for (const [r, round_] of series.entries()) {
    throwIfAborted(signal)
    const took = await Promise.all(
      round_.map(async (id, i) => {
        const t0 = performance.now()
        const response = await fetch(`${url}/api/collections/booking_series/records/${id}`, {
          method: 'PATCH',
          headers: {
            authorization: signedIn[i]!.auth.token,
            'content-type': 'application/json',
          },
          body: JSON.stringify({ status: 'confirmed' }),
        })
        if (!response.ok) throw new Error(`series confirm: ${response.status}`)
        return performance.now() - t0
      }),
    )
    if (r > 0) times.push(...took) // round 0 warms up
  }
  const p95 = percentile(times, 95)
  log(`series confirm p95 ${round(p95)} ms over ${times.length}`)
  rec.set(seriesFigures.confirmP95, round(p95), {
    note: `median ${round(percentile(times, 50))} ms, max ${round(Math.max(...times))} ms`,
  })
}

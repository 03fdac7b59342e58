// A weekly series obeys the trainer's "when and where" exactly as a single request does, week by
// week (docs/series.md): minimum notice, venues (required, one of theirs, copied to every week)
// and travel time between venues; and a package cannot pay for a series. Raw API clients.
import { describe, expect, it } from 'vitest'
import { request, requestSeries } from './bookings-support'
import { activePurchase } from './payments-support'
import { expectRefused, makeClient, makeTrainer, sgtSlot } from './factories'
import { testServer } from './support/test-server'

const server = testServer()
const WEEK_MS = 7 * 24 * 3600_000
const HOUR = 3600_000
const GYM = { name: 'ActiveSG Bishan', area: 'Central', kind: 'gym' }
const PARK = { name: 'Bishan Park', area: 'Central', kind: 'park' }
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']
const MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ')

const weekOf = (first: string, n: number) => new Date(Date.parse(first) + n * WEEK_MS).toISOString()
const sgt = (iso: string) => new Date(Date.parse(iso) + 8 * HOUR)
const label = (iso: string) =>
  `${DAYS[sgt(iso).getUTCDay()]} ${sgt(iso).getUTCDate()} ${MONTHS[sgt(iso).getUTCMonth()]}`

async function trainerWith(settings: Record<string, unknown>) {
  const trainer = await makeTrainer(server, 'Marcus Lim')
  await trainer.pb.collection('trainer_profiles').update(trainer.profile.id, settings)
  return trainer
}

/** The `datetime` refusal's message of a request expected to fail. */
async function refusalMessage(pending: Promise<unknown>): Promise<string> {
  return pending.then(
    () => '',
    (error: { response: { data: { datetime?: { message: string } } } }) =>
      error.response.data.datetime?.message ?? '',
  )
}

describe('a series and the trainer’s minimum notice', () => {
  it('is refused naming the week that is sooner than the notice, as that single request is', async () => {
    const trainer = await trainerWith({ minNoticeHours: 48 })
    const client = await makeClient(server)
    // Tomorrow 15:00 SGT is at most 39 hours away: inside 48 hours' notice; a week later is not.
    const first = sgtSlot(1, 15)
    await expectRefused(request(client, trainer, first), {
      status: 400,
      field: 'datetime',
      code: 'validation_min_notice',
    })
    const refusal = requestSeries(client, trainer, first, 3)
    await expectRefused(refusal, {
      status: 400,
      field: 'datetime',
      code: 'validation_series_conflict',
    })
    const message = await refusalMessage(requestSeries(client, trainer, first, 3))
    expect(message).toContain(`${label(first)}: sooner than the trainer’s notice`)
    expect(message).not.toContain(label(weekOf(first, 1)))
    expect(await client.pb.collection('bookings').getFullList()).toHaveLength(0)
    // Skipping that week, the rest is booked.
    const ymd = sgt(first).toISOString().slice(0, 10)
    const series = await requestSeries(client, trainer, first, 3, { skipDates: [ymd] })
    expect(series.status).toBe('requested')
  })
})

describe('a series at a venue', () => {
  it('needs one of the trainer’s venues, as a single request does, and copies it to every week', async () => {
    const trainer = await trainerWith({ venues: [GYM, PARK] })
    const client = await makeClient(server)
    const first = sgtSlot(3, 19)
    for (const venue of [undefined, 'Somewhere else']) {
      await expectRefused(requestSeries(client, trainer, first, 3, venue ? { venue } : {}), {
        status: 400,
        field: 'venue',
        code: 'validation_venue',
      })
    }
    expect(await client.pb.collection('booking_series').getFullList()).toHaveLength(0)

    const series = await requestSeries(client, trainer, first, 3, { venue: ' bishan  PARK ' })
    expect(series.venue).toBe('Bishan Park')
    const weeks = await client.pb.collection('bookings').getFullList({ sort: 'datetime' })
    expect(weeks.map((b) => [b.series, b.venue])).toEqual(Array(3).fill([series.id, 'Bishan Park']))
  })

  it('a trainer without venues takes a series without one, and refuses one that names a venue', async () => {
    const trainer = await makeTrainer(server)
    const client = await makeClient(server)
    await expectRefused(requestSeries(client, trainer, sgtSlot(3, 10), 2, { venue: 'My gym' }), {
      status: 400,
      field: 'venue',
      code: 'validation_venue',
    })
    const series = await requestSeries(client, trainer, sgtSlot(3, 10), 2)
    expect(series.venue).toBe('')
  })
})

describe('a series and the trainer’s travel time', () => {
  it('is refused naming the week that leaves no travel time after a session at another venue; the plan says so too', async () => {
    const trainer = await trainerWith({ venues: [GYM, PARK], travelGapHours: 1 })
    const client = await makeClient(server)
    const first = sgtSlot(3, 19)
    // Another client's confirmed session at the gym, the hour before week 3.
    const rival = await makeClient(server, 'Rival')
    const before = new Date(Date.parse(weekOf(first, 2)) - HOUR).toISOString()
    const taken = await request(rival, trainer, before, { venue: GYM.name })
    await trainer.pb.collection('bookings').update(taken.id, { status: 'confirmed' })

    const message = await refusalMessage(
      requestSeries(client, trainer, first, 4, { venue: PARK.name }),
    )
    expect(message).toBe(
      `Some weeks cannot be booked: ${label(weekOf(first, 2))}: no travel time after another venue. Skip them or choose another time.`,
    )
    const plan = await client.pb.send<{ weeks: { label: string; why: string }[] }>(
      '/api/gymbuddy/series/plan',
      {
        query: { gymBuddy: trainer.record.id, datetime: first, weeks: 4, venue: PARK.name },
      },
    )
    expect(plan.weeks.map((w) => w.why)).toEqual(['', '', 'no travel time after another venue', ''])
    // At the same venue as that session there is nothing to travel.
    const series = await requestSeries(client, trainer, first, 4, { venue: GYM.name })
    expect(series.venue).toBe(GYM.name)
  })
})

describe('a series and packages', () => {
  // booking_series has no package field: a series is paid per session (docs/decisions.md).
  it('refuses a package, naming the field, and creates nothing', async () => {
    const trainer = await makeTrainer(server)
    const client = await makeClient(server)
    const purchase = await activePurchase(client, trainer)
    await expectRefused(
      requestSeries(client, trainer, sgtSlot(3, 19), 4, { purchase: purchase.id }),
      { status: 400, field: 'purchase', code: 'validation_unknown_field' },
    )
    expect(await client.pb.collection('booking_series').getFullList()).toHaveLength(0)
    expect(await client.pb.collection('bookings').getFullList()).toHaveLength(0)
  })
})

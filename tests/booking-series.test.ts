// Standing weekly sessions (docs/series.md): a series is one request made, answered and cancelled
// as a whole, each week checked as a single request is; tried by raw API clients.
import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import type { BookingSeriesRecord } from '@/lib/types'
import {
  NOT_YOURS,
  expectRefused,
  makeClient,
  makeTrainer,
  sgtSlot,
  stored,
  type Member,
} from './factories'
import { hoursFromNow, request, requestSeries } from './bookings-support'
import { testServer } from './support/test-server'

const server = testServer()
const WEEK_MS = 7 * 24 * 3600_000
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']
const MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ')

/** The ISO instant of week `n` (0-based) of a series starting at `first`. */
const weekOf = (first: string, n: number) => new Date(Date.parse(first) + n * WEEK_MS).toISOString()
const sgt = (iso: string) => new Date(Date.parse(iso) + 8 * 3600_000)
const ymd = (iso: string) => sgt(iso).toISOString().slice(0, 10)
const label = (iso: string) =>
  `${DAYS[sgt(iso).getUTCDay()]} ${sgt(iso).getUTCDate()} ${MONTHS[sgt(iso).getUTCMonth()]}`

function occurrences(member: Member, seriesId: string) {
  return member.pb
    .collection('bookings')
    .getFullList({ filter: member.pb.filter('series = {:s}', { s: seriesId }), sort: 'datetime' })
}

async function confirmedSeries(weeks: number, first = sgtSlot(3, 19)) {
  const client = await makeClient(server, 'Series Client')
  const trainer = await makeTrainer(server, 'Series Trainer')
  const series = await requestSeries(client, trainer, first, weeks)
  await trainer.pb.collection('booking_series').update(series.id, { status: 'confirmed' })
  return { client, trainer, series, first }
}

async function setDaysOff(trainer: Member, daysOff: string[]) {
  const profile = await trainer.pb
    .collection('trainer_profiles')
    .getFirstListItem(trainer.pb.filter('user = {:u}', { u: trainer.record.id }))
  await trainer.pb.collection('trainer_profiles').update(profile.id, { daysOff })
}

describe('requesting a weekly series', () => {
  it('an 8-week series creates 8 requested bookings that all name it, and tells the trainer once', async () => {
    const client = await makeClient(server)
    const trainer = await makeTrainer(server)
    const first = sgtSlot(3, 19)
    const series = await requestSeries(client, trainer, first, 8)
    expect(series).toMatchObject({ status: 'requested', weeks: 8, datetime: stored(first) })
    const weeks = await occurrences(client, series.id)
    expect(weeks.map((b) => b.status)).toEqual(Array(8).fill('requested'))
    // Priced as single requests are: the trainer's rate (80 in the factory) on every week.
    expect(weeks.map((b) => b.price)).toEqual(Array(8).fill(trainer.profile.rate))
    expect(weeks.map((b) => b.datetime)).toEqual(
      [0, 1, 2, 3, 4, 5, 6, 7].map((n) => stored(weekOf(first, n))),
    )
    const told = await trainer.pb.collection('notifications').getFullList()
    expect(told.map((n) => n.kind)).toEqual(['series_requested'])
    expect(await client.pb.collection('notifications').getFullList()).toHaveLength(0)
  })

  it('skipped dates are left out', async () => {
    const client = await makeClient(server)
    const trainer = await makeTrainer(server)
    const first = sgtSlot(4, 10)
    const series = await requestSeries(client, trainer, first, 4, {
      skipDates: [ymd(weekOf(first, 2))],
    })
    const weeks = await occurrences(client, series.id)
    expect(weeks.map((b) => b.datetime)).toEqual([0, 1, 3].map((n) => stored(weekOf(first, n))))
  })

  it('a series crossing a day off and a confirmed slot is refused whole, naming every conflicting date', async () => {
    const client = await makeClient(server)
    const trainer = await makeTrainer(server)
    const first = sgtSlot(3, 19)
    await setDaysOff(trainer, [ymd(weekOf(first, 2))])
    const rival = await makeClient(server, 'Rival')
    const taken = await request(rival, trainer, weekOf(first, 4))
    await trainer.pb.collection('bookings').update(taken.id, { status: 'confirmed' })

    const refusal = requestSeries(client, trainer, first, 8)
    await expectRefused(refusal, {
      status: 400,
      field: 'datetime',
      code: 'validation_series_conflict',
    })
    const message = await refusal.catch(
      (error: { response: { data: { datetime: { message: string } } } }) =>
        error.response.data.datetime.message,
    )
    expect(message).toContain(`${label(weekOf(first, 2))}: day off`)
    expect(message).toContain(`${label(weekOf(first, 4))}: already booked`)
    expect(await client.pb.collection('bookings').getFullList()).toHaveLength(0)
    expect(await client.pb.collection('booking_series').getFullList()).toHaveLength(0)
  })

  it('a series counts as one open request toward the per-trainer limit', async () => {
    const client = await makeClient(server)
    const trainer = await makeTrainer(server)
    await requestSeries(client, trainer, sgtSlot(3, 19), 8)
    await request(client, trainer, sgtSlot(2, 10))
    await request(client, trainer, sgtSlot(2, 11))
    await expectRefused(request(client, trainer, sgtSlot(2, 12)), {
      status: 400,
      field: 'gymBuddy',
      code: 'validation_booking_limit',
    })
  })

  it('with 3 open requests to the trainer already, a series is refused as a fourth request is', async () => {
    const client = await makeClient(server)
    const trainer = await makeTrainer(server)
    for (const hour of [10, 11, 12]) await request(client, trainer, sgtSlot(2, hour))
    await expectRefused(requestSeries(client, trainer, sgtSlot(3, 19), 4), {
      status: 400,
      field: 'gymBuddy',
      code: 'validation_booking_limit',
    })
    expect(await client.pb.collection('booking_series').getFullList()).toHaveLength(0)
  })

  it('weeks outside 2 to 12 are refused', async () => {
    const client = await makeClient(server)
    const trainer = await makeTrainer(server)
    for (const weeks of [1, 13]) {
      await expectRefused(requestSeries(client, trainer, sgtSlot(3, 19), weeks), {
        status: 400,
        field: 'weeks',
        code: 'validation_series_weeks',
      })
    }
  })
})

describe('answering a series', () => {
  it("the trainer's one confirm confirms all 8 and declines a rival's request for week 3 as slot taken", async () => {
    const client = await makeClient(server)
    const trainer = await makeTrainer(server)
    const first = sgtSlot(3, 19)
    const series = await requestSeries(client, trainer, first, 8)
    const rival = await makeClient(server, 'Rival')
    const rivalRequest = await request(rival, trainer, weekOf(first, 2))
    await expectRefused(
      client.pb.collection('booking_series').update(series.id, { status: 'confirmed' }),
      { status: 400, field: 'status', code: 'validation_booking_not_allowed' },
    )
    const answered = await trainer.pb
      .collection('booking_series')
      .update(series.id, { status: 'confirmed' })
    expect(answered.status).toBe('confirmed')
    const weeks = await occurrences(client, series.id)
    expect(weeks.map((b) => b.status)).toEqual(Array(8).fill('confirmed'))
    const lost = await rival.pb.collection('bookings').getOne(rivalRequest.id)
    expect(lost).toMatchObject({ status: 'declined', reason: 'slot taken' })
    const toldClient = await client.pb.collection('notifications').getFullList()
    expect(toldClient.map((n) => n.kind)).toEqual(['series_confirmed'])
    // The dashboard counts each week as a session: the next one is the series' first week.
    const dashboard = await client.pb.send<{ sessions: { id: string }[] }>(
      '/api/gymbuddy/dashboard',
      {},
    )
    expect(dashboard.sessions.map((s) => s.id)).toContain(weeks[0]!.id)
  })

  it('concurrent confirms of the series and of a rival request for one of its slots leave exactly one confirmed', async () => {
    for (let round = 0; round < 3; round++) {
      const client = await makeClient(server)
      const trainer = await makeTrainer(server)
      const first = sgtSlot(5, 9 + round)
      const series = await requestSeries(client, trainer, first, 6)
      const rival = await makeClient(server, 'Rival')
      const rivalRequest = await request(rival, trainer, weekOf(first, 3))
      await Promise.allSettled([
        trainer.pb.collection('booking_series').update(series.id, { status: 'confirmed' }),
        trainer.pb.collection('bookings').update(rivalRequest.id, { status: 'confirmed' }),
      ])
      const atSlot = await trainer.pb.collection('bookings').getFullList({
        filter: trainer.pb.filter("datetime = {:d} && status = 'confirmed'", {
          d: stored(weekOf(first, 3)),
        }),
      })
      expect(atSlot).toHaveLength(1)
    }
  })

  it('only the status (and reason) of a series can change', async () => {
    const client = await makeClient(server)
    const trainer = await makeTrainer(server)
    const series = await requestSeries(client, trainer, sgtSlot(3, 19), 3)
    await expectRefused(client.pb.collection('booking_series').update(series.id, { weeks: 5 }), {
      status: 400,
      field: 'weeks',
      code: 'validation_series_readonly',
    })
    expect(await occurrences(client, series.id)).toHaveLength(3)
  })

  it('the trainer declines the series once, with its reason on every week', async () => {
    const client = await makeClient(server)
    const trainer = await makeTrainer(server)
    const series = await requestSeries(client, trainer, sgtSlot(3, 19), 3)
    await trainer.pb
      .collection('booking_series')
      .update(series.id, { status: 'declined', reason: 'Fully booked' })
    const weeks = await occurrences(client, series.id)
    expect(weeks.map((b) => [b.status, b.reason])).toEqual(
      Array(3).fill(['declined', 'Fully booked']),
    )
  })
})

describe('cancelling', () => {
  it('cancelling week 2 alone leaves the other 7', async () => {
    const { client, series } = await confirmedSeries(8)
    const weeks = await occurrences(client, series.id)
    await client.pb.collection('bookings').update(weeks[1]!.id, { status: 'cancelled' })
    const after = await occurrences(client, series.id)
    expect(after.filter((b) => b.status === 'confirmed')).toHaveLength(7)
    expect(after[1]!.status).toBe('cancelled')
  })

  it('cancelling the rest from inside the 12-hour window of the next session cancels that one too, as a late cancel', async () => {
    const client = await makeClient(server)
    const trainer = await makeTrainer(server)
    const first = hoursFromNow(6)
    const series = await server.root.collection('booking_series').create<BookingSeriesRecord>({
      booker: client.record.id,
      gymBuddy: trainer.record.id,
      datetime: first,
      weeks: 4,
      status: 'confirmed',
    })
    const answer = await client.pb
      .collection('booking_series')
      .update(series.id, { status: 'cancelled' })
    expect(answer.status).toBe('cancelled')
    expect(answer.keptDates).toEqual([])
    const weeks = await occurrences(client, series.id)
    expect(weeks.map((b) => b.status)).toEqual(['cancelled', 'cancelled', 'cancelled', 'cancelled'])
    expect(weeks.map((b) => b.lateCancel)).toEqual([true, false, false, false])
  })

  it('the trainer cancels the rest only with a reason', async () => {
    const { client, trainer, series } = await confirmedSeries(3)
    await expectRefused(
      trainer.pb.collection('booking_series').update(series.id, { status: 'cancelled' }),
      { status: 400, field: 'reason', code: 'validation_required' },
    )
    await trainer.pb
      .collection('booking_series')
      .update(series.id, { status: 'cancelled', reason: 'Moving abroad' })
    const weeks = await occurrences(client, series.id)
    expect(weeks.map((b) => b.status)).toEqual(['cancelled', 'cancelled', 'cancelled'])
    const told = await client.pb.collection('notifications').getFullList({ sort: 'created' })
    expect(told.map((n) => n.kind)).toEqual(['series_confirmed', 'series_cancelled'])
  })
})

describe('who may touch a series', () => {
  it('a stranger cannot read, answer or cancel the series, nor request one for someone else', async () => {
    const { client, trainer, series } = await confirmedSeries(2)
    const stranger = await makeClient(server, 'Stranger')
    await expectRefused(stranger.pb.collection('booking_series').getOne(series.id), { status: 404 })
    expect(await stranger.pb.collection('booking_series').getFullList()).toHaveLength(0)
    for (const status of ['declined', 'cancelled']) {
      await expectRefused(
        stranger.pb.collection('booking_series').update(series.id, { status, reason: 'x' }),
        { status: NOT_YOURS },
      )
    }
    await expectRefused(
      requestSeries({ ...stranger, record: client.record }, trainer, sgtSlot(4, 9), 2),
      {
        status: NOT_YOURS,
      },
    )
    expect((await client.pb.collection('booking_series').getOne(series.id)).status).toBe(
      'confirmed',
    )
  })
})

describe('the calendar file of a series', () => {
  it('is one weekly event with an RRULE and the skipped and cancelled weeks as EXDATEs', async () => {
    const client = await makeClient(server)
    const trainer = await makeTrainer(server)
    const first = sgtSlot(3, 19)
    const series = await requestSeries(client, trainer, first, 6, {
      skipDates: [ymd(weekOf(first, 1))],
    })
    await trainer.pb.collection('booking_series').update(series.id, { status: 'confirmed' })
    const weeks = await occurrences(client, series.id)
    await client.pb.collection('bookings').update(weeks[2]!.id, { status: 'cancelled' })

    const response = await fetch(`${server.url}/api/gymbuddy/series/${series.id}/ics`, {
      headers: { Authorization: client.pb.authStore.token },
    })
    expect(response.status).toBe(200)
    const calendar = new ICAL.Component(ICAL.parse(await response.text()))
    const events = calendar.getAllSubcomponents('vevent')
    expect(events).toHaveLength(1)
    const event = new ICAL.Event(events[0]!)
    expect(event.startDate.toJSDate().toISOString()).toBe(first)
    const rule = events[0]!.getFirstPropertyValue('rrule') as ICAL.Recur
    expect(rule.freq).toBe('WEEKLY')
    expect(rule.count).toBe(6)
    const excluded = events[0]!
      .getAllProperties('exdate')
      .flatMap((p) => p.getValues() as ICAL.Time[])
      .map((t) => t.toJSDate().toISOString())
    expect(excluded.sort()).toEqual([weekOf(first, 1), weekOf(first, 3)])

    const stranger = await makeClient(server, 'Stranger')
    const hidden = await fetch(`${server.url}/api/gymbuddy/series/${series.id}/ics`, {
      headers: { Authorization: stranger.pb.authStore.token },
    })
    expect(hidden.status).toBe(404)
  })
})

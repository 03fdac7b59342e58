// A confirmed weekly series changed from a chosen week on (docs/series.md, "Changing from a week
// on"): one side asks for a new time or venue, every new week checked as a new series' week is,
// the old weeks kept until the other side accepts; a decline changes nothing; either side ends the
// series from a week on. Each step tells the other side. Tried by raw API clients.
import { describe, expect, it } from 'vitest'
import {
  NOT_YOURS,
  expectRefused,
  makeClient,
  makeTrainer,
  sgtSlot,
  stored,
  type Member,
} from './factories'
import { requestSeries } from './bookings-support'
import { testServer } from './support/test-server'

const server = testServer()
const WEEK_MS = 7 * 24 * 3600_000
const HOUR_MS = 3600_000

const weekOf = (first: string, n: number) => new Date(Date.parse(first) + n * WEEK_MS).toISOString()
const later = (iso: string, hours: number) =>
  new Date(Date.parse(iso) + hours * HOUR_MS).toISOString()

function weeks(member: Member, seriesId: string) {
  return member.pb.collection('bookings').getFullList({
    filter: member.pb.filter('series = {:s}', { s: seriesId }),
    sort: 'datetime,created',
  })
}

/** [datetime, status] of every week of the series, earliest first. */
async function shape(member: Member, seriesId: string) {
  return (await weeks(member, seriesId)).map((b) => [b.datetime, b.status])
}

async function confirmedSeries(count: number, first = sgtSlot(3, 18)) {
  const client = await makeClient(server, 'Change Client')
  const trainer = await makeTrainer(server, 'Change Trainer')
  const series = await requestSeries(client, trainer, first, count)
  await trainer.pb.collection('booking_series').update(series.id, { status: 'confirmed' })
  return { client, trainer, series, first }
}

function post(member: Member, path: string, body: Record<string, unknown>) {
  return member.pb.send(path, { method: 'POST', body })
}

async function weekId(member: Member, seriesId: string, datetime: string) {
  const found = (await weeks(member, seriesId)).find((b) => b.datetime === stored(datetime))
  return found!.id
}

async function ask(member: Member, seriesId: string, week: string, datetime: string) {
  const booking = await weekId(member, seriesId, week)
  return post(member, `/api/gymbuddy/series/${seriesId}/change`, { booking, datetime })
}

function answer(member: Member, seriesId: string, accept: boolean) {
  return post(member, `/api/gymbuddy/series/${seriesId}/change/answer`, { accept })
}

async function told(member: Member, kind: string) {
  const rows = await member.pb.collection('notifications').getFullList({
    filter: member.pb.filter('kind = {:kind}', { kind }),
  })
  return rows
}

/** A busy time in the trainer's own calendar, as the calendar reader stores it. */
async function busyAt(trainer: Member, start: string) {
  const calendar = await server.root.collection('busy_calendars').create({
    trainer: trainer.record.id,
    kind: 'ics',
    label: 'Work',
    url: 'https://calendar.example.invalid/basic.ics',
  })
  await server.root.collection('busy_times').create({
    trainer: trainer.record.id,
    calendar: calendar.id,
    start,
    end: later(start, 1),
  })
}

describe('this and following weeks', () => {
  it('the client asks from week 3; the old weeks stand until the trainer accepts, then are replaced', async () => {
    const { client, trainer, series, first } = await confirmedSeries(5)
    const before = await shape(client, series.id)
    const plan = (await ask(client, series.id, weekOf(first, 2), later(weekOf(first, 2), 1))) as {
      weeks: { datetime: string }[]
    }
    expect(plan.weeks.map((w) => w.datetime)).toEqual(
      [2, 3, 4].map((n) => stored(later(weekOf(first, n), 1))),
    )
    expect(await shape(client, series.id)).toEqual(before)
    expect(await told(trainer, 'series_change_requested')).toHaveLength(1)
    const waiting = await client.pb.collection('booking_series').getOne(series.id)
    expect(waiting).toMatchObject({ changeBy: 'booker', changeWeek: stored(weekOf(first, 2)) })

    await answer(trainer, series.id, true)
    const open = (await weeks(client, series.id)).filter((b) => b.status === 'confirmed')
    expect(open.map((b) => b.datetime)).toEqual([
      stored(weekOf(first, 0)),
      stored(weekOf(first, 1)),
      ...[2, 3, 4].map((n) => stored(later(weekOf(first, n), 1))),
    ])
    const gone = (await weeks(client, series.id)).filter((b) => b.status === 'cancelled')
    expect(gone.map((b) => b.datetime)).toEqual([2, 3, 4].map((n) => stored(weekOf(first, n))))
    // Each old week reads as moved, and its new week says where from (as a reschedule does).
    expect(gone.map((b) => b.reason)).toEqual(['Rescheduled', 'Rescheduled', 'Rescheduled'])
    expect(open.slice(2).map((b) => b.rescheduleOf)).toEqual(gone.map((b) => b.id))
    expect(await told(client, 'series_change_confirmed')).toHaveLength(1)
    // The weeks moved are not announced one by one.
    expect(await told(client, 'booking_cancelled')).toHaveLength(0)
    expect(await told(trainer, 'booking_cancelled')).toHaveLength(0)
    const done = await client.pb.collection('booking_series').getOne(series.id)
    expect(done).toMatchObject({ status: 'confirmed', changeBy: '' })
    // The series' calendar file: the weekly event without the moved weeks, and each new week.
    const file = await (
      await fetch(`${server.url}/api/gymbuddy/series/${series.id}/ics`, {
        headers: { Authorization: client.pb.authStore.token },
      })
    ).text()
    const starts = [...file.matchAll(/^DTSTART:(\d{8}T\d{4})/gm)].map((m) => m[1])
    const ics = (iso: string) => iso.replace(/[-:]/g, '').slice(0, 13)
    expect(starts).toEqual([ics(first), ...[2, 3, 4].map((n) => ics(later(weekOf(first, n), 1)))])
    expect(file.match(/^EXDATE/gm)?.length ?? 0).toBeGreaterThan(0)
  })

  it('a new week that crosses a busy time in the trainer’s calendar is refused, and nothing changes', async () => {
    const { client, trainer, series, first } = await confirmedSeries(4)
    await busyAt(trainer, later(weekOf(first, 3), 1))
    const before = await shape(client, series.id)
    await expectRefused(ask(client, series.id, weekOf(first, 1), later(weekOf(first, 1), 1)), {
      status: 400,
      field: 'datetime',
      code: 'validation_series_conflict',
    })
    const refusal = await ask(
      client,
      series.id,
      weekOf(first, 1),
      later(weekOf(first, 1), 1),
    ).catch(
      (error: { response: { data: { datetime: { message: string } } } }) => error.response.data,
    )
    expect(JSON.stringify(refusal)).toContain('busy in the trainer’s own calendar')
    expect(await shape(client, series.id)).toEqual(before)
    expect(await client.pb.collection('booking_series').getOne(series.id)).toMatchObject({
      changeBy: '',
    })
    expect(await told(trainer, 'series_change_requested')).toHaveLength(0)
  })

  it('is checked again when accepted: a busy time since then refuses it, and nothing changes', async () => {
    const { client, trainer, series, first } = await confirmedSeries(3)
    await ask(client, series.id, weekOf(first, 1), later(weekOf(first, 1), 2))
    await busyAt(trainer, later(weekOf(first, 2), 2))
    const before = await shape(client, series.id)
    await expectRefused(answer(trainer, series.id, true), {
      status: 400,
      field: 'datetime',
      code: 'validation_series_conflict',
    })
    expect(await shape(client, series.id)).toEqual(before)
  })

  it('a decline changes nothing and tells the asker; it cannot be answered twice', async () => {
    const { client, trainer, series, first } = await confirmedSeries(3)
    const before = await shape(client, series.id)
    await ask(client, series.id, weekOf(first, 1), later(weekOf(first, 1), 1))
    await answer(trainer, series.id, false)
    expect(await shape(client, series.id)).toEqual(before)
    expect(await told(client, 'series_change_declined')).toHaveLength(1)
    await expectRefused(answer(trainer, series.id, true), {
      status: 400,
      field: 'accept',
      code: 'validation_series_status',
    })
  })

  it('when the trainer asks, the client answers (never the asker)', async () => {
    const { client, trainer, series, first } = await confirmedSeries(3)
    await ask(trainer, series.id, weekOf(first, 1), later(weekOf(first, 1), -1))
    expect(await told(client, 'series_change_requested')).toHaveLength(1)
    await expectRefused(answer(trainer, series.id, true), {
      status: 400,
      field: 'accept',
      code: 'validation_booking_not_allowed',
    })
    await expectRefused(ask(client, series.id, weekOf(first, 1), later(weekOf(first, 1), 1)), {
      status: 400,
      field: 'booking',
      code: 'validation_series_change_waiting',
    })
    await answer(client, series.id, true)
    const open = (await weeks(trainer, series.id)).filter((b) => b.status === 'confirmed')
    expect(open.map((b) => b.datetime)).toEqual([
      stored(weekOf(first, 0)),
      ...[1, 2].map((n) => stored(later(weekOf(first, n), -1))),
    ])
    expect(await told(trainer, 'series_change_confirmed')).toHaveLength(1)
  })

  it('a change is only set through its routes, and only by the two sides', async () => {
    const { client, series, first } = await confirmedSeries(2)
    await expectRefused(
      client.pb.collection('booking_series').update(series.id, { changeBy: 'trainer' }),
      { status: 400, field: 'changeBy', code: 'validation_series_readonly' },
    )
    const stranger = await makeClient(server, 'Stranger')
    const booking = await weekId(client, series.id, weekOf(first, 1))
    await expectRefused(
      post(stranger, `/api/gymbuddy/series/${series.id}/change`, {
        booking,
        datetime: later(weekOf(first, 1), 1),
      }),
      { status: 404 },
    )
    await expectRefused(
      post(stranger, `/api/gymbuddy/series/${series.id}/end`, { booking, reason: 'x' }),
      { status: NOT_YOURS },
    )
  })
})

describe('a new venue from a week on', () => {
  const GYM = { name: 'ActiveSG Bishan', area: 'Central', kind: 'gym' }
  const PARK = { name: 'Bishan Park', area: 'Central', kind: 'park' }

  it('moves the weeks from the chosen one to another of the trainer’s venues, and only to one of theirs', async () => {
    const client = await makeClient(server, 'Venue Client')
    const trainer = await makeTrainer(server, 'Venue Trainer')
    await trainer.pb.collection('trainer_profiles').update(trainer.profile.id, {
      venues: [GYM, PARK],
    })
    const first = sgtSlot(3, 18)
    const made = await requestSeries(client, trainer, first, 3, { venue: GYM.name })
    await trainer.pb.collection('booking_series').update(made.id, { status: 'confirmed' })
    const booking = await weekId(client, made.id, weekOf(first, 1))
    const path = `/api/gymbuddy/series/${made.id}/change`
    await expectRefused(
      post(client, path, { booking, datetime: weekOf(first, 1), venue: 'Somewhere Else' }),
      { status: 400, field: 'venue', code: 'validation_venue' },
    )
    await post(client, path, { booking, datetime: weekOf(first, 1), venue: PARK.name })
    await answer(trainer, made.id, true)
    const open = (await weeks(client, made.id)).filter((b) => b.status === 'confirmed')
    expect(open.map((b) => [b.datetime, b.venue])).toEqual([
      [stored(weekOf(first, 0)), GYM.name],
      [stored(weekOf(first, 1)), PARK.name],
      [stored(weekOf(first, 2)), PARK.name],
    ])
  })
})

describe('ending a series from a week on', () => {
  it('the weeks from the chosen one are cancelled, the weeks before stay; the other side is told', async () => {
    const { client, trainer, series, first } = await confirmedSeries(4)
    await expectRefused(
      post(trainer, `/api/gymbuddy/series/${series.id}/end`, {
        booking: await weekId(trainer, series.id, weekOf(first, 2)),
      }),
      { status: 400, field: 'reason', code: 'validation_required' },
    )
    await post(trainer, `/api/gymbuddy/series/${series.id}/end`, {
      booking: await weekId(trainer, series.id, weekOf(first, 2)),
      reason: 'Moving abroad',
    })
    expect(await shape(client, series.id)).toEqual([
      [stored(weekOf(first, 0)), 'confirmed'],
      [stored(weekOf(first, 1)), 'confirmed'],
      [stored(weekOf(first, 2)), 'cancelled'],
      [stored(weekOf(first, 3)), 'cancelled'],
    ])
    expect(await told(client, 'series_ended')).toHaveLength(1)
    expect(await told(client, 'booking_cancelled')).toHaveLength(0)
    // Weeks are still ahead: the series goes on until them.
    expect((await client.pb.collection('booking_series').getOne(series.id)).status).toBe(
      'confirmed',
    )
  })

  it('ended from its first week still ahead, the series itself is cancelled', async () => {
    const { client, series, first } = await confirmedSeries(3)
    await post(client, `/api/gymbuddy/series/${series.id}/end`, {
      booking: await weekId(client, series.id, weekOf(first, 0)),
    })
    expect((await shape(client, series.id)).map(([, status]) => status)).toEqual([
      'cancelled',
      'cancelled',
      'cancelled',
    ])
    const after = await client.pb.collection('booking_series').getOne(series.id)
    expect(after.status).toBe('cancelled')
    // Nothing is left to change or end.
    await expectRefused(
      post(client, `/api/gymbuddy/series/${series.id}/end`, {
        booking: await weekId(client, series.id, weekOf(first, 1)),
      }),
      { status: 400, field: 'status', code: 'validation_series_status' },
    )
  })
})

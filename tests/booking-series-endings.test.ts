// How a weekly series ends without an answer, and what a member's own data says of it
// (docs/series.md): its waiting weeks expire together as one event, told once, and the series
// reads `expired`; the data export lists the member's series; closing an account cancels an open
// series as one event. The clock is moved by writing answerBy as a superuser; the real cron is
// run by hand. Raw API clients, a real MailDev.
import { describe, expect, it } from 'vitest'
import type { BookingRecord, NotificationRecord } from '@/lib/types'
import {
  PASSWORD,
  expectRefused,
  makeClient,
  makeTrainer,
  sgtSlot,
  stored,
  type Member,
} from './factories'
import { request, requestSeries } from './bookings-support'
import { testServer } from './support/test-server'

const server = testServer({ mail: true, env: { GYMBUDDY_REQUEST_EMAIL_HOLD_SECONDS: '0' } })
const HOUR = 3600_000

const runExpiry = () => server.root.send('/api/crons/bookingsExpire', { method: 'POST' })
const minuteAgo = () => stored(new Date(Date.now() - 60_000).toISOString())

async function requestedSeries(weeks: number, clientName = 'Series Client') {
  const client = await makeClient(server, clientName)
  const trainer = await makeTrainer(server, 'Series Coach')
  const series = await requestSeries(client, trainer, sgtSlot(3, 19), weeks)
  return { client, trainer, series }
}

function weeksOf(member: Member, seriesId: string) {
  return member.pb.collection('bookings').getFullList<BookingRecord>({
    filter: member.pb.filter('series = {:s}', { s: seriesId }),
    sort: 'datetime',
  })
}

const kindsOf = async (member: Member) =>
  (
    await member.pb.collection('notifications').getFullList<NotificationRecord>({ sort: 'created' })
  ).map((n) => n.kind)

describe('an unanswered series expires as one event', () => {
  it('every week shares the first week’s answer deadline', async () => {
    const { client, series } = await requestedSeries(4)
    const weeks = await weeksOf(client, series.id)
    const deadlines = new Set(weeks.map((w) => w.answerBy))
    expect(deadlines.size).toBe(1)
    const [answerBy] = [...deadlines]
    expect(Math.abs(Date.parse(answerBy!.replace(' ', 'T')) - Date.now() - 48 * HOUR)).toBeLessThan(
      10_000,
    )
  })

  it('its lapsed deadline expires every waiting week at once, the series reads expired, and the client is told once', async () => {
    const { client, trainer, series } = await requestedSeries(4, 'Lapsed Client')
    const weeks = await weeksOf(client, series.id)
    // Only the first week's row is moved: the series has one deadline, so all four go with it.
    await server.root.collection('bookings').update(weeks[0]!.id, { answerBy: minuteAgo() })
    await expectRefused(
      trainer.pb.collection('booking_series').update(series.id, { status: 'confirmed' }),
      { status: 400, field: 'status', code: 'validation_booking_expired' },
    )
    await runExpiry()

    // The cron route starts the job and answers at once.
    await expect
      .poll(async () => (await weeksOf(client, series.id)).map((w) => w.status))
      .toEqual(Array(4).fill('expired'))
    expect((await client.pb.collection('booking_series').getOne(series.id)).status).toBe('expired')
    expect(await kindsOf(client)).toEqual(['series_expired'])
    await expect
      .poll(async () =>
        (await server.mail.inbox(client.email))
          .map((mail) => mail.subject)
          .filter((s) => /expired/i.test(s)),
      )
      .toEqual([expect.stringMatching(/^Weekly sessions expired: every \w{3} at 7 pm$/)])
    // An expired series is final: no late answer, no cancel.
    await expectRefused(
      trainer.pb.collection('booking_series').update(series.id, { status: 'confirmed' }),
      { status: 400, field: 'status', code: 'validation_booking_answered' },
    )
    await expectRefused(
      client.pb.collection('booking_series').update(series.id, { status: 'cancelled' }),
      { status: 400, field: 'status', code: 'validation_booking_answered' },
    )
    // A second run, seen through to its end: it takes lapsed requests oldest deadline first, so
    // once a single request lapsing after the series has expired, the series was passed over.
    const single = await request(client, trainer, sgtSlot(4, 10))
    await server.root.collection('bookings').update(single.id, { answerBy: minuteAgo() })
    await runExpiry()
    await expect
      .poll(async () => (await client.pb.collection('bookings').getOne(single.id)).status)
      .toBe('expired')
    expect((await kindsOf(client)).filter((kind) => kind.startsWith('series_'))).toEqual([
      'series_expired',
    ])
  })

  it('a series whose weeks the client cancelled one by one reads cancelled and cannot be answered', async () => {
    const { client, trainer, series } = await requestedSeries(2, 'Withdrawing Client')
    const [first, second] = await weeksOf(client, series.id)
    await client.pb.collection('bookings').update(first!.id, { status: 'cancelled' })
    const readStatus = async () =>
      (await client.pb.collection('booking_series').getOne(series.id)).status
    expect(await readStatus()).toBe('requested')
    await client.pb.collection('bookings').update(second!.id, { status: 'cancelled' })
    expect(await readStatus()).toBe('cancelled')
    await expectRefused(
      trainer.pb.collection('booking_series').update(series.id, { status: 'confirmed' }),
      { status: 400, field: 'status', code: 'validation_booking_answered' },
    )
    // The weeks told their own news; the series adds none.
    expect(await kindsOf(trainer)).not.toContain('series_cancelled')
  })

  it('a series whose weeks the trainer declined one by one reads declined, answered then', async () => {
    const { client, trainer, series } = await requestedSeries(2, 'Declined Client')
    for (const week of await weeksOf(client, series.id)) {
      await trainer.pb.collection('bookings').update(week.id, { status: 'declined' })
    }
    const after = await client.pb.collection('booking_series').getOne(series.id)
    expect(after.status).toBe('declined')
    expect(after.answeredAt).not.toBe('')
  })

  it('an answered series is not touched by the expiry', async () => {
    const { client, trainer, series } = await requestedSeries(3, 'Answered Client')
    await trainer.pb.collection('booking_series').update(series.id, { status: 'confirmed' })
    for (const week of await weeksOf(client, series.id)) {
      await server.root.collection('bookings').update(week.id, { answerBy: minuteAgo() })
    }
    // A single request lapsed at the same time shows when the cron has run.
    const other = await makeClient(server, 'Other Client')
    const single = await other.pb.collection('bookings').create<BookingRecord>({
      booker: other.record.id,
      gymBuddy: trainer.record.id,
      datetime: sgtSlot(4, 10),
    })
    await server.root.collection('bookings').update(single.id, { answerBy: minuteAgo() })
    await runExpiry()
    await expect
      .poll(async () => (await other.pb.collection('bookings').getOne(single.id)).status)
      .toBe('expired')
    expect((await weeksOf(client, series.id)).map((w) => w.status)).toEqual(
      Array(3).fill('confirmed'),
    )
    expect((await client.pb.collection('booking_series').getOne(series.id)).status).toBe(
      'confirmed',
    )
  })
})

describe('a member’s series in their own data', () => {
  it('the data export lists the member’s series with the other party’s name', async () => {
    const { client, trainer, series } = await requestedSeries(2, 'Export Series Client')
    const response = await fetch(`${server.url}/api/gymbuddy/me/export`, {
      headers: { Authorization: client.pb.authStore.token },
    })
    expect(response.status).toBe(200)
    const data = (await response.json()) as { bookingSeries: Record<string, unknown>[] }
    expect(data.bookingSeries).toEqual([
      expect.objectContaining({
        id: series.id,
        booker: client.record.id,
        gymBuddy: trainer.record.id,
        weeks: 2,
        status: 'requested',
        otherPartyName: 'Series Coach',
      }),
    ])
  })

  it('closing the account cancels an open series as one event: its weeks cancelled, the trainer told once', async () => {
    const { client, trainer, series } = await requestedSeries(4, 'Leaving Series Client')
    await trainer.pb.collection('booking_series').update(series.id, { status: 'confirmed' })
    await client.pb.send('/api/gymbuddy/me/delete', {
      method: 'POST',
      body: { password: PASSWORD },
    })

    const kept = await trainer.pb.collection('booking_series').getOne(series.id)
    expect(kept).toMatchObject({ status: 'cancelled', reason: 'Account closed' })
    expect(kept.booker).not.toBe(client.record.id)
    const weeks = await weeksOf(trainer, series.id)
    expect(weeks.map((w) => [w.status, w.reason])).toEqual(
      Array(4).fill(['cancelled', 'Account closed']),
    )
    expect(await kindsOf(trainer)).toEqual(['series_requested', 'series_cancelled'])
  })
})

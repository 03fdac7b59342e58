// Attendance (docs/attendance-and-waitlist.md), as raw clients see it: only the two parties answer
// "Did the session happen?", only from the end until 48 hours after; the first answer stays and a
// different second one marks the session disputed; the cron settles unanswered sessions as
// attended; reviews need an attended session and a verified author; a trainer's cancel inside
// 12 hours is a late cancel; and the 12-month record counts it all, shown to whom it may be.
import { describe, expect, it } from 'vitest'
import type { BookingRecord, MemberReliability, NotificationRecord } from '@/lib/types'
import { BOOKING_RULES } from '@/content/booking-rules'
import { hoursFromNow, makeBooking, request } from './bookings-support'
import {
  expectRefused,
  makeClient,
  makeTrainer,
  makeVisitor,
  sgtSlot,
  type Member,
} from './factories'
import { testServer } from './support/test-server'

const server = testServer()
const HOUR = 3600_000

/** A whole UTC hour `hours` from now (negative: in the past). */
function atHour(hours: number): string {
  return new Date(Math.floor((Date.now() + hours * HOUR) / HOUR) * HOUR).toISOString()
}

async function pair() {
  const client = await makeClient(server, 'Attending Client')
  const trainer = await makeTrainer(server, 'Attending Coach')
  return { client, trainer }
}

/** Reviews need a verified author: marked as a superuser. */
async function verify(root: typeof server.root, member: Member) {
  await root.collection('users').update(member.record.id, { verified: true })
}

function answer(member: Member, id: string, outcome: string) {
  return member.pb.collection('bookings').update<BookingRecord>(id, { outcome })
}

function runCron(id: string) {
  return server.root.send(`/api/crons/${id}`, { method: 'POST' })
}

async function recordOf(userId: string, as?: Member) {
  const response = await fetch(`${server.url}/api/gymbuddy/reliability/${userId}`, {
    headers: as ? { Authorization: as.pb.authStore.token } : {},
  })
  return {
    status: response.status,
    body: (await response.json()) as MemberReliability & {
      data?: Record<string, { code: string }>
    },
  }
}

describe('"Did the session happen?"', () => {
  it('only the two parties answer, each with their own side’s values', async () => {
    const { client, trainer } = await pair()
    const stranger = await makeClient(server, 'Stranger')
    const session = await makeBooking(server.root, client, trainer, atHour(-2), 'confirmed')
    await expectRefused(answer(stranger, session.id, 'attended'), { status: 404 })
    await expectRefused(answer(trainer, session.id, 'trainer_no_show'), {
      status: 400,
      field: 'outcome',
      code: 'validation_outcome_not_allowed',
    })
    await expectRefused(answer(client, session.id, 'client_no_show'), {
      status: 400,
      field: 'outcome',
      code: 'validation_outcome_not_allowed',
    })
    const marked = await answer(trainer, session.id, 'client_no_show')
    expect(marked).toMatchObject({
      outcome: 'client_no_show',
      outcomeBy: trainer.record.id,
      outcomeDisputed: false,
    })
  })

  it('opens when the session ends and closes 48 hours later', async () => {
    const { client, trainer } = await pair()
    const running = await makeBooking(server.root, client, trainer, atHour(0), 'confirmed')
    await expectRefused(answer(client, running.id, 'attended'), {
      status: 400,
      field: 'outcome',
      code: 'validation_outcome_too_early',
    })
    const window = BOOKING_RULES.outcomeWindowHours + BOOKING_RULES.sessionHours
    const closed = await makeBooking(server.root, client, trainer, atHour(-window - 1), 'confirmed')
    await expectRefused(answer(client, closed.id, 'attended'), {
      status: 400,
      field: 'outcome',
      code: 'validation_outcome_closed',
    })
    const open = await makeBooking(server.root, client, trainer, atHour(-window + 2), 'confirmed')
    expect((await answer(client, open.id, 'attended')).outcome).toBe('attended')
  })

  it('only a confirmed session has an outcome', async () => {
    const { client, trainer } = await pair()
    const cancelled = await makeBooking(server.root, client, trainer, atHour(-3), 'cancelled')
    await expectRefused(answer(client, cancelled.id, 'attended'), {
      status: 400,
      field: 'outcome',
      code: 'validation_outcome_not_confirmed',
    })
  })

  it('keeps the first answer; a different second one marks it disputed for both; no third', async () => {
    const { client, trainer } = await pair()
    const session = await makeBooking(server.root, client, trainer, atHour(-3), 'confirmed')
    await answer(trainer, session.id, 'client_no_show')
    const disputed = await answer(client, session.id, 'attended')
    expect(disputed).toMatchObject({
      outcome: 'client_no_show',
      outcomeBy: trainer.record.id,
      outcomeReply: 'attended',
      outcomeDisputed: true,
    })
    expect(await trainer.pb.collection('bookings').getOne(session.id)).toMatchObject({
      outcome: 'client_no_show',
      outcomeReply: 'attended',
      outcomeDisputed: true,
    })
    await expectRefused(answer(trainer, session.id, 'attended'), {
      status: 400,
      field: 'outcome',
      code: 'validation_outcome_answered',
    })

    const agreed = await makeBooking(server.root, client, trainer, atHour(-5), 'confirmed')
    await answer(client, agreed.id, 'attended')
    await expectRefused(answer(client, agreed.id, 'trainer_no_show'), {
      status: 400,
      code: 'validation_outcome_answered',
      field: 'outcome',
    })
    expect(await answer(trainer, agreed.id, 'attended')).toMatchObject({
      outcome: 'attended',
      outcomeDisputed: false,
    })
  })

  it('the server’s own fields cannot be written by a party', async () => {
    const { client, trainer } = await pair()
    const session = await makeBooking(server.root, client, trainer, atHour(-3), 'confirmed')
    await answer(trainer, session.id, 'client_no_show')
    for (const body of [
      { outcomeDisputed: true },
      { outcome: 'attended', outcomeBy: client.record.id },
    ]) {
      await expect(client.pb.collection('bookings').update(session.id, body)).rejects.toThrow()
    }
    expect(await client.pb.collection('bookings').getOne(session.id)).toMatchObject({
      outcome: 'client_no_show',
      outcomeBy: trainer.record.id,
      outcomeDisputed: false,
    })
  })

  it('the cron makes a session nobody answered for attended once the 48 hours have passed', async () => {
    const { client, trainer } = await pair()
    const window = BOOKING_RULES.outcomeWindowHours + BOOKING_RULES.sessionHours
    const lapsed = await makeBooking(server.root, client, trainer, atHour(-window - 1), 'confirmed')
    const recent = await makeBooking(server.root, client, trainer, atHour(-10), 'confirmed')
    const answered = await makeBooking(
      server.root,
      client,
      trainer,
      atHour(-window - 3),
      'confirmed',
      {
        outcome: 'client_no_show',
      },
    )
    await runCron('bookingsOutcome')
    const outcome = async (id: string) =>
      (await client.pb.collection('bookings').getOne(id)).outcome
    // The cron runs in the background: the answer comes once it has.
    await expect.poll(() => outcome(lapsed.id)).toBe('attended')
    expect(await outcome(recent.id)).toBe('')
    expect(await outcome(answered.id)).toBe('client_no_show')
  })
})

describe('reviews', () => {
  it('are refused for a session marked client_no_show, and for an unverified author', async () => {
    const { client, trainer } = await pair()
    const noShow = await makeBooking(server.root, client, trainer, atHour(-3), 'confirmed')
    await answer(trainer, noShow.id, 'client_no_show')
    await verify(server.root, client)
    await expectRefused(client.pb.collection('reviews').create({ booking: noShow.id, rating: 5 }), {
      status: 400,
      field: 'booking',
      code: 'validation_review_not_attended',
    })

    const unverified = await makeClient(server, 'Unverified Client')
    const attended = await makeBooking(server.root, unverified, trainer, atHour(-4), 'confirmed', {
      outcome: 'attended',
    })
    const review = { booking: attended.id, rating: 5 }
    await expectRefused(unverified.pb.collection('reviews').create(review), {
      status: 400,
      field: 'author',
      code: 'validation_verify_email',
    })
    await verify(server.root, unverified)
    expect((await unverified.pb.collection('reviews').create(review)).rating).toBe(5)
  })
})

describe('late cancels', () => {
  async function trainerCancels(startsIn: number) {
    const { client, trainer } = await pair()
    const session = await makeBooking(
      server.root,
      client,
      trainer,
      hoursFromNow(startsIn),
      'confirmed',
    )
    const cancelled = await trainer.pb
      .collection('bookings')
      .update<BookingRecord>(session.id, { status: 'cancelled', reason: 'Injured' })
    const told = await client.pb
      .collection('notifications')
      .getFullList<NotificationRecord>({ filter: "kind = 'booking_cancelled'" })
    return { cancelled, told }
  }

  it('a trainer’s cancel 11 hours ahead is a late cancel, and the client is told so', async () => {
    const { cancelled, told } = await trainerCancels(11)
    expect(cancelled.lateCancel).toBe(true)
    expect(told.map((row) => row.lateCancel)).toEqual([true])
  })

  it('a trainer’s cancel 13 hours ahead is not', async () => {
    const { cancelled, told } = await trainerCancels(13)
    expect(cancelled.lateCancel).toBe(false)
    expect(told.map((row) => row.lateCancel)).toEqual([false])
  })

  it('a member cannot mark one', async () => {
    const { client, trainer } = await pair()
    const future = await request(client, trainer, sgtSlot(4, 10), {})
    await client.pb
      .collection('bookings')
      .update(future.id, { status: 'cancelled', lateCancel: true })
    expect((await client.pb.collection('bookings').getOne(future.id)).lateCancel).toBe(false)
  })
})

describe('the 12-month record', () => {
  it('counts sessions, attendance, no-shows, late cancels and disputes, and the finder shows it', async () => {
    const client = await makeClient(server, 'Counted Client')
    const trainer = await makeTrainer(server, 'Counted Coach Zyx')
    const at = (daysAgo: number) => atHour(-24 * daysAgo)
    const done = (daysAgo: number, extra: Partial<BookingRecord>) =>
      makeBooking(server.root, client, trainer, at(daysAgo), 'confirmed', extra)
    await done(10, { outcome: 'attended' })
    await done(20, { outcome: 'attended' })
    await done(30, { outcome: 'trainer_no_show' })
    await done(40, { outcome: 'client_no_show', outcomeDisputed: true })
    await done(50, {}) // not known yet: not counted
    await done(400, { outcome: 'trainer_no_show' }) // older than 12 months
    await makeBooking(server.root, client, trainer, at(60), 'cancelled', { lateCancel: true })

    const asTrainer = await recordOf(trainer.record.id)
    expect(asTrainer).toEqual({
      status: 200,
      body: { sessions: 4, attended: 3, noShows: 1, lateCancels: 1, disputed: 1 },
    })
    const asClient = await recordOf(client.record.id, trainer)
    expect(asClient.body).toEqual({
      sessions: 4,
      attended: 3,
      noShows: 1,
      lateCancels: 0,
      disputed: 1,
    })
    const finder = await fetch(`${server.url}/api/gymbuddy/finder?search=zyx`)
    const rows = ((await finder.json()) as { items: { id: string; reliability: unknown }[] }).items
    expect(rows.map((row) => [row.id, row.reliability])).toEqual([
      [trainer.record.id, asTrainer.body],
    ])
  })

  it('a client’s record is refused to a stranger and shown to a trainer with an open request', async () => {
    const client = await makeClient(server, 'Private Client')
    const stranger = await makeTrainer(server, 'Stranger Coach')
    const asked = await makeTrainer(server, 'Asked Coach')
    // The same answer as an id nobody has (tests/custom-routes.test.ts holds every route to it).
    expect((await recordOf(client.record.id, stranger)).status).toBe(404)
    expect((await recordOf(client.record.id)).status).toBe(404)
    await request(client, asked, sgtSlot(5, 11))
    expect((await recordOf(client.record.id, asked)).status).toBe(200)
    expect((await recordOf(client.record.id, client)).status).toBe(200)
    // A trainer's record is public, visitors included.
    expect((await recordOf(stranger.record.id)).status).toBe(200)
    expect(makeVisitor(server)).toBeDefined()
  })
})

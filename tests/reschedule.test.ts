// A reschedule never loses a session: moving a confirmed session is a request for the new time
// while the session stands; confirming the new time cancels the old one "Rescheduled" in the same
// transaction; a declined or expired move leaves it standing, and both parties are told. Moving a
// request replaces it at once. The trainer's email names both times and says an answer is needed.
import { describe, expect, it } from 'vitest'
import type { BookingRecord, NotificationRecord } from '@/lib/types'
import { reload, request } from './bookings-support'
import { makeClient, makeTrainer, sgtSlot, stored, type Member } from './factories'
import { testServer } from './support/test-server'

const server = testServer({ mail: true, env: { GYMBUDDY_REQUEST_EMAIL_HOLD_SECONDS: '0' } })

/** A client's session with a trainer, confirmed. */
async function confirmedSession(daysAhead: number, hour: number) {
  const client = await makeClient(server, 'Eve Tan')
  const trainer = await makeTrainer(server, 'Marcus Lim')
  const session = await request(client, trainer, sgtSlot(daysAhead, hour))
  await trainer.pb.collection('bookings').update(session.id, { status: 'confirmed' })
  return { client, trainer, session }
}

const kindsOf = async (member: Member, booking: string) =>
  (await member.pb.collection('notifications').getFullList<NotificationRecord>({ sort: 'created' }))
    .filter((row) => row.booking === booking)
    .map((row) => [row.kind, row.previousDatetime])

/** "Thu 26 Nov 2026, 19:00 SGT", as the emails write an instant. */
function sgtWords(iso: string): string {
  const sgt = new Date(Date.parse(iso) + 8 * 3600_000)
  const day = sgt.toLocaleDateString('en-GB', { weekday: 'short', timeZone: 'UTC' })
  const month = sgt.toLocaleDateString('en-GB', { month: 'short', timeZone: 'UTC' })
  const hh = String(sgt.getUTCHours()).padStart(2, '0')
  return `${day} ${sgt.getUTCDate()} ${month} ${sgt.getUTCFullYear()}, ${hh}:00 SGT`
}

describe('rescheduling a confirmed session', () => {
  it('keeps the session confirmed until the trainer confirms the new time, then cancels it "Rescheduled"', async () => {
    const { client, trainer, session } = await confirmedSession(5, 10)
    const move = await request(client, trainer, sgtSlot(5, 15), { rescheduleOf: session.id })
    expect(move).toMatchObject({ status: 'requested', rescheduleOf: session.id })
    expect((await reload(client, session.id)).status).toBe('confirmed')
    // The move must be answered before the session it moves starts.
    expect(move.answerBy <= stored(sgtSlot(5, 10))).toBe(true)

    await trainer.pb.collection('bookings').update(move.id, { status: 'confirmed' })
    expect(await reload(client, session.id)).toMatchObject({
      status: 'cancelled',
      reason: 'Rescheduled',
      cancelledBy: client.record.id,
    })
    expect((await reload(client, move.id)).status).toBe('confirmed')
    // The trainer is told of the move, not also of a cancellation.
    expect(await kindsOf(trainer, session.id)).toEqual([['booking_requested', '']])
    expect((await kindsOf(trainer, move.id)).map(([kind]) => kind)).toEqual(['booking_rescheduled'])
  })

  it('a declined move leaves the session standing, and both are told', async () => {
    const { client, trainer, session } = await confirmedSession(6, 10)
    const move = await request(client, trainer, sgtSlot(6, 15), { rescheduleOf: session.id })
    await trainer.pb.collection('bookings').update(move.id, { status: 'declined' })
    expect((await reload(client, session.id)).status).toBe('confirmed')
    const before = stored(sgtSlot(6, 10))
    expect(await kindsOf(client, move.id)).toEqual([
      ['booking_sent', before],
      ['booking_declined', before],
    ])
    expect(await kindsOf(trainer, move.id)).toEqual([
      ['booking_rescheduled', before],
      ['reschedule_kept', before],
    ])
    const mails = await server.mail.waitForInbox(client.email, 4)
    expect(mails.map((mail) => mail.subject)).toContain(
      `Session stands: ${sgtWords(sgtSlot(6, 10))}`,
    )
  })

  it('an expired move leaves the session standing, and both are told by email', async () => {
    const { client, trainer, session } = await confirmedSession(7, 10)
    const move: BookingRecord = await request(client, trainer, sgtSlot(7, 15), {
      rescheduleOf: session.id,
    })
    // The time to answer has passed: the deadline is a minute ago; the real cron runs.
    const past = stored(new Date(Date.now() - 60_000).toISOString())
    await server.root.collection('bookings').update(move.id, { answerBy: past })
    await server.root.send('/api/crons/bookingsExpire', { method: 'POST' })
    await expect.poll(async () => (await reload(client, move.id)).status).toBe('expired')
    expect((await reload(client, session.id)).status).toBe('confirmed')
    const stands = `Session stands: ${sgtWords(sgtSlot(7, 10))}`
    await expect
      .poll(async () => (await server.mail.inbox(trainer.email)).map((mail) => mail.subject))
      .toContain(stands)
    await expect
      .poll(async () => (await server.mail.inbox(client.email)).map((mail) => mail.subject))
      .toContain(stands)
  })

  it("the trainer's email names the old and the new time and says an answer is needed", async () => {
    const { client, trainer, session } = await confirmedSession(8, 10)
    const move = await request(client, trainer, sgtSlot(8, 15), { rescheduleOf: session.id })
    await expect
      .poll(async () => (await server.mail.inbox(trainer.email)).map((mail) => mail.subject))
      .toContain('Eve Tan asks to move a session: answer needed')
    const mail = (await server.mail.inbox(trainer.email)).find((m) =>
      /answer needed/.test(m.subject),
    )
    expect(mail?.text?.replace(/\s+/g, ' ')).toContain(
      `Eve Tan asks to move the session on ${sgtWords(sgtSlot(8, 10))} to ${sgtWords(sgtSlot(8, 15))}. Please confirm or decline the new time by`,
    )
    expect(move.status).toBe('requested')
  })

  it('cancelling the session withdraws its pending move, and the trainer hears once', async () => {
    const { client, trainer, session } = await confirmedSession(11, 10)
    const move = await request(client, trainer, sgtSlot(11, 15), { rescheduleOf: session.id })
    await client.pb.collection('bookings').update(session.id, { status: 'cancelled' })
    expect(await reload(client, move.id)).toMatchObject({
      status: 'cancelled',
      reason: 'Session cancelled',
    })
    expect((await kindsOf(trainer, session.id)).map(([kind]) => kind)).toEqual([
      'booking_requested',
      'booking_cancelled',
    ])
    expect((await kindsOf(trainer, move.id)).map(([kind]) => kind)).toEqual(['booking_rescheduled'])
  })
})

describe('rescheduling a request', () => {
  it('replaces the request at once', async () => {
    const client = await makeClient(server)
    const trainer = await makeTrainer(server)
    const first = await request(client, trainer, sgtSlot(9, 10))
    await request(client, trainer, sgtSlot(9, 15), { rescheduleOf: first.id })
    expect(await reload(client, first.id)).toMatchObject({
      status: 'cancelled',
      reason: 'Rescheduled',
    })
  })

  it('a move of a move, once confirmed, replaces the confirmed session it started from', async () => {
    const { client, trainer, session } = await confirmedSession(10, 10)
    const move = await request(client, trainer, sgtSlot(10, 15), { rescheduleOf: session.id })
    const again = await request(client, trainer, sgtSlot(10, 16), { rescheduleOf: move.id })
    expect((await reload(client, move.id)).status).toBe('cancelled')
    expect((await reload(client, session.id)).status).toBe('confirmed')
    await trainer.pb.collection('bookings').update(again.id, { status: 'confirmed' })
    expect(await reload(client, session.id)).toMatchObject({
      status: 'cancelled',
      reason: 'Rescheduled',
    })
  })
})

// A request's answer deadline (bookings.answerBy), set by the server when it is made: 48 hours
// later, or the session's start when sooner. The expiry cron expires requests by it, a late
// confirmation is refused, and the client is told (in-app and by email) that the request was sent,
// with the trainer's usual reply time and the deadline. The clock is moved by writing the stored
// instants as a superuser (the 48 hours "have passed"), and the real cron is run by hand.
import { describe, expect, it } from 'vitest'
import type { BookingRecord, NotificationRecord } from '@/lib/types'
import { reload, request } from './bookings-support'
import { expectRefused, makeClient, makeTrainer, sgtSlot, stored, type Member } from './factories'
import { testServer } from './support/test-server'

const HOUR = 3600_000
// Emails that are held a few minutes in production go out at once here.
const server = testServer({ mail: true, env: { GYMBUDDY_REQUEST_EMAIL_HOLD_SECONDS: '0' } })

const at = (value: string) => Date.parse(value.replace(' ', 'T'))

/** "Thu 26 Nov 2026, 19:00 SGT", as the emails write an instant. */
function sgtWords(value: string): string {
  const sgt = new Date(at(value) + 8 * HOUR)
  const day = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][sgt.getUTCDay()]
  const month = sgt.toLocaleString('en', { month: 'short', timeZone: 'UTC' })
  const time = `${String(sgt.getUTCHours()).padStart(2, '0')}:${String(sgt.getUTCMinutes()).padStart(2, '0')}`
  return `${day} ${sgt.getUTCDate()} ${month} ${sgt.getUTCFullYear()}, ${time} SGT`
}

const runExpiry = () => server.root.send('/api/crons/bookingsExpire', { method: 'POST' })

/** The 48 hours (or the time to the start) have passed: the deadline is a minute ago. */
const deadlinePassed = (booking: BookingRecord) =>
  server.root
    .collection('bookings')
    .update(booking.id, { answerBy: stored(new Date(Date.now() - 60_000).toISOString()) })

const rowsOf = (member: Member) =>
  member.pb.collection('notifications').getFullList<NotificationRecord>({ sort: 'created' })

describe('bookings.answerBy', () => {
  it('is 48 hours after the request is made; a value sent by the client is ignored', async () => {
    const client = await makeClient(server)
    const trainer = await makeTrainer(server)
    const booking = await request(client, trainer, sgtSlot(5, 10), {
      answerBy: '2099-01-01 00:00:00.000Z',
    } as Partial<BookingRecord>)
    expect(Math.abs(at(booking.answerBy) - (at(booking.created) + 48 * HOUR))).toBeLessThan(5_000)
  })

  it("is the session's start when that is sooner than 48 hours", async () => {
    const client = await makeClient(server)
    const trainer = await makeTrainer(server)
    const slot = sgtSlot(1, 9) // tomorrow 09:00 in Singapore: at most 33 hours away
    const booking = await request(client, trainer, slot)
    expect(booking.answerBy).toBe(stored(slot))
  })

  it('the expiry cron expires a request once its answerBy has passed, and not before', async () => {
    const client = await makeClient(server)
    const trainer = await makeTrainer(server)
    const late = await request(client, trainer, sgtSlot(6, 10))
    const waiting = await request(client, trainer, sgtSlot(6, 11))
    await runExpiry()
    expect((await reload(client, late.id)).status).toBe('requested')

    await deadlinePassed(late)
    await runExpiry()
    await expect.poll(async () => (await reload(client, late.id)).status).toBe('expired')
    expect((await reload(client, waiting.id)).status).toBe('requested')
    expect((await rowsOf(client)).map((row) => row.kind)).toContain('booking_expired')
  })

  it('a trainer cannot confirm a request whose answerBy has passed', async () => {
    const client = await makeClient(server)
    const trainer = await makeTrainer(server)
    const booking = await request(client, trainer, sgtSlot(7, 10))
    await deadlinePassed(booking)
    await expectRefused(
      trainer.pb.collection('bookings').update(booking.id, { status: 'confirmed' }),
      { status: 400, field: 'status', code: 'validation_booking_expired' },
    )
  })

  it('the client is told in-app and by email that the request was sent, with the reply time and the deadline', async () => {
    const client = await makeClient(server, 'Eve Tan')
    const trainer = await makeTrainer(server, 'Marcus Lim')
    // Three answers, each three hours after its request (fewer say nothing): within 3 hours.
    for (const hour of [10, 11, 12]) {
      const earlier = await request(await makeClient(server), trainer, sgtSlot(8, hour))
      await server.root.collection('bookings').update(earlier.id, {
        status: 'confirmed',
        answeredAt: stored(new Date(at(earlier.created) + 3 * HOUR).toISOString()),
      })
    }

    const booking = await request(client, trainer, sgtSlot(9, 10))
    const sent = (await rowsOf(client)).filter((row) => row.kind === 'booking_sent')
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({
      booking: booking.id,
      actorName: 'Marcus Lim',
      answerBy: booking.answerBy,
      replyMinutes: 180,
    })
    // The first email is the address's verification.
    const [, mail] = await server.mail.waitForInbox(client.email, 2)
    expect(mail.subject).toBe(`Request sent to Marcus Lim: ${sgtWords(booking.datetime)}`)
    expect(mail.text).toContain('Marcus Lim usually replies within about 3 hours.')
    expect(mail.text).toContain(
      `If Marcus Lim has not answered by ${sgtWords(booking.answerBy)}, the request expires.`,
    )
  })
})

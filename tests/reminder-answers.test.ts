// "Are you coming?" on the client's reminder, read from a real MailDev: the signed "I'm coming"
// link answers once, for its own booking, until the session starts, for its client only; "I can't
// make it" opens the signed-in cancel dialog; the second reminder goes 2 h before, only unanswered.
import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import type { BookingRecord } from '@/lib/types'
import { makeBooking } from './bookings-support'
import {
  expectRefused,
  makeClient,
  makeMember,
  makeTrainer,
  makeVisitor,
  type Member,
} from './factories'
import { hooksWithTestRoutes, SQL_ROUTE } from './support/test-hooks'
import { testServer } from './support/test-server'

// Test-only: a superuser moves a session into the past and ages a reminder (not writable by API).
const server = testServer({ mail: true, hooksDir: hooksWithTestRoutes(SQL_ROUTE) })
const HOUR = 3600_000

const sql = (statement: string, params: Record<string, unknown>) =>
  server.root.send('/api/test/sql', { method: 'POST', body: { sql: statement, params } })
const runReminders = (): Promise<{ created: number }> =>
  server.root.send('/api/gymbuddy/notifications/jobs/reminders', { method: 'POST' })
const stored = (ms: number) => new Date(ms).toISOString().replace('T', ' ')

/** A confirmed session `hours` whole hours after the next whole hour. */
async function session(client: Member, trainer: Member, hours: number): Promise<BookingRecord> {
  const at = Math.ceil(Date.now() / HOUR) * HOUR + hours * HOUR
  return makeBooking(server.root, client, trainer, new Date(at).toISOString(), 'confirmed')
}

async function pair(label: string) {
  return {
    client: await makeClient(server, `Client ${label}`),
    trainer: await makeTrainer(server, `Coach ${label}`),
  }
}

async function mails(address: string, subject: RegExp) {
  return (await server.mail.inbox(address)).filter((mail) => subject.test(mail.subject))
}

/** The reminder email's two answer links, or undefined when it has none. */
function answerLinks(text = '') {
  const coming = /^I'm coming: (\S+)$/m.exec(text)?.[1]
  const cannot = /^I can't make it: (\S+)$/m.exec(text)?.[1]
  return coming && cannot ? { coming, cannot, token: coming.split('#')[1] ?? '' } : undefined
}

/** The client's token for one booking, from the first reminder emails (`count` of them). */
async function tokenFromReminder(client: Member, bookingId: string, count = 1): Promise<string> {
  await expect.poll(async () => (await mails(client.email, /^Reminder/)).length).toBe(count)
  const tokens = (await mails(client.email, /^Reminder/)).map(
    (mail) => answerLinks(mail.text)?.token ?? '',
  )
  return tokens.find((token) => token.startsWith(`${bookingId}.`)) ?? ''
}

const answer = (token: string, as?: Member) =>
  (as?.pb ?? makeVisitor(server)).send('/api/gymbuddy/reminder-answer', {
    method: 'POST',
    body: { token },
  })
const look = (token: string) =>
  makeVisitor(server).send('/api/gymbuddy/reminder-answer/session', {
    method: 'POST',
    body: { token },
  })
const confirmedAt = async (id: string) =>
  (await server.root.collection('bookings').getOne<BookingRecord>(id)).clientConfirmedAt ?? ''

const refusedAs = (code: string) => ({ status: 400, field: 'token', code })

describe("the client's reminder asks: are you coming?", () => {
  it("the client's email carries both answers; the trainer's carries none", async () => {
    const { client, trainer } = await pair('Links')
    const booking = await session(client, trainer, 6)
    await runReminders()
    await server.mail.waitForInbox(trainer.email, 1)
    const token = await tokenFromReminder(client, booking.id)
    const [toClient] = await mails(client.email, /^Reminder/)
    expect(answerLinks(toClient?.text)).toEqual({
      coming: `${server.url}/reminder#${token}`,
      cannot: `${server.url}/my-bookings?cancel=${booking.id}`,
      token,
    })
    expect(toClient?.html).toContain(`href="${server.url}/reminder#${token}"`)
    expect(toClient?.html).toContain(`href="${server.url}/my-bookings?cancel=${booking.id}"`)
    const [toTrainer] = await mails(trainer.email, /^Reminder/)
    expect(toTrainer?.text).not.toMatch(/I'm coming|I can't make it/)
  })

  it('"I\'m coming" from the link, without signing in, sets clientConfirmedAt once', async () => {
    const { client, trainer } = await pair('Coming')
    const booking = await session(client, trainer, 5)
    await runReminders()
    const token = await tokenFromReminder(client, booking.id)
    expect(await look(token)).toMatchObject({
      booking: booking.id,
      trainerName: 'Coach Coming',
      datetime: booking.datetime,
    })
    const before = Date.now()
    const answered = await answer(token)
    expect(answered).toMatchObject({ booking: booking.id })
    const at = await confirmedAt(booking.id)
    expect(Date.parse(at.replace(' ', 'T'))).toBeGreaterThanOrEqual(before - 1000)
    // The trainer reads it on their booking (My Schedule's "Client confirmed").
    const seen = await trainer.pb.collection('bookings').getOne<BookingRecord>(booking.id)
    expect(seen.clientConfirmedAt).toBe(at)
    // Reused: refused, and the first answer stands.
    await expectRefused(answer(token), refusedAs('validation_link_used'))
    await expectRefused(look(token), refusedAs('validation_link_used'))
    expect(await confirmedAt(booking.id)).toBe(at)
  })

  it('a forged token, or one for another booking, is not valid and changes nothing', async () => {
    const { client, trainer } = await pair('Forged')
    const booking = await session(client, trainer, 7)
    const other = await session(client, trainer, 8)
    await runReminders()
    const token = await tokenFromReminder(client, booking.id, 2)
    const [, expires, signature] = token.split('.') as [string, string, string]
    const flipped = signature.replace(/.$/, (last) => (last === '0' ? '1' : '0'))
    const guessedKey = createHmac('sha256', 'not the server key')
      .update(`reminder-answer:${other.id}:${client.record.id}:${expires}`)
      .digest('hex')
    const later = String(Number(expires) + 24 * 3600)
    const forged = [
      `${booking.id}.${expires}.${flipped}`,
      `${other.id}.${expires}.${signature}`,
      `${other.id}.${expires}.${guessedKey}`,
      `${booking.id}.${later}.${signature}`,
      'zzzzzzzzzzzzzzz.1.' + '0'.repeat(64),
      'not a token',
      '',
    ]
    for (const bad of forged) {
      await expectRefused(answer(bad), refusedAs('validation_link_invalid'))
      await expectRefused(look(bad), refusedAs('validation_link_invalid'))
    }
    expect(await confirmedAt(booking.id)).toBe('')
    expect(await confirmedAt(other.id)).toBe('')
  })

  it('a link for a session that has started, or is no longer confirmed, answers nothing', async () => {
    const { client, trainer } = await pair('Late')
    const started = await session(client, trainer, 3)
    const cancelled = await session(client, trainer, 4)
    await runReminders()
    const startedToken = await tokenFromReminder(client, started.id, 2)
    const cancelledToken = await tokenFromReminder(client, cancelled.id, 2)
    await sql('UPDATE bookings SET datetime = {:at} WHERE id = {:id}', {
      at: stored(Date.now() - HOUR),
      id: started.id,
    })
    await expectRefused(answer(startedToken), refusedAs('validation_link_expired'))
    await client.pb.collection('bookings').update(cancelled.id, { status: 'cancelled' })
    await expectRefused(answer(cancelledToken), refusedAs('validation_booking_not_confirmed'))
    expect(await confirmedAt(started.id)).toBe('')
    expect(await confirmedAt(cancelled.id)).toBe('')
  })

  it('the trainer, or anyone signed in but the client, cannot use it', async () => {
    const { client, trainer } = await pair('Trainer')
    const booking = await session(client, trainer, 9)
    await runReminders()
    const token = await tokenFromReminder(client, booking.id)
    const stranger = await makeMember(server, 'Stranger')
    await expectRefused(answer(token, trainer), refusedAs('validation_link_not_yours'))
    await expectRefused(answer(token, stranger), refusedAs('validation_link_not_yours'))
    const inApp = (as: Member) =>
      as.pb.send(`/api/gymbuddy/bookings/${booking.id}/coming`, { method: 'POST' })
    await expectRefused(inApp(trainer), {
      status: 400,
      field: 'booking',
      code: 'validation_link_not_yours',
    })
    await expectRefused(inApp(stranger), { status: 404 })
    expect(await confirmedAt(booking.id)).toBe('')
    // The client, signed in, answers in the app: then the link is used.
    await inApp(client)
    expect(await confirmedAt(booking.id)).not.toBe('')
    await expectRefused(answer(token, client), refusedAs('validation_link_used'))
  })
})

describe('the second reminder, 2 hours before', () => {
  it('goes to the client only, only while unanswered, once', async () => {
    const { client, trainer } = await pair('Soon')
    const unanswered = await session(client, trainer, 1)
    const answered = await session(client, trainer, 0)
    expect(await runReminders()).toEqual({ created: 4 })
    // Both first reminders went inside the 2-hour mark: they are the ones to answer.
    expect(await runReminders()).toEqual({ created: 0 })
    const tokenOf = (id: string) => tokenFromReminder(client, id, 2)
    await answer(await tokenOf(answered.id))
    // As if the first reminders had gone the day before.
    await sql("UPDATE notifications SET created = {:at} WHERE kind = 'booking_reminder'", {
      at: stored(Date.now() - 20 * HOUR),
    })
    expect(await runReminders()).toEqual({ created: 1 })
    expect(await runReminders()).toEqual({ created: 0 })
    const soon = await server.root.collection('notifications').getFullList({
      filter: `kind = 'booking_reminder_soon' && (user = '${client.record.id}' || user = '${trainer.record.id}')`,
    })
    expect(soon.map((row) => [row.user, row.booking])).toEqual([[client.record.id, unanswered.id]])
    await expect.poll(async () => (await mails(client.email, /^Starting soon/)).length).toBe(1)
    const [second] = await mails(client.email, /^Starting soon/)
    expect(second?.text).toContain('Your session with Coach Soon starts soon')
    const links = answerLinks(second?.text)
    expect(links?.token).toBe(await tokenOf(unanswered.id))
    expect(await mails(trainer.email, /^Starting soon/)).toEqual([])
  })
})

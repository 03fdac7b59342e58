// Email, read from a real MailDev: one email per event to the right person with the
// Singapore time, the reminder once, password reset and verification end to end, and a stopped
// mail server loses nothing.
import { describe, expect, it } from 'vitest'
import { cancelRuleSentence } from '@/content/cancel-rule'
import type { BookingRecord, NotificationRecord } from '@/lib/types'
import { startMailCatcher } from '../scripts/lib/mail-catcher'
import { getFreePort, mailEnv } from '../scripts/lib/pocketbase'
import {
  PASSWORD,
  expectRefused,
  makeClient,
  makeMember,
  makeTrainer,
  makeVisitor,
  sgtSlot,
  type Member,
} from './factories'
import { testServer, withTestServer } from './support/test-server'

// Requests mail at once here (no hold): tests/mail-limits.test.ts covers the held outbox.
const server = testServer({ mail: true, env: { GYMBUDDY_REQUEST_EMAIL_HOLD_SECONDS: '0' } })

async function request(booker: Member, trainer: Member, datetime: string): Promise<BookingRecord> {
  return booker.pb
    .collection('bookings')
    .create({ gymBuddy: trainer.record.id, booker: booker.record.id, datetime })
}

/** "Thu 26 Nov 2026, 19:00 SGT" for an ISO instant, computed independently of the server. */
function sgtText(iso: string): string {
  const sgt = new Date(Date.parse(iso) + 8 * 3600_000)
  const day = sgt.toLocaleDateString('en-GB', { weekday: 'short', timeZone: 'UTC' })
  const month = sgt.toLocaleDateString('en-GB', { month: 'short', timeZone: 'UTC' })
  const hh = String(sgt.getUTCHours()).padStart(2, '0')
  return `${day} ${sgt.getUTCDate()} ${month} ${sgt.getUTCFullYear()}, ${hh}:00 SGT`
}

async function runJob(job: 'emails' | 'reminders'): Promise<Record<string, number>> {
  return server.root.send(`/api/gymbuddy/notifications/jobs/${job}`, { method: 'POST' })
}

const bookingMails = async (address: string) =>
  (await server.mail.inbox(address)).filter((mail) => !/verify/i.test(mail.subject))

describe('booking emails', () => {
  it('a request emails the trainer, a confirmation the client, with the SGT time and a link', async () => {
    const client = await makeClient(server, 'Nora Tan')
    const trainer = await makeTrainer(server, 'Marcus Lim')
    const slot = sgtSlot(3, 19)
    const booking = await request(client, trainer, slot)
    const [toTrainer] = await server.mail
      .waitForInbox(trainer.email, 2)
      .then(() => bookingMails(trainer.email))
    expect(toTrainer?.subject).toBe('New booking request from Nora Tan')
    expect(toTrainer?.text).toContain(`Nora Tan requested a session on ${sgtText(slot)}.`)
    expect(toTrainer?.text).toContain(`${server.url}/user/schedule`)
    // The button opens that booking on My Schedule (scrolled to and highlighted).
    expect(toTrainer?.html).toContain(`href="${server.url}/user/schedule?booking=${booking.id}"`)

    await trainer.pb.collection('bookings').update(booking.id, { status: 'confirmed' })
    // Verification, "request sent" (tests/answer-by.test.ts), then the confirmation.
    await server.mail.waitForInbox(client.email, 3)
    const [sent, ...toClient] = await bookingMails(client.email)
    expect(sent?.subject).toBe(`Request sent to Marcus Lim: ${sgtText(slot)}`)
    expect(toClient.map((mail) => mail.subject)).toEqual([`Session confirmed: ${sgtText(slot)}`])
    expect(toClient[0]?.text).toContain(`Marcus Lim confirmed your session on ${sgtText(slot)}.`)
    expect(toClient[0]?.text).toContain(`${server.url}/user/bookings`)
    // The booking summary's 12-hour sentence, word for word (src/content/cancel-rule.ts).
    const rule = cancelRuleSentence(new Date(slot), new Date())
    expect(rule).toMatch(/^Once confirmed, you can cancel or move this session in the app until /)
    expect(toClient[0]?.text).toContain(rule)
    expect(toClient[0]?.html).toContain(rule)
    expect(toClient[0]?.attachments?.map((file) => file.contentType)).toEqual([
      expect.stringMatching(/^text\/calendar/),
    ])
    const file = toClient[0]?.attachments?.[0]
    expect(file?.filename).toBe('gymbuddy-session.ics')
    const ics = await fetch(
      `${server.mail.url}/api/email/${toClient[0]?.id}/attachment/${file?.generatedFileName}`,
    ).then((response) => response.text())
    expect(ics).toContain('BEGIN:VEVENT')
    expect(ics).toContain('GymBuddy session with Marcus Lim')
    expect(await bookingMails(trainer.email)).toHaveLength(1)
  })

  it('a session confirmed less than 12 hours ahead is said, in its email, to be final in the app', async () => {
    const client = await makeClient(server)
    const trainer = await makeTrainer(server, 'Marcus Lim')
    const soon = new Date(Math.ceil(Date.now() / 3600_000) * 3600_000 + 6 * 3600_000)
    const booking = await server.root.collection('bookings').create<BookingRecord>({
      gymBuddy: trainer.record.id,
      booker: client.record.id,
      datetime: soon.toISOString(),
      status: 'requested',
    })
    await trainer.pb.collection('bookings').update(booking.id, { status: 'confirmed' })
    const confirmedMails = async () =>
      (await bookingMails(client.email)).filter((mail) =>
        mail.subject.startsWith('Session confirmed'),
      )
    await expect.poll(async () => (await confirmedMails()).length).toBe(1)
    expect((await confirmedMails()).map((mail) => mail.text)).toEqual([
      expect.stringContaining(
        'This session starts in less than 12 hours: once confirmed, it cannot be moved in the app, and cancelling it is a late cancel under the trainer’s policy.',
      ),
    ])
  })

  it('declines and cancellations email the other party once', async () => {
    const client = await makeClient(server)
    const trainer = await makeTrainer(server, 'Marcus Lim')
    const declined = await request(client, trainer, sgtSlot(4, 9))
    const cancelled = await request(client, trainer, sgtSlot(4, 10))
    await trainer.pb.collection('bookings').update(declined.id, { status: 'declined' })
    await client.pb.collection('bookings').update(cancelled.id, { status: 'cancelled' })
    await server.mail.waitForInbox(trainer.email, 4)
    const toClient = (await bookingMails(client.email)).filter(
      (mail) => !mail.subject.startsWith('Request sent'),
    )
    expect(toClient.map((mail) => mail.subject)).toEqual([
      `Request declined: ${sgtText(sgtSlot(4, 9))}`,
    ])
    const toTrainer = (await bookingMails(trainer.email)).map((mail) => mail.subject)
    expect(toTrainer.filter((s) => s.startsWith('Session cancelled'))).toEqual([
      `Session cancelled: ${sgtText(sgtSlot(4, 10))}`,
    ])
  })

  it('a member who switched booking emails off gets the notification but no email', async () => {
    const client = await makeClient(server)
    const trainer = await makeTrainer(server)
    await trainer.pb.collection('users').update(trainer.record.id, { bookingEmailsOff: true })
    await request(client, trainer, sgtSlot(5, 9))
    const [notification] = await trainer.pb.collection('notifications').getFullList()
    expect(notification).toMatchObject({ kind: 'booking_requested', emailStatus: 'off' })
    expect(await bookingMails(trainer.email)).toEqual([])
  })
})

describe('the reminder 24 hours before', () => {
  it('goes to both parties exactly once, however often the job runs', async () => {
    const client = await makeClient(server, 'Nora Tan')
    const trainer = await makeTrainer(server, 'Marcus Lim')
    const admin = server.root
    const soon = new Date(Math.ceil(Date.now() / 3600_000) * 3600_000 + 10 * 3600_000)
    const later = new Date(soon.getTime() + 2 * 24 * 3600_000)
    for (const datetime of [soon, later]) {
      await admin.collection('bookings').create({
        gymBuddy: trainer.record.id,
        booker: client.record.id,
        datetime: datetime.toISOString(),
        status: 'confirmed',
      })
    }
    await runJob('reminders')
    // Emails go out inside the job's request: a run that creates nothing sends nothing.
    expect(await runJob('reminders')).toEqual({ created: 0 })
    await server.mail.waitForInbox(client.email, 1)
    await server.mail.waitForInbox(trainer.email, 1)
    const reminders = async (address: string) =>
      (await bookingMails(address)).filter((mail) => mail.subject.startsWith('Reminder'))
    const when = sgtText(soon.toISOString())
    // The reminder's own line, wherever the email's layout puts it.
    const reminderLine = (mail: { text?: string }) =>
      mail.text?.split('\n').find((line) => line.startsWith('Reminder:'))
    expect((await reminders(client.email)).map(reminderLine)).toEqual([
      `Reminder: your session with Marcus Lim is on ${when}.`,
    ])
    expect((await reminders(trainer.email)).map(reminderLine)).toEqual([
      `Reminder: your session with Nora Tan is on ${when}.`,
    ])
  })
})

describe('the reminder across a restart', () => {
  it('a restarted server does not send it again', async () => {
    const port = await getFreePort()
    const env = mailEnv(server.mail, `http://127.0.0.1:${port}`)
    await withTestServer({ port, env }, async (restarted) => {
      const client = await makeClient(restarted)
      const trainer = await makeTrainer(restarted)
      const soon = new Date(Math.ceil(Date.now() / 3600_000) * 3600_000 + 5 * 3600_000)
      await restarted.root.collection('bookings').create({
        gymBuddy: trainer.record.id,
        booker: client.record.id,
        datetime: soon.toISOString(),
        status: 'confirmed',
      })
      const run = () =>
        restarted.root.send('/api/gymbuddy/notifications/jobs/reminders', { method: 'POST' })
      expect(await run()).toEqual({ created: 2 })
      await restarted.stop()
      await restarted.start()
      expect(await run()).toEqual({ created: 0 })
      const reminders = (await bookingMails(client.email)).filter((m) =>
        m.subject.startsWith('Reminder'),
      )
      expect(reminders).toHaveLength(1)
    })
  })
})

describe('a stopped mail server loses nothing', () => {
  it('the change and the notification succeed; the email goes once the server is back', async () => {
    const client = await makeClient(server)
    const trainer = await makeTrainer(server)
    const smtpPort = server.mail.smtpPort
    await server.mail.stop()
    try {
      const booking = await request(client, trainer, sgtSlot(6, 9))
      expect(booking.status).toBe('requested')
      const [pending] = await trainer.pb
        .collection('notifications')
        .getFullList<NotificationRecord>()
      expect(pending).toMatchObject({ kind: 'booking_requested', emailStatus: 'pending' })
      expect(pending?.emailAttempts).toBe(1)
    } finally {
      server.mail = await startMailCatcher({ smtpPort })
    }
    expect((await runJob('emails')).sent).toBeGreaterThanOrEqual(1)
    const [mail] = await bookingMails(trainer.email)
    expect(mail?.subject).toMatch(/^New booking request/)
    const [sent] = await trainer.pb.collection('notifications').getFullList()
    expect(sent).toMatchObject({ emailStatus: 'sent', emailAttempts: 2 })
  })
})

describe('account emails', () => {
  it('registration sends a verification email whose link opens our page and verifies', async () => {
    const member = await makeMember(server, 'Verify Me')
    const [mail] = await server.mail.waitForInbox(member.email, 1)
    const token = mail?.text?.match(/\/verify-email\/([\w.-]+)/)?.[1]
    expect(token, mail?.text).toBeTruthy()
    await makeVisitor(server).collection('users').confirmVerification(token!)
    const refreshed = await member.pb.collection('users').authRefresh()
    expect(refreshed.record.verified).toBe(true)
  })

  it('password reset: same answer for any address, our link, strength rules, new password works', async () => {
    const member = await makeMember(server, 'Forgetful')
    const visitor = makeVisitor(server)
    await server.mail.waitForInbox(member.email, 1)
    await expect(
      visitor.collection('users').requestPasswordReset('nobody-here@gymbuddy.test'),
    ).resolves.toBe(true)
    await visitor.collection('users').requestPasswordReset(member.email)
    const mails = await server.mail.waitForInbox(member.email, 2)
    const reset = mails.find((mail) => /reset-password/.test(mail.text ?? ''))
    const token = reset?.text?.match(/\/reset-password\/([\w.-]+)/)?.[1]
    expect(reset?.text).toContain(`${server.url}/reset-password/`)
    expect(await server.mail.inbox('nobody-here@gymbuddy.test')).toEqual([])
    await expectRefused(
      visitor.collection('users').confirmPasswordReset(token!, 'weakpass', 'weakpass'),
      { status: 400, field: 'password', code: 'validation_password_weak' },
    )
    const fresh = 'NewPassw0rd9'
    await visitor.collection('users').confirmPasswordReset(token!, fresh, fresh)
    await expect(
      makeVisitor(server).collection('users').authWithPassword(member.email, fresh),
    ).resolves.toBeTruthy()
    await expectRefused(
      makeVisitor(server).collection('users').authWithPassword(member.email, PASSWORD),
      { status: 400 },
    )
  })
})

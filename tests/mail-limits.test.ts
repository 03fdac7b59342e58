// Mail limits, counted in the real mailbox: a request withdrawn while its email is held mails
// nobody (a request/cancel loop folds into one in-app row each way), one member gets at most 24
// emails a day about other members' actions, and an address gets at most 3 account mails an hour.
import { describe, expect, it } from 'vitest'
import type { NotificationRecord } from '@/lib/types'
import { makeClient, makeMember, makeTrainer, makeVisitor, sgtSlot, type Member } from './factories'
import { testServer } from './support/test-server'

// The hold is 5 minutes in production; here 2 s, and the real cron is run by hand.
const HOLD_SECONDS = 2
const server = testServer({
  mail: true,
  env: { GYMBUDDY_REQUEST_EMAIL_HOLD_SECONDS: String(HOLD_SECONDS) },
})

/** The member's own authenticated JSON call, as any raw HTTP client would make it. */
async function api(member: Member, method: string, path: string, body?: unknown) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: member.pb.authStore.token },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  return {
    status: response.status,
    json: text ? (JSON.parse(text) as Record<string, unknown>) : {},
  }
}

async function requestSession(client: Member, trainer: Member, datetime: string) {
  const created = await api(client, 'POST', '/api/collections/bookings/records', {
    gymBuddy: trainer.record.id,
    booker: client.record.id,
    datetime,
  })
  expect(created.status).toBe(200)
  return String(created.json.id)
}

async function setStatus(member: Member, bookingId: string, status: string, reason = '') {
  const answer = await api(member, 'PATCH', `/api/collections/bookings/records/${bookingId}`, {
    status,
    ...(reason ? { reason } : {}),
  })
  expect(answer.status).toBe(200)
}

const bookingMails = async (address: string) =>
  (await server.mail.inbox(address)).filter((mail) => !/verify/i.test(mail.subject))

const rowsOf = (member: Member) =>
  member.pb.collection('notifications').getFullList<NotificationRecord>({ sort: 'created' })

/** Runs the real outbox cron once held emails are due, and waits until it has settled them. */
async function runOutboxCron(recipient: Member) {
  // The hold is the behaviour under test: the server keeps the rows until it has passed.
  await new Promise((resolve) => setTimeout(resolve, HOLD_SECONDS * 1000 + 300))
  await server.root.send('/api/crons/gymbuddy_notification_emails', { method: 'POST' })
  await expect
    .poll(async () => (await rowsOf(recipient)).filter((row) => row.emailStatus === 'pending'), {
      timeout: 10_000,
    })
    .toEqual([])
}

describe('requests withdrawn while their email is held', () => {
  it('40 request/cancel cycles send no email and leave one row each way; a kept request is mailed', async () => {
    const client = await makeClient(server, 'Eve Loop')
    const trainer = await makeTrainer(server, 'Marcus Lim')
    const slot = sgtSlot(3, 10)
    for (let cycle = 0; cycle < 40; cycle += 1) {
      const id = await requestSession(client, trainer, slot)
      await setStatus(client, id, 'cancelled')
    }
    await runOutboxCron(trainer)
    const loopMails = await bookingMails(trainer.email)
    console.info(`40 request/cancel cycles: ${loopMails.length} emails to the trainer`)
    expect(loopMails).toEqual([])
    const burst = (await rowsOf(trainer)).map((row) => [row.kind, row.count, row.emailStatus])
    expect(burst).toEqual([
      ['booking_requested', 40, 'withdrawn'],
      ['booking_cancelled', 40, 'withdrawn'],
    ])

    const kept = sgtSlot(4, 11)
    await requestSession(client, trainer, kept)
    await runOutboxCron(trainer)
    const mails = await server.mail.waitForInbox(trainer.email, 2)
    expect(mails.map((mail) => mail.subject)).toContain('New booking request from Eve Loop')
    expect(await bookingMails(trainer.email)).toHaveLength(1)
  })

  it('three requests held together are one email listing them, and one "3 requests" row', async () => {
    const client = await makeClient(server, 'Nora Tan')
    const trainer = await makeTrainer(server)
    for (const hour of [9, 10, 11]) await requestSession(client, trainer, sgtSlot(5, hour))
    const [row, ...others] = await rowsOf(trainer)
    expect(others).toEqual([])
    expect(row).toMatchObject({ kind: 'booking_requested', count: 3, emailStatus: 'pending' })
    await runOutboxCron(trainer)
    await server.mail.waitForInbox(trainer.email, 2)
    const [mail, ...more] = await bookingMails(trainer.email)
    expect(more).toEqual([])
    expect(mail?.subject).toBe('3 booking requests from Nora Tan')
  })
})

describe('at most 24 emails a day about members to one recipient, whoever causes them', () => {
  // Mailed at once (no hold, so no wait between emails): only the daily cap limits them.
  const unheld = testServer({ mail: true, env: { GYMBUDDY_REQUEST_EMAIL_HOLD_SECONDS: '0' } })

  it('13 requests declined by three trainers: 24 emails, the 13th request and decline stay in-app', async () => {
    const client = await makeClient(unheld, 'Busy Client')
    const trainers = [
      await makeTrainer(unheld, 'Decliner One'),
      await makeTrainer(unheld, 'Decliner Two'),
      await makeTrainer(unheld, 'Decliner Three'),
    ]
    const call = async (member: Member, method: string, path: string, body: unknown) => {
      const response = await fetch(`${unheld.url}${path}`, {
        method,
        headers: { 'content-type': 'application/json', authorization: member.pb.authStore.token },
        body: JSON.stringify(body),
      })
      expect(response.status).toBe(200)
      return (await response.json()) as { id: string }
    }
    for (let n = 0; n < 13; n += 1) {
      const trainer = trainers[n % 3] as Member
      const { id } = await call(client, 'POST', '/api/collections/bookings/records', {
        gymBuddy: trainer.record.id,
        booker: client.record.id,
        datetime: sgtSlot(6, 9 + n),
      })
      await call(trainer, 'PATCH', `/api/collections/bookings/records/${id}`, {
        status: 'declined',
      })
    }
    // The verification, then each request's "Request sent" and its decline, 12 of each.
    await unheld.mail.waitForInbox(client.email, 25)
    // A row leaves 'pending' once its email is sent (or kept in-app): none pending, all mail is out.
    await expect
      .poll(
        async () =>
          (
            await client.pb
              .collection('notifications')
              .getFullList<NotificationRecord>({ filter: "emailStatus = 'pending'" })
          ).length,
        { timeout: 10_000 },
      )
      .toBe(0)
    const subjects = (await unheld.mail.inbox(client.email)).map((mail) => mail.subject)
    expect(subjects.filter((subject) => subject.startsWith('Request declined'))).toHaveLength(12)
    expect(subjects).toHaveLength(25)
    const rows = await client.pb
      .collection('notifications')
      .getFullList<NotificationRecord>({ sort: 'created' })
    expect(rows.map((row) => [row.kind, row.emailStatus]).slice(-3)).toEqual([
      ['booking_declined', 'sent'],
      ['booking_sent', 'capped'],
      ['booking_declined', 'capped'],
    ])
    expect(rows.filter((row) => row.emailStatus === 'sent')).toHaveLength(24)
  })
})

describe('at most 3 account mails an hour to one address', () => {
  it('five reset requests: same answer each time, 3 mails in all; another address is served', async () => {
    const member = await makeMember(server, 'Reset Me')
    const bystander = await makeMember(server, 'Bystander')
    await server.mail.waitForInbox(member.email, 1)
    const reset = (email: string) =>
      fetch(`${server.url}/api/collections/users/request-password-reset`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
      }).then((response) => response.status)
    const answers = []
    for (let attempt = 0; attempt < 5; attempt += 1) answers.push(await reset(member.email))
    expect(answers).toEqual([204, 204, 204, 204, 204])
    expect(await reset('nobody-here@gymbuddy.test')).toBe(204)
    await server.mail.waitForInbox(member.email, 3)
    // Absence: PocketBase mails resets after its answer, in the background, and a dropped one leaves
    // no row to wait for; 1.5 s shows no fourth arrives.
    await new Promise((resolve) => setTimeout(resolve, 1500))
    // The verification mail of the registration is one of the three.
    expect(await server.mail.inbox(member.email)).toHaveLength(3)

    expect(await reset(bystander.email)).toBe(204)
    const served = await server.mail.waitForInbox(bystander.email, 2)
    expect(served.some((mail) => /reset-password/.test(mail.text ?? ''))).toBe(true)
    await expect(
      makeVisitor(server).collection('users').authWithPassword(member.email, member.password),
    ).resolves.toBeTruthy()
  })

  it('email-change mails to one new address stop at 3 an hour, whoever asks', async () => {
    const target = `target-${Date.now().toString(36)}@gymbuddy.test`
    const askers = await Promise.all([1, 2, 3, 4, 5].map((i) => makeMember(server, `Asker ${i}`)))
    for (const asker of askers) {
      const answer = await api(asker, 'POST', '/api/collections/users/request-email-change', {
        newEmail: target,
      })
      expect(answer.status).toBe(204)
    }
    // A change to a free address, asked after: the run mails its queue oldest first.
    const later = await makeMember(server, 'Later Asker')
    const freeAddress = `free-${Date.now().toString(36)}@gymbuddy.test`
    await later.pb.collection('users').requestEmailChange(freeAddress)
    await server.root.send('/api/crons/gymbuddy_account_mails', { method: 'POST' })
    await server.mail.waitForInbox(freeAddress, 1)
    expect(await server.mail.inbox(target)).toHaveLength(3)
  })

  it('verification requests to one address stop at 3 an hour', async () => {
    const member = await makeMember(server, 'Verify Loop')
    await server.mail.waitForInbox(member.email, 1)
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await makeVisitor(server).collection('users').requestVerification(member.email)
    }
    await server.mail.waitForInbox(member.email, 3)
    // Absence: PocketBase mails these after its answer, in the background, and a dropped one leaves
    // no row to wait for; 1.5 s shows no fourth arrives.
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(await server.mail.inbox(member.email)).toHaveLength(3)
  })
})

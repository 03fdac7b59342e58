// The two mail floods from throwaway accounts, counted in a real mailbox: six fresh, unverified
// accounts each message one trainer; two fresh accounts request and cancel weekly series with one
// trainer in a loop. Each leaves that trainer at most two emails once every outbox job has run
// (before the one mail policy: 6 and 20).
import { describe, expect, it } from 'vitest'
import { makeClient, makeTrainer, sgtSlot, stored, type Member } from './factories'
import { testServer } from './support/test-server'

// The hold is 5 minutes in production; here 2 s, and the real jobs are run by hand.
const HOLD_SECONDS = 2
const server = testServer({
  mail: true,
  env: { GYMBUDDY_REQUEST_EMAIL_HOLD_SECONDS: String(HOLD_SECONDS) },
})
const MINUTE = 60_000

/** The trainer's emails other than the account's own verification, once the outbox has settled. */
async function settledMails(member: Member) {
  // The cron marks each due row after sending its email (postponed rows move their time on):
  // once none is pending and due, every email it sends is out. Message emails run synchronously.
  const due = () =>
    server.root.collection('notifications').getFullList({
      filter: server.root.filter(
        "user = {:user} && emailStatus = 'pending' && emailAfter != '' && emailAfter <= {:now}",
        { user: member.record.id, now: stored(new Date().toISOString()) },
      ),
    })
  await expect.poll(async () => (await due()).length, { timeout: 15_000 }).toBe(0)
  return (await server.mail.inbox(member.email)).filter((mail) => !/verify/i.test(mail.subject))
}

/** Every outbox job as the minute crons would run them once the hold and 15 minutes passed. */
async function runOutboxJobs() {
  // The hold is the behaviour under test: the server keeps the rows until it has passed.
  await new Promise((resolve) => setTimeout(resolve, HOLD_SECONDS * 1000 + 300))
  await server.root.send('/api/crons/gymbuddy_notification_emails', { method: 'POST' })
  await server.root.send('/api/gymbuddy/message-emails/run', {
    method: 'POST',
    body: { now: new Date(Date.now() + 16 * MINUTE).toISOString() },
  })
}

describe('mail floods from throwaway accounts', () => {
  it('six fresh accounts messaging one trainer send that trainer at most two emails', async () => {
    const trainer = await makeTrainer(server, 'Flooded Coach')
    for (let n = 1; n <= 6; n += 1) {
      const spammer = await makeClient(server, `Spam Bot ${n}`)
      const chat = await spammer.pb
        .collection('chats')
        .create({ user1: spammer.record.id, user2: trainer.record.id })
      await spammer.pb.collection('messages').create({
        chat: chat.id,
        sender: spammer.record.id,
        text: `Cheap supplements at spam-${n}.example`,
      })
    }
    await runOutboxJobs()
    const mails = await settledMails(trainer)
    console.info(`six throwaway accounts messaging: ${mails.length} emails to the trainer`)
    expect(mails.length).toBeLessThanOrEqual(2)
  })

  it('two fresh accounts requesting and cancelling weekly series send at most two emails', async () => {
    const trainer = await makeTrainer(server, 'Series Coach')
    const spammers = [await makeClient(server, 'Loop One'), await makeClient(server, 'Loop Two')]
    for (let cycle = 0; cycle < 5; cycle += 1) {
      for (const [n, spammer] of spammers.entries()) {
        const series = await spammer.pb.collection('booking_series').create({
          booker: spammer.record.id,
          gymBuddy: trainer.record.id,
          datetime: sgtSlot(3, 9 + n),
          weeks: 4,
        })
        await spammer.pb.collection('booking_series').update(series.id, { status: 'cancelled' })
      }
    }
    // The last request stands: the trainer hears of it, and of nothing undone before.
    const kept = spammers[0] as Member
    await kept.pb.collection('booking_series').create({
      booker: kept.record.id,
      gymBuddy: trainer.record.id,
      datetime: sgtSlot(4, 9),
      weeks: 4,
    })
    await runOutboxJobs()
    const mails = await settledMails(trainer)
    console.info(`two accounts looping weekly series: ${mails.length} emails to the trainer`)
    expect(mails.length).toBeLessThanOrEqual(2)
    expect(mails.map((mail) => mail.subject)).toEqual(['Loop One asks for 4 weekly sessions'])
  })
})

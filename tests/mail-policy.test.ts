// One mail policy for every notification kind, walked from the migrated schema: each kind of the
// notifications.kind select is named in pb_hooks/lib/notifications/mail_policy.json (a new kind fails here until
// it is), and a row of every kind, however it is written, follows its class: news of a member's
// action is held and goes out as one email per recipient with the other news due, whoever caused
// it; the server's own news is mailed as it comes; in-app kinds are never mailed.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { NotificationRecord } from '@/lib/types'
import { makeClient, makeTrainer, sgtSlot, type Member } from './factories'
import { testServer } from './support/test-server'

const HOLD_SECONDS = 2
const server = testServer({
  mail: true,
  env: { GYMBUDDY_REQUEST_EMAIL_HOLD_SECONDS: String(HOLD_SECONDS) },
})

type MailClass = 'member' | 'service' | 'in_app'
const POLICY = JSON.parse(readFileSync('pb_hooks/lib/notifications/mail_policy.json', 'utf8')) as {
  kinds: Record<string, MailClass>
}

async function migratedKinds(): Promise<string[]> {
  const notifications = await server.root.collections.getOne('notifications')
  const kind = notifications.fields.find((field) => field.name === 'kind') as unknown as {
    values: string[]
  }
  return kind.values
}

const mailsOf = async (member: Member) =>
  (await server.mail.inbox(member.email)).filter((mail) => !/verify/i.test(mail.subject))

describe('the mail policy covers every notification kind', () => {
  it('names each kind of the migrated schema, and nothing else', async () => {
    const kinds = await migratedKinds()
    expect(Object.keys(POLICY.kinds).sort()).toEqual([...kinds].sort())
    for (const kind of kinds) expect(['member', 'service', 'in_app']).toContain(POLICY.kinds[kind])
  })

  it('a row of every kind follows its class: member news from six members is one email', async () => {
    const kinds = await migratedKinds()
    const trainer = await makeTrainer(server, 'Walked Coach')
    const actors = [] as Member[]
    for (let n = 1; n <= 6; n += 1) actors.push(await makeClient(server, `Actor ${n}`))
    const [first] = actors as [Member]
    const booking = await first.pb.collection('bookings').create({
      booker: first.record.id,
      gymBuddy: trainer.record.id,
      datetime: sgtSlot(3, 10),
    })
    // Written straight into the collection (as any hook could): the policy is applied on save.
    const written = [] as NotificationRecord[]
    for (const [n, kind] of kinds.entries()) {
      const actor = actors[n % actors.length] as Member
      written.push(
        await server.root.collection('notifications').create<NotificationRecord>({
          user: trainer.record.id,
          kind,
          booking: booking.id,
          actor: actor.record.id,
          actorName: actor.record.name,
          datetime: booking.datetime,
          role: 'trainer',
          count: 1,
          emailStatus: 'pending',
          emailAttempts: 0,
        }),
      )
    }
    for (const row of written) {
      const mailClass = POLICY.kinds[row.kind]
      if (mailClass === 'member') expect(row, row.kind).toMatchObject({ emailStatus: 'pending' })
      if (mailClass === 'member') expect(row.emailAfter, row.kind).not.toBe('')
      if (mailClass === 'in_app') expect(row.emailStatus, row.kind).toBe('withdrawn')
    }

    // The hold is the behaviour under test: the server keeps the rows until it has passed.
    await new Promise((resolve) => setTimeout(resolve, HOLD_SECONDS * 1000 + 300))
    await server.root.send('/api/crons/gymbuddy_notification_emails', { method: 'POST' })
    // The cron route starts the job: wait until it has settled every held row.
    const rowsOf = () =>
      server.root.collection('notifications').getFullList<NotificationRecord>({
        filter: server.root.filter('user = {:user}', { user: trainer.record.id }),
      })
    await expect
      // One SMTP exchange per service kind: a loaded machine needs more than a few seconds.
      .poll(async () => (await rowsOf()).filter((row) => row.emailStatus === 'pending'), {
        timeout: 30_000,
      })
      .toEqual([])
    const after = await rowsOf()
    const byClass = (mailClass: MailClass) =>
      after.filter((row) => POLICY.kinds[row.kind] === mailClass)
    for (const row of byClass('in_app')) expect(row.emailStatus, row.kind).toBe('withdrawn')
    for (const row of byClass('service')) expect(row.emailStatus, row.kind).toBe('sent')
    for (const row of byClass('member')) {
      expect(['sent', 'withdrawn'], row.kind).toContain(row.emailStatus)
    }
    const sentNews = byClass('member').filter((row) => row.emailStatus === 'sent')
    expect(sentNews.length).toBeGreaterThan(2)
    expect(new Set(sentNews.map((row) => row.emailedAt)).size).toBe(1)
    expect(new Set(sentNews.map((row) => row.actor)).size).toBeGreaterThan(2)

    const services = byClass('service').length
    // Every row was settled above, each after its email was sent: no more can come.
    await server.mail.waitForInbox(trainer.email, 2 + services)
    const mails = await mailsOf(trainer)
    expect(mails).toHaveLength(1 + services)
    // A settled dispute has words of its own, not the generic "news about your session".
    expect(mails.map((mail) => mail.subject)).toContainEqual(
      expect.stringMatching(/^Session record settled: /),
    )
    const digest = mails.filter((mail) => / updates on GymBuddy$/.test(mail.subject))
    expect(digest.map((mail) => mail.subject)).toEqual([`${sentNews.length} updates on GymBuddy`])
  }, 120_000) // one row of every kind, each waited for: it grows with the kinds
})

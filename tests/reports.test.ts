// Reports (docs/trust-and-safety.md, "Blocks and reports"), as raw clients see them: a verified
// member reports a member they dealt with, a message they received (with that message and the
// ten before it as evidence), a review or a booking they are in; the server decides who is
// reported and the status; the reporter reads the status only, the reported member nothing;
// operators read everything and handle a report once, logged in operator_actions; every operator
// is emailed a new safety or harassment report, and nobody else is.
import { describe, expect, it } from 'vitest'
import type { TypedPocketBase } from '@/lib/types'
import { makeBooking, reviewSession, verify } from './bookings-support'
import {
  expectRefused,
  makeClient,
  makeOperator,
  makeTrainer,
  sgtSlot,
  type Member,
} from './factories'
import { testServer } from './support/test-server'

const server = testServer({ mail: true })

interface ReportInput {
  kind: string
  target?: string
  message?: string
  review?: string
  booking?: string
  text?: string
  [field: string]: unknown
}

interface Report {
  id: string
  reporter: string
  target: string
  kind: string
  status: string
  evidence?: { sender: string; senderName: string; text: string; reported: boolean }[] | null
  resolution?: string
  handledBy?: string
  handledAt?: string
  targetName?: string
}

const reports = (pb: TypedPocketBase) => pb.collection('reports')

function report(reporter: Member, input: ReportInput): Promise<Report> {
  return reports(reporter.pb).create<Report>({ reporter: reporter.record.id, ...input })
}

async function verifiedClient(name = 'Reporting Client'): Promise<Member> {
  const client = await makeClient(server, name)
  await verify(server.root, client)
  return client
}

/** A chat where `from` wrote `count` numbered messages to `to`; the messages, oldest first. */
async function chatOf(to: Member, from: Member, count: number) {
  const chat = await to.pb
    .collection('chats')
    .create({ user1: to.record.id, user2: from.record.id })
  const sent = []
  for (let n = 1; n <= count; n += 1) {
    sent.push(
      await from.pb
        .collection('messages')
        .create({ chat: chat.id, sender: from.record.id, text: `Message ${n}` }),
    )
  }
  return { chat, sent }
}

describe('what a member can report', () => {
  it('a message they received, with it and the ten before it as evidence for operators only', async () => {
    const client = await verifiedClient()
    const trainer = await makeTrainer(server, 'Harassing Trainer')
    const { sent } = await chatOf(client, trainer, 13)
    const made = await report(client, {
      kind: 'harassment',
      message: sent[11]!.id,
      text: 'He keeps writing at night.',
    })
    expect(made).toMatchObject({ target: trainer.record.id, status: 'open' })
    expect(made.evidence).toBeUndefined()

    const operator = await makeOperator(server)
    const seen = await reports(operator.pb).getOne<Report>(made.id)
    expect(seen.evidence!.map((line) => line.text)).toEqual(
      Array.from({ length: 11 }, (_, k) => `Message ${k + 2}`),
    )
    expect(seen.evidence!.at(-1)).toMatchObject({
      sender: trainer.record.id,
      senderName: 'Harassing Trainer',
      reported: true,
    })
  })

  it('not their own message, nor one in a chat they are not in', async () => {
    const client = await verifiedClient()
    const trainer = await makeTrainer(server)
    const mine = await client.pb.collection('chats').create({
      user1: client.record.id,
      user2: trainer.record.id,
    })
    const own = await client.pb
      .collection('messages')
      .create({ chat: mine.id, sender: client.record.id, text: 'Hi' })
    await expectRefused(report(client, { kind: 'spam', message: own.id }), {
      status: 400,
      field: 'message',
      code: 'validation_report_message',
    })
    const theirs = await trainer.pb
      .collection('messages')
      .create({ chat: mine.id, sender: trainer.record.id, text: 'Hello' })
    const outsider = await verifiedClient('Outside Client')
    await expectRefused(report(outsider, { kind: 'spam', message: theirs.id }), {
      status: 400,
      field: 'message',
      code: 'validation_report_message',
    })
  })

  it('a review names its author; a booking the other party; a member only one they can see', async () => {
    const client = await verifiedClient()
    const trainer = await makeTrainer(server, 'Reviewed Trainer')
    const author = await makeClient(server, 'Review Author')
    const review = await reviewSession(server.root, author, trainer, 1)
    await verify(server.root, trainer)
    expect(await report(trainer, { kind: 'inappropriate_review', review })).toMatchObject({
      target: author.record.id,
    })
    const booking = await makeBooking(server.root, client, trainer, sgtSlot(3, 10), 'confirmed')
    const aboutSession = await report(client, { kind: 'safety', booking: booking.id })
    expect(aboutSession).toMatchObject({ target: trainer.record.id })
    // Operators read no bookings; the desk gets the session's time, place and state on the report.
    const operator = await makeOperator(server)
    await expectRefused(operator.pb.collection('bookings').getOne(booking.id), { status: 404 })
    expect(await reports(operator.pb).getOne(aboutSession.id)).toMatchObject({
      session: { datetime: booking.datetime, venue: booking.venue, status: 'confirmed' },
    })
    expect(await reports(client.pb).getOne(aboutSession.id)).not.toHaveProperty('session')
    const stranger = await verifiedClient('Stranger Client')
    await expectRefused(report(stranger, { kind: 'safety', booking: booking.id }), {
      status: 400,
      field: 'booking',
      code: 'validation_report_booking',
    })
    // A trainer is public; a client the reporter never dealt with is not.
    expect(await report(client, { kind: 'fake_profile', target: trainer.record.id })).toMatchObject(
      { target: trainer.record.id },
    )
    await expectRefused(report(client, { kind: 'fake_profile', target: stranger.record.id }), {
      status: 400,
      field: 'target',
      code: 'validation_report_target',
    })
  })

  it('an unverified member cannot report, and is told why', async () => {
    const client = await makeClient(server, 'Unverified Client')
    const trainer = await makeTrainer(server)
    await expectRefused(report(client, { kind: 'spam', target: trainer.record.id }), {
      status: 400,
      field: 'reporter',
      code: 'validation_verify_email',
      message:
        'Verify your email address before you report anyone: reports come only from confirmed accounts, so throwaway accounts cannot flood the team. We can send the link again.',
    })
  })

  it('the server decides the status and the evidence; the same report twice is refused', async () => {
    const client = await verifiedClient()
    const trainer = await makeTrainer(server)
    const made = await report(client, {
      kind: 'spam',
      target: trainer.record.id,
      status: 'dismissed',
      resolution: 'nothing',
      evidence: [{ text: 'made up' }],
    })
    const operator = await makeOperator(server)
    expect(await reports(operator.pb).getOne<Report>(made.id)).toMatchObject({
      status: 'open',
      resolution: '',
      evidence: null,
    })
    await expectRefused(report(client, { kind: 'spam', target: trainer.record.id }), {
      status: 400,
      field: 'target',
      code: 'validation_report_exists',
    })
  })
})

describe('who reads a report', () => {
  it('the reporter reads the status only; the reported member reads nothing', async () => {
    const client = await verifiedClient()
    const trainer = await makeTrainer(server, 'Reported Trainer')
    const made = await report(client, { kind: 'fake_profile', target: trainer.record.id })
    const own = await reports(client.pb).getFullList<Report>()
    expect(own).toEqual([
      expect.objectContaining({ id: made.id, status: 'open', targetName: 'Reported Trainer' }),
    ])
    for (const hidden of ['evidence', 'resolution', 'handledBy']) {
      expect(own[0], hidden).not.toHaveProperty(hidden)
    }
    expect(await reports(trainer.pb).getFullList()).toEqual([])
    await expectRefused(reports(trainer.pb).getOne(made.id), { status: 404 })
  })
})

describe('a member’s data export', () => {
  const exportOf = async (member: Member) =>
    (await member.pb.send('/api/gymbuddy/me/export', { method: 'GET' })) as {
      reportsMade: Report[]
      about: Record<string, string>
    }

  it('holds the reports they made (status, no evidence); the reported member’s holds none', async () => {
    const client = await verifiedClient()
    const trainer = await makeTrainer(server, 'Exported Trainer')
    const { sent } = await chatOf(client, trainer, 2)
    const made = await report(client, { kind: 'harassment', message: sent[1]!.id })
    const mine = await exportOf(client)
    expect(mine.reportsMade).toEqual([expect.objectContaining({ id: made.id, status: 'open' })])
    expect(mine.reportsMade[0]).not.toHaveProperty('evidence')
    expect((await exportOf(trainer)).reportsMade).toEqual([])
  })
})

describe('operators handle reports', () => {
  it('once, with a resolution, logged with who, whom, which report and why', async () => {
    const client = await verifiedClient()
    const trainer = await makeTrainer(server, 'Handled Trainer')
    const made = await report(client, { kind: 'spam', target: trainer.record.id })
    const operator = await makeOperator(server)
    const desk = await reports(operator.pb).getList<Report>(1, 50, {
      sort: 'created',
      filter: 'status = "open"',
      expand: 'reporter,target,review',
    })
    expect(desk.items.map((item) => item.id)).toContain(made.id)

    await expectRefused(reports(operator.pb).update(made.id, { status: 'dismissed' }), {
      status: 400,
      field: 'resolution',
      code: 'validation_required',
    })
    await expectRefused(
      reports(operator.pb).update(made.id, { status: 'dismissed', resolution: 'x', target: '' }),
      { status: 400, field: 'target', code: 'validation_report_readonly' },
    )
    await expectRefused(reports(client.pb).update(made.id, { status: 'dismissed' }), {
      status: 404,
    })
    const handled = await reports(operator.pb).update<Report>(made.id, {
      status: 'dismissed',
      resolution: 'Ordinary sales messages, within the rules.',
    })
    expect(handled).toMatchObject({ status: 'dismissed', handledBy: operator.record.id })
    expect(handled.handledAt).not.toBe('')
    const log = await operator.pb.collection('operator_actions').getFullList({
      filter: operator.pb.filter('record = {:id}', { id: made.id }),
    })
    expect(log).toEqual([
      expect.objectContaining({
        operator: operator.record.id,
        action: 'dismiss_report',
        target: trainer.record.id,
        reason: 'Ordinary sales messages, within the rules.',
      }),
    ])
    await expectRefused(
      reports(operator.pb).update(made.id, { status: 'actioned', resolution: 'Changed my mind' }),
      { status: 400, field: 'status', code: 'validation_report_handled' },
    )
    expect((await reports(client.pb).getOne<Report>(made.id)).status).toBe('dismissed')
  })
})

describe('operators hear of urgent reports', () => {
  it('every operator gets one email for a safety or harassment report, none for spam', async () => {
    const first = await makeOperator(server, 'First Operator')
    const second = await makeOperator(server, 'Second Operator')
    const client = await verifiedClient()
    const trainer = await makeTrainer(server, 'Mailed Trainer')
    const people = [first, second, client, trainer]
    // Sign-up mails (verification) are already there; only what comes next counts.
    const before = await Promise.all(
      people.map(async (m) => (await server.mail.inbox(m.email)).length),
    )
    const isReportMail = (mail: { subject: string }) => /report/i.test(mail.subject)
    await report(client, { kind: 'spam', target: trainer.record.id })
    await report(client, {
      kind: 'safety',
      target: trainer.record.id,
      text: 'Threatened me after the session.',
    })
    for (const [k, operator] of [first, second].entries()) {
      const mails = (await server.mail.waitForInbox(operator.email, before[k]! + 1)).filter(
        isReportMail,
      )
      expect(mails.map((mail) => mail.subject)).toEqual(['New safety report'])
      expect(mails[0]!.text).not.toContain('Threatened')
      expect(mails[0]!.text).toContain('/ops')
    }
    for (const member of [client, trainer]) {
      expect((await server.mail.inbox(member.email)).filter(isReportMail)).toEqual([])
    }
  })
})

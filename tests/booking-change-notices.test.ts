// Every change one side can make to a booking reaches the other side: walked from the rules and the
// schema, so a new transition, payment step, outcome value or member-writable field fails here until
// it tells somebody. The other side gets a notification of the expected kind, and, when the mail
// policy mails that kind, an email whose button opens that very booking; a no-show mark names the
// deadline to answer it. Real PocketBase, real MailDev.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { BookingRecord, BookingSeriesRecord, NotificationRecord } from '@/lib/types'
import { makeBooking, request, requestSeries } from './bookings-support'
import { activePurchase } from './payments-support'
import { makeClient, makeTrainer, sgtSlot, type Member } from './factories'
import { testServer } from './support/test-server'

// News of a member's action is mailed at once here (production holds it 5 minutes).
const server = testServer({ mail: true, env: { GYMBUDDY_REQUEST_EMAIL_HOLD_SECONDS: '0' } })

type Side = 'trainer' | 'booker'
interface Step {
  from: string
  to: string
  by: Side
  reasonRequired?: boolean
  /** Only on the trainer's own proposed time: they withdraw it. */
  ownProposal?: boolean
}
const RULES = JSON.parse(readFileSync('pb_hooks/lib/bookings/booking_rules.json', 'utf8')) as {
  transitions: Step[]
  series: { transitions: Step[] }
  payments: { changes: Step[] }
  outcomesBy: Record<Side, string[]>
  sessionHours: number
  outcomeWindowHours: number
}
const POLICY = JSON.parse(readFileSync('pb_hooks/lib/notifications/mail_policy.json', 'utf8')) as {
  kinds: Record<string, 'member' | 'service' | 'in_app'>
}

// What the other side is told of each change (a change missing here fails the walk).
const STATUS_NOTICE: Record<string, string> = {
  'requested>confirmed': 'booking_confirmed',
  'requested>declined': 'booking_declined',
  'requested>cancelled': 'booking_cancelled',
  'confirmed>cancelled': 'booking_cancelled',
}
const SERIES_NOTICE: Record<string, string> = {
  'requested>confirmed': 'series_confirmed',
  'requested>declined': 'series_declined',
  'requested>cancelled': 'series_cancelled',
  'confirmed>cancelled': 'series_cancelled',
}
const PAYMENT_NOTICE: Record<string, string> = {
  claimed: 'payment_claimed',
  received: 'payment_received',
  waived: 'payment_waived',
  unpaid: 'payment_unpaid',
  refunded: 'payment_refunded',
  // A claimed late-cancel or no-show fee the trainer did not find is due again.
  fee_due: 'payment_unpaid',
}
const NO_SHOWS = ['client_no_show', 'trainer_no_show']
/** What an answer that blames nobody tells the other side. */
const agreedKind = (value: string) => (value === 'weather' ? 'outcome_weather' : 'outcome_attended')

// Every field of bookings, by how a member changes it: the walk below covers each of these...
const WALKED: Record<string, string> = {
  status: 'the transitions',
  reason: 'a decline or a cancel',
  cancelledBy: 'a cancel',
  answeredAt: 'a confirm or a decline',
  lateCancel: "a trainer's cancel",
  series: 'a weekly series',
  datetime: 'a move (a new request replacing the booking)',
  rescheduleOf: 'a move',
  proposed: "a trainer's proposed new time and the client's answer",
  payment: 'the payment steps',
  paymentAt: 'the payment steps',
  price: 'a price set after the confirm',
  purchase: "a package covering a session booked before it (the client's cover route)",
  outcome: 'the first answer to "Did the session happen?"',
  outcomeBy: 'the first answer',
  outcomeReply: 'the second answer',
  outcomeDisputed: 'the second answer',
  creditRestoredAt: 'the trainer gives back a package session a late cancel or no-show spent',
}
// ...and no member can change these at all (probed below, from both sides).
const SERVER_KEPT = [
  'gymBuddy',
  'booker',
  'venue',
  'answerBy',
  'profileSharedUntil',
  'outcomeSettledAt',
  'outcomeSettledBy',
  // "I'm coming": only through the reminder's answer routes (tests/reminder-answers.test.ts).
  'clientConfirmedAt',
  // The late-cancel policy the request was made under, and the fee it leaves due: the server's.
  'policy',
  'feeDue',
]
const FRAME = ['id', 'created', 'updated']

const HOUR = 3600_000

interface Pair {
  client: Member
  trainer: Awaited<ReturnType<typeof makeTrainer>>
}

async function pair(label: string): Promise<Pair> {
  const client = await makeClient(server, `Client ${label}`)
  const trainer = await makeTrainer(server, `Coach ${label}`)
  return { client, trainer }
}

function sideOf(p: Pair, side: Side): Member {
  return side === 'trainer' ? p.trainer : p.client
}

function otherOf(p: Pair, side: Side): Member {
  return side === 'trainer' ? p.client : p.trainer
}

/** A whole UTC hour `hours` from now (negative: in the past). */
function atHour(hours: number): string {
  return new Date(Math.floor((Date.now() + hours * HOUR) / HOUR) * HOUR).toISOString()
}

/** "Tue 1 Dec 2026, 21:00 SGT", computed here, not by the server. */
function sgtText(value: string): string {
  const sgt = new Date(Date.parse(value.replace(' ', 'T')) + 8 * HOUR)
  const day = sgt.toLocaleDateString('en-GB', { weekday: 'short', timeZone: 'UTC' })
  const month = sgt.toLocaleDateString('en-GB', { month: 'short', timeZone: 'UTC' })
  const time = `${String(sgt.getUTCHours()).padStart(2, '0')}:00`
  return `${day} ${sgt.getUTCDate()} ${month} ${sgt.getUTCFullYear()}, ${time} SGT`
}

async function noticesOf(member: Member, booking: string, kind: string) {
  return member.pb.collection('notifications').getFullList<NotificationRecord>({
    filter: member.pb.filter('booking = {:booking} && kind = {:kind}', { booking, kind }),
  })
}

/**
 * `member` was told `kind` about `booking` (or any week of `series`): the bell row, and the email
 * the mail policy says (its button opening the booking), or none for an in-app kind.
 */
async function expectTold(
  member: Member,
  kind: string,
  booking: string,
  what: string,
  series = '',
): Promise<NotificationRecord> {
  let row: NotificationRecord | undefined
  await expect
    .poll(
      async () => {
        const rows = series
          ? await member.pb.collection('notifications').getFullList<NotificationRecord>({
              filter: member.pb.filter('series = {:series} && kind = {:kind}', { series, kind }),
            })
          : await noticesOf(member, booking, kind)
        row = rows[0]
        return rows.length
      },
      { message: `${what}: ${kind} for ${member.record.name}` },
    )
    .toBe(1)
  const told = row as NotificationRecord
  const mailClass = POLICY.kinds[kind]
  expect(mailClass, `${kind} has a mail class`).toBeDefined()
  if (mailClass === 'in_app') {
    expect(told.emailStatus, `${what}: ${kind} stays in the bell`).toBe('withdrawn')
    return told
  }
  const screen = told.role === 'trainer' ? '/user/schedule' : '/user/bookings'
  const link = `${screen}?booking=${told.booking}`
  await expect
    .poll(
      async () =>
        (await server.mail.inbox(member.email)).filter((mail) => mail.text?.includes(link)).length,
      { message: `${what}: an email opening the booking for ${member.record.name}` },
    )
    .toBeGreaterThan(0)
  return told
}

const PARK = { name: 'Bishan Park', area: 'Central', kind: 'park' }

/** A confirmed session 5 hours ahead under a 50% late-cancel fee, cancelled late by the client. */
async function lateFee(p: Pair): Promise<BookingRecord> {
  await server.root
    .collection('trainer_profiles')
    .update(p.trainer.profile.id, { lateCancelPolicy: 'fee', lateCancelFeePct: 50 })
  const booking = await makeBooking(server.root, p.client, p.trainer, atHour(5), 'confirmed')
  await patch(p.client, booking.id, { status: 'cancelled' })
  await expectTold(p.client, 'late_fee_due', booking.id, 'a late-cancel fee')
  return booking
}

/** A request, confirmed when asked, three days ahead. */
async function booked(p: Pair, status: 'requested' | 'confirmed'): Promise<BookingRecord> {
  const booking = await request(p.client, p.trainer, sgtSlot(3, 10))
  // The request's email is out before anything else happens (a cancel of it is then news).
  await expectTold(p.trainer, 'booking_requested', booking.id, 'a request')
  if (status === 'confirmed') {
    await p.trainer.pb.collection('bookings').update(booking.id, { status: 'confirmed' })
  }
  return booking
}

function patch(member: Member, id: string, body: Record<string, unknown>) {
  return member.pb.collection('bookings').update<BookingRecord>(id, body)
}

describe('every change one side makes to a booking reaches the other side', () => {
  it('names every field of bookings: walked, or closed to members', async () => {
    const bookings = await server.root.collections.getOne('bookings')
    const names = bookings.fields.map((field) => field.name)
    const classified = [...Object.keys(WALKED), ...SERVER_KEPT, ...FRAME]
    expect(names.filter((name) => !classified.includes(name))).toEqual([])
    expect(classified.filter((name) => !names.includes(name))).toEqual([])
  })

  it('no member changes a server-kept field, from either side', async () => {
    const p = await pair('Probe')
    const other = await makeClient(server, 'Client Elsewhere')
    const booking = await booked(p, 'confirmed')
    const bookings = await server.root.collections.getOne('bookings')
    const before = await server.root.collection('bookings').getOne<BookingRecord>(booking.id)
    const probe = (name: string): unknown => {
      const field = bookings.fields.find((each) => each.name === name) as unknown as {
        type: string
        values?: string[]
      }
      const now = (before as unknown as Record<string, unknown>)[name]
      switch (field.type) {
        case 'relation':
          return other.record.id
        case 'date':
          return '2030-01-01 10:00:00.000Z'
        case 'bool':
          return !now
        case 'number':
          return Number(now) + 7
        case 'select':
          return field.values?.find((value) => value !== now)
        default:
          return 'Probe Gym'
      }
    }
    for (const side of ['booker', 'trainer'] as Side[]) {
      for (const name of SERVER_KEPT) {
        await patch(sideOf(p, side), booking.id, { [name]: probe(name) }).catch(() => null)
        const after = await server.root.collection('bookings').getOne<BookingRecord>(booking.id)
        const key = name as keyof BookingRecord
        expect(after[key], `${side} cannot change ${name}`).toEqual(before[key])
      }
    }
  })

  it('each status change of a booking: the other side is told', async () => {
    for (const step of RULES.transitions) {
      const what = `${step.by}: ${step.from} → ${step.to}`
      // A proposal withdrawn leaves the session it would have moved standing: the client hears so.
      const kind = step.ownProposal ? 'reschedule_kept' : STATUS_NOTICE[`${step.from}>${step.to}`]
      expect(kind, `${what} has a notice`).toBeDefined()
      const p = await pair(`${step.from} ${step.to} ${step.by}`)
      const booking = step.ownProposal
        ? await p.trainer.pb.send<BookingRecord>(
            `/api/gymbuddy/bookings/${(await booked(p, 'confirmed')).id}/propose`,
            { method: 'POST', body: { datetime: sgtSlot(4, 11) } },
          )
        : await booked(p, step.from as 'requested' | 'confirmed')
      await patch(sideOf(p, step.by), booking.id, {
        status: step.to,
        ...(step.reasonRequired ? { reason: 'Injured my knee' } : {}),
      })
      await expectTold(otherOf(p, step.by), kind as string, booking.id, what)
    }
  })

  it('a move (a new time for the session): the trainer is told', async () => {
    const p = await pair('Move')
    const booking = await booked(p, 'confirmed')
    const moved = await request(p.client, p.trainer, sgtSlot(4, 11), { rescheduleOf: booking.id })
    await expectTold(p.trainer, 'booking_rescheduled', moved.id, 'a move')
  })

  it("a trainer's proposed new time and each answer: the other side is told", async () => {
    for (const accept of [true, false]) {
      const p = await pair(`Proposal ${accept}`)
      const booking = await booked(p, 'confirmed')
      const proposal = await p.trainer.pb.send<{ id: string }>(
        `/api/gymbuddy/bookings/${booking.id}/propose`,
        { method: 'POST', body: { datetime: sgtSlot(4, 11) } },
      )
      await expectTold(p.client, 'session_proposed', proposal.id, 'a proposal')
      await p.client.pb.send(`/api/gymbuddy/bookings/${proposal.id}/proposal`, {
        method: 'POST',
        body: { accept },
      })
      const kind = accept ? 'session_proposal_accepted' : 'session_proposal_declined'
      await expectTold(p.trainer, kind, proposal.id, 'an answer to a proposal')
    }
  })

  it('each change of a weekly series from a week on: the other side is told', async () => {
    const steps: Array<[Side, 'change' | 'end', boolean]> = [
      ['booker', 'change', true],
      ['trainer', 'change', false],
      ['booker', 'end', true],
      ['trainer', 'end', true],
    ]
    for (const [side, step, accept] of steps) {
      const what = `series, ${side}: ${step}${step === 'change' ? ` (${accept})` : ''}`
      const p = await pair(`series ${side} ${step} ${accept}`)
      const series = await requestSeries(p.client, p.trainer, sgtSlot(3, 18), 3)
      await p.trainer.pb.collection('booking_series').update(series.id, { status: 'confirmed' })
      const weeks = await p.client.pb.collection('bookings').getFullList({
        filter: p.client.pb.filter('series = {:s}', { s: series.id }),
        sort: 'datetime',
      })
      const week = weeks[1]!
      const path = `/api/gymbuddy/series/${series.id}`
      if (step === 'end') {
        await sideOf(p, side).pb.send(`${path}/end`, {
          method: 'POST',
          body: { booking: week.id, reason: 'Moving to Johor' },
        })
        await expectTold(otherOf(p, side), 'series_ended', '', what, series.id)
        continue
      }
      const later = new Date(Date.parse(week.datetime.replace(' ', 'T')) + HOUR).toISOString()
      await sideOf(p, side).pb.send(`${path}/change`, {
        method: 'POST',
        body: { booking: week.id, datetime: later },
      })
      await expectTold(otherOf(p, side), 'series_change_requested', '', what, series.id)
      await otherOf(p, side).pb.send(`${path}/change/answer`, { method: 'POST', body: { accept } })
      const kind = accept ? 'series_change_confirmed' : 'series_change_declined'
      await expectTold(sideOf(p, side), kind, '', what, series.id)
    }
  })

  it('each change of a weekly series: the other side is told', async () => {
    const made = async (p: Pair): Promise<BookingSeriesRecord> => {
      const series = await requestSeries(p.client, p.trainer, sgtSlot(3, 18), 3)
      await expectTold(p.trainer, 'series_requested', '', 'a series asked for', series.id)
      return series
    }
    for (const step of RULES.series.transitions) {
      const what = `series, ${step.by}: ${step.from} → ${step.to}`
      const kind = SERIES_NOTICE[`${step.from}>${step.to}`]
      expect(kind, `${what} has a notice`).toBeDefined()
      const p = await pair(`series ${step.from} ${step.to} ${step.by}`)
      const series = await made(p)
      if (step.from === 'confirmed') {
        await p.trainer.pb.collection('booking_series').update(series.id, { status: 'confirmed' })
      }
      await sideOf(p, step.by)
        .pb.collection('booking_series')
        .update(series.id, {
          status: step.to,
          ...(step.reasonRequired ? { reason: 'Moving to Johor' } : {}),
        })
      await expectTold(otherOf(p, step.by), kind as string, '', what, series.id)
    }
  })

  it('each payment step, and a price set after the confirm: the other side is told', async () => {
    // How a confirmed session reaches each payment state (from unpaid).
    const reach: Record<string, Array<[Side, string]>> = {
      unpaid: [],
      claimed: [['booker', 'claimed']],
      received: [['trainer', 'received']],
    }
    // How a late cancel's fee reaches each state (from fee_due).
    const reachFee: Record<string, Array<[Side, string]>> = {
      fee_due: [],
      claimed: [['booker', 'claimed']],
    }
    for (const step of RULES.payments.changes) {
      const what = `payment, ${step.by}: ${step.from} → ${step.to}`
      const kind = PAYMENT_NOTICE[step.to]
      const fee = step.from === 'fee_due' || step.to === 'fee_due'
      const route = fee ? reachFee : reach
      expect(kind, `${what} has a notice`).toBeDefined()
      expect(route[step.from], `the walk reaches ${step.from}`).toBeDefined()
      const p = await pair(`pay ${step.from} ${step.to}`)
      const booking = fee ? await lateFee(p) : await booked(p, 'confirmed')
      for (const [side, payment] of route[step.from] ?? []) {
        await patch(sideOf(p, side), booking.id, { payment })
      }
      await patch(sideOf(p, step.by), booking.id, { payment: step.to })
      await expectTold(otherOf(p, step.by), kind as string, booking.id, what)
    }
    const p = await pair('price')
    await server.root.collection('trainer_profiles').update(p.trainer.profile.id, { rate: 0 })
    const booking = await booked(p, 'confirmed')
    await patch(p.trainer, booking.id, { price: 75 })
    await expectTold(p.client, 'price_set', booking.id, 'a price set')
  })

  it('a package session a late cancel spent, given back by the trainer: the client is told', async () => {
    const p = await pair('restore')
    await server.root
      .collection('trainer_profiles')
      .update(p.trainer.profile.id, { lateCancelPolicy: 'forfeit_credit' })
    const purchase = await activePurchase(p.client, p.trainer)
    const booking = await server.root.collection('bookings').create<BookingRecord>({
      gymBuddy: p.trainer.record.id,
      booker: p.client.record.id,
      datetime: atHour(5),
      status: 'confirmed',
      purchase: purchase.id,
    })
    await patch(p.client, booking.id, { status: 'cancelled' })
    await p.trainer.pb.send(`/api/gymbuddy/bookings/${booking.id}/restore-credit`, {
      method: 'POST',
    })
    await expectTold(p.client, 'credit_restored', booking.id, 'a session given back')
  })

  it('a package bought later paying for a booked session: the trainer is told', async () => {
    const p = await pair('cover')
    const confirmed = await booked(p, 'confirmed')
    const purchase = await activePurchase(p.client, p.trainer)
    await p.client.pb.send(`/api/gymbuddy/purchases/${purchase.id}/cover`, {
      method: 'POST',
      body: { bookings: confirmed.id },
    })
    // One line per cover (however many sessions it pays), naming the purchase.
    await expect
      .poll(
        async () =>
          (
            await p.trainer.pb.collection('notifications').getFullList({
              filter: p.trainer.pb.filter("kind = 'package_covered' && purchase = {:id}", {
                id: purchase.id,
              }),
            })
          ).length,
        { message: 'a package covering a session: package_covered for the trainer' },
      )
      .toBe(1)
  })

  it('"Did the session happen?": each first answer and each reply is told to the other side', async () => {
    for (const first of ['trainer', 'booker'] as Side[]) {
      const second: Side = first === 'trainer' ? 'booker' : 'trainer'
      for (const value of RULES.outcomesBy[first]) {
        for (const reply of RULES.outcomesBy[second]) {
          const what = `${first} answers ${value}, ${second} replies ${reply}`
          const p = await pair(`${first} ${value} ${reply}`)
          // At an outdoor venue, where weather may stop play.
          await server.root.collection('trainer_profiles').update(p.trainer.profile.id, {
            venues: [PARK],
          })
          const session = await server.root.collection('bookings').create<BookingRecord>({
            gymBuddy: p.trainer.record.id,
            booker: p.client.record.id,
            datetime: atHour(-3),
            status: 'confirmed',
            venue: PARK.name,
          })
          await patch(sideOf(p, first), session.id, { outcome: value })
          const noShow = NO_SHOWS.includes(value)
          const told = await expectTold(
            otherOf(p, first),
            noShow ? 'outcome_no_show' : agreedKind(value),
            session.id,
            what,
          )
          // The deadline to answer: 48 hours after the session ends, in the bell and the email.
          const closes =
            Date.parse(session.datetime.replace(' ', 'T')) +
            (RULES.sessionHours + RULES.outcomeWindowHours) * HOUR
          expect(Date.parse(told.answerBy.replace(' ', 'T'))).toBe(closes)
          if (noShow) {
            const mails = await server.mail.inbox(otherOf(p, first).email)
            const mail = mails.find((each) => each.subject.includes('says you did not come'))
            expect(mail?.text).toContain(`by ${sgtText(new Date(closes).toISOString())}`)
          }
          await patch(sideOf(p, second), session.id, { outcome: reply })
          const disputed = reply !== value
          await expectTold(
            sideOf(p, first),
            disputed ? 'outcome_disputed' : agreedKind(reply),
            session.id,
            what,
          )
        }
      }
    }
  })
})

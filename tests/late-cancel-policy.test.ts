// A trainer's late-cancel and no-show policy (docs/payments.md, "Late cancels and no-shows"), as
// raw clients see it: the request keeps the policy it was made under; a client may cancel a
// confirmed session until it starts, inside 12 hours as a late cancel that, under `fee`, leaves a
// fee due (PayNow QR for the fee, claimed / received / waived) and, under `forfeit_credit` or
// `fee`, keeps the package session spent, which the trainer can give back; a final client no-show
// costs the same by noShowFeePct; a trainer's late cancel never charges; "Stopped by weather" is
// for outdoor venues only and is neither a no-show nor counted in the record.
import { describe, expect, it } from 'vitest'
import type { BookingRecord, MemberReliability } from '@/lib/types'
import { reload, request } from './bookings-support'
import {
  expectRefused,
  makeClient,
  makeOperator,
  PASSWORD,
  sgtSlot,
  type Member,
} from './factories'
import { activePurchase, ledgerOf, makePayNowTrainer, type Trainer } from './payments-support'
import { testServer } from './support/test-server'

const server = testServer()
const HOUR = 3600_000
const PARK = { name: 'Bishan Park', area: 'Central', kind: 'park' }
const GYM = { name: 'ActiveSG Bishan', area: 'Central', kind: 'gym' }

interface Policy {
  lateCancelPolicy: string
  lateCancelFeePct?: number
  noShowFeePct?: number
}

/** A PayNow trainer at S$80 with this policy (and a park and a gym to train at). */
async function trainerWith(policy: Policy): Promise<Trainer> {
  const trainer = await makePayNowTrainer(server)
  await trainer.pb
    .collection('trainer_profiles')
    .update(trainer.profile.id, { ...policy, venues: [PARK, GYM] })
  return trainer
}

/** A confirmed session `hours` from now (negative: in the past), written as history is. */
function session(
  client: Member,
  trainer: Member,
  hours: number,
  extra: Partial<BookingRecord> = {},
) {
  const at = new Date(Math.floor((Date.now() + hours * HOUR) / HOUR) * HOUR).toISOString()
  return server.root.collection('bookings').create<BookingRecord>({
    gymBuddy: trainer.record.id,
    booker: client.record.id,
    datetime: at,
    status: 'confirmed',
    venue: PARK.name,
    ...extra,
  })
}

function cancel(member: Member, id: string, reason = '') {
  return member.pb.collection('bookings').update<BookingRecord>(id, { status: 'cancelled', reason })
}

function pay(member: Member, id: string, payment: string) {
  return member.pb.collection('bookings').update<BookingRecord>(id, { payment })
}

function restore(member: Member, id: string) {
  return member.pb.send(`/api/gymbuddy/bookings/${id}/restore-credit`, { method: 'POST' })
}

function runCron(id: string) {
  return server.root.send(`/api/crons/${id}`, { method: 'POST' })
}

async function recordOf(userId: string): Promise<MemberReliability> {
  const response = await fetch(`${server.url}/api/gymbuddy/reliability/${userId}`)
  return (await response.json()) as MemberReliability
}

describe('the policy a request is made under', () => {
  it('is copied from the trainer when the client asks, never from the body, and never follows edits', async () => {
    const trainer = await trainerWith({
      lateCancelPolicy: 'fee',
      lateCancelFeePct: 50,
      noShowFeePct: 100,
    })
    const client = await makeClient(server)
    const asked = await request(client, trainer, sgtSlot(3, 10), {
      venue: PARK.name,
      // @ts-expect-error -- the body tries the server's fields
      policy: { lateCancelPolicy: 'none', lateCancelFeePct: 0, noShowFeePct: 0 },
      feeDue: 5,
    })
    const agreed = { lateCancelPolicy: 'fee', lateCancelFeePct: 50, noShowFeePct: 100 }
    expect(asked).toMatchObject({ policy: agreed, feeDue: 0 })
    await trainer.pb
      .collection('trainer_profiles')
      .update(trainer.profile.id, { lateCancelPolicy: 'none', noShowFeePct: 0 })
    await trainer.pb.collection('bookings').update(asked.id, { status: 'confirmed' })
    await client.pb
      .collection('bookings')
      .update(asked.id, { policy: { lateCancelPolicy: 'none' }, feeDue: 1 })
      .catch(() => undefined)
    expect(await reload(client, asked.id)).toMatchObject({ policy: agreed, feeDue: 0 })
  })

  it('takes whole percentages 0–100 and one of the three policies, and refuses anything else', async () => {
    const trainer = await makePayNowTrainer(server)
    const profiles = trainer.pb.collection('trainer_profiles')
    const whole = { lateCancelPolicy: 'fee', lateCancelFeePct: 100, noShowFeePct: 0 }
    expect(await profiles.update(trainer.profile.id, whole)).toMatchObject(whole)
    await expectRefused(profiles.update(trainer.profile.id, { lateCancelFeePct: 101 }), {
      status: 400,
      field: 'lateCancelFeePct',
    })
    await expectRefused(profiles.update(trainer.profile.id, { noShowFeePct: 12.5 }), {
      status: 400,
      field: 'noShowFeePct',
    })
    await expectRefused(profiles.update(trainer.profile.id, { lateCancelPolicy: 'deposit' }), {
      status: 400,
      field: 'lateCancelPolicy',
    })
  })
})

describe('a late cancel by the client', () => {
  it('under fee leaves the fee due from the agreed price, paid by PayNow and marked as a payment is', async () => {
    const trainer = await trainerWith({ lateCancelPolicy: 'fee', lateCancelFeePct: 35 })
    const client = await makeClient(server)
    const booking = await session(client, trainer, 6)
    const cancelled = await cancel(client, booking.id)
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      lateCancel: true,
      feeDue: 28,
      payment: 'fee_due',
    })
    const qr = await client.pb.send<{ amount: number; payload: string }>(
      `/api/gymbuddy/bookings/${booking.id}/paynow`,
      {},
    )
    expect(qr.amount).toBe(28)
    expect(qr.payload).toContain('540528.00')
    await expectRefused(pay(client, booking.id, 'received'), {
      status: 400,
      field: 'payment',
      code: 'validation_payment_not_allowed',
    })
    expect(await pay(client, booking.id, 'claimed')).toMatchObject({ payment: 'claimed' })
    // "Not received yet" puts the fee back to due, not the session to unpaid.
    expect(await pay(trainer, booking.id, 'unpaid')).toMatchObject({ payment: 'fee_due' })
    expect(await pay(trainer, booking.id, 'received')).toMatchObject({
      payment: 'received',
      feeDue: 28,
    })
  })

  it('outside the window, or by the trainer, charges nothing', async () => {
    const trainer = await trainerWith({ lateCancelPolicy: 'fee', lateCancelFeePct: 100 })
    const client = await makeClient(server)
    const early = await session(client, trainer, 30)
    expect(await cancel(client, early.id)).toMatchObject({
      lateCancel: false,
      feeDue: 0,
      payment: 'unpaid',
    })
    const theirs = await session(client, trainer, 5)
    expect(await cancel(trainer, theirs.id, 'Sick')).toMatchObject({
      lateCancel: true,
      feeDue: 0,
      payment: 'unpaid',
    })
  })

  it('the trainer waives the fee in one step; a fee is never set on a booking without one', async () => {
    const trainer = await trainerWith({ lateCancelPolicy: 'fee', lateCancelFeePct: 50 })
    const client = await makeClient(server)
    const booking = await session(client, trainer, 4)
    await cancel(client, booking.id)
    expect(await pay(trainer, booking.id, 'waived')).toMatchObject({ payment: 'waived' })
    const plain = await session(client, trainer, 40)
    await expectRefused(pay(trainer, plain.id, 'fee_due'), {
      status: 400,
      field: 'payment',
      code: 'validation_payment_state',
    })
  })

  it('keeps a package session spent under forfeit_credit; the trainer gives it back once', async () => {
    const trainer = await trainerWith({ lateCancelPolicy: 'forfeit_credit' })
    const client = await makeClient(server)
    const stranger = await makeClient(server, 'Stranger')
    const purchase = await activePurchase(client, trainer, { sessions: 5 })
    const booking = await session(client, trainer, 6, { purchase: purchase.id })
    expect((await ledgerOf(server.root, purchase.id)).balance).toBe(4)
    expect(await cancel(client, booking.id)).toMatchObject({
      lateCancel: true,
      feeDue: 0,
      payment: 'package',
    })
    expect((await ledgerOf(server.root, purchase.id)).balance).toBe(4)

    await expectRefused(restore(client, booking.id), { status: 404 })
    await expectRefused(restore(stranger, booking.id), { status: 404 })
    expect(await restore(trainer, booking.id)).toEqual({ remaining: 5 })
    expect((await reload(client, booking.id)).creditRestoredAt).not.toBe('')
    await expectRefused(restore(trainer, booking.id), {
      status: 400,
      field: 'booking',
      code: 'validation_credit_restored',
    })
    expect((await ledgerOf(server.root, purchase.id)).balance).toBe(5)

    const early = await session(client, trainer, 30, { purchase: purchase.id })
    await cancel(client, early.id)
    await expectRefused(restore(trainer, early.id), {
      status: 400,
      field: 'booking',
      code: 'validation_no_forfeit',
    })
  })

  it('is not charged when the client closes their account', async () => {
    const trainer = await trainerWith({ lateCancelPolicy: 'fee', lateCancelFeePct: 100 })
    const client = await makeClient(server)
    const booking = await session(client, trainer, 4)
    const closed = await fetch(`${server.url}/api/gymbuddy/me/delete`, {
      method: 'POST',
      headers: { Authorization: client.pb.authStore.token, 'Content-Type': 'application/json' },
      body: JSON.stringify({ password: PASSWORD }),
    })
    expect(closed.status).toBe(204)
    expect(await reload(trainer, booking.id)).toMatchObject({
      status: 'cancelled',
      feeDue: 0,
      payment: 'unpaid',
    })
  })

  it('counts in the client’s record, not the trainer’s', async () => {
    const trainer = await trainerWith({ lateCancelPolicy: 'none' })
    const client = await makeClient(server)
    const booking = await session(client, trainer, 3)
    await cancel(client, booking.id)
    expect((await recordOf(trainer.record.id)).lateCancels).toBe(0)
    const mine = await client.pb.send<MemberReliability>(
      `/api/gymbuddy/reliability/${client.record.id}`,
      {},
    )
    expect(mine.lateCancels).toBe(1)
  })
})

describe('a client no-show', () => {
  it('owes the no-show fee once the answers close undisputed (the cron), not before', async () => {
    const trainer = await trainerWith({
      lateCancelPolicy: 'fee',
      lateCancelFeePct: 10,
      noShowFeePct: 75,
    })
    const client = await makeClient(server)
    const closed = await session(client, trainer, -60, {
      outcome: 'client_no_show',
      outcomeBy: trainer.record.id,
    })
    const open = await session(client, trainer, -3)
    await trainer.pb.collection('bookings').update(open.id, { outcome: 'client_no_show' })
    expect(await reload(client, open.id)).toMatchObject({ feeDue: 0, payment: 'unpaid' })
    await runCron('bookingsOutcome')
    await expect.poll(async () => (await reload(client, closed.id)).feeDue).toBe(60)
    expect(await reload(client, closed.id)).toMatchObject({ payment: 'fee_due' })
    expect(await reload(client, open.id)).toMatchObject({ feeDue: 0, payment: 'unpaid' })
  })

  it('owes it when the desk settles a dispute as a no-show', async () => {
    const trainer = await trainerWith({ lateCancelPolicy: 'fee', noShowFeePct: 50 })
    const client = await makeClient(server)
    const operator = await makeOperator(server)
    const disputed = await session(client, trainer, -3)
    await trainer.pb.collection('bookings').update(disputed.id, { outcome: 'client_no_show' })
    await client.pb.collection('bookings').update(disputed.id, { outcome: 'attended' })
    expect(await reload(client, disputed.id)).toMatchObject({ outcomeDisputed: true, feeDue: 0 })
    await operator.pb.send(`/api/gymbuddy/ops/disputes/${disputed.id}`, {
      method: 'POST',
      body: { outcome: 'client_no_show', note: 'The gym log shows no entry.' },
    })
    expect(await reload(client, disputed.id)).toMatchObject({ feeDue: 40, payment: 'fee_due' })
  })
})

describe('"Stopped by weather"', () => {
  it('either side gives it at an outdoor venue from the start; never indoors; no fee, no record', async () => {
    const trainer = await trainerWith({ lateCancelPolicy: 'fee', noShowFeePct: 100 })
    const client = await makeClient(server)
    const before = await recordOf(trainer.record.id)
    const outdoor = await session(client, trainer, -1, { venue: PARK.name })
    const indoor = await session(client, trainer, -2, { venue: GYM.name })
    const ahead = await session(client, trainer, 3, { venue: PARK.name })
    await expectRefused(
      client.pb.collection('bookings').update(indoor.id, { outcome: 'weather' }),
      { status: 400, field: 'outcome', code: 'validation_outcome_indoor' },
    )
    await expectRefused(client.pb.collection('bookings').update(ahead.id, { outcome: 'weather' }), {
      status: 400,
      field: 'outcome',
      code: 'validation_outcome_too_early',
    })
    expect(
      await client.pb.collection('bookings').update(outdoor.id, { outcome: 'weather' }),
    ).toMatchObject({ outcome: 'weather', feeDue: 0 })
    expect(
      await trainer.pb.collection('bookings').update(outdoor.id, { outcome: 'weather' }),
    ).toMatchObject({ outcome: 'weather', outcomeDisputed: false, feeDue: 0 })
    const after = await recordOf(trainer.record.id)
    expect(after.sessions).toBe(before.sessions)
    expect(after.noShows).toBe(before.noShows)
  })
})

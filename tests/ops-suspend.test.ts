// Suspending a member (docs/trust-and-safety.md), as raw clients see it: only an operator suspends,
// with a reason; the member's sessions stop at once and no auth route signs them in again; their
// upcoming bookings and series are cancelled "Account suspended" and the other side is told as for
// any cancel; each decision is one row of the operators' log; unsuspending lets them sign in again.
import { ClientResponseError } from 'pocketbase'
import { EventSource } from 'eventsource'
import { describe, expect, it } from 'vitest'
import type { OperatorActionsRecord, UsersRecord } from '@/lib/pocketbase-types'
import type { BookingRecord, NotificationRecord } from '@/lib/types'
import { hoursFromNow, makeBooking, request, requestSeries } from './bookings-support'
import {
  expectRefused,
  makeClient,
  makeOperator,
  makeTrainer,
  makeVisitor,
  sgtSlot,
  type Member,
} from './factories'
import { testServer } from './support/test-server'

// Node 20 has no EventSource; the SDK's realtime needs one.
globalThis.EventSource = EventSource as unknown as typeof globalThis.EventSource

const server = testServer()
const SUSPENDED = 'This account is suspended.'

function suspend(operator: Member, user: string, reason = 'Harassment in chat, two reports') {
  return operator.pb.send<{ user: { id: string; name: string; suspendedAt: string } }>(
    '/api/gymbuddy/ops/suspend',
    { method: 'POST', body: { user, reason } },
  )
}

function unsuspend(operator: Member, user: string, reason = 'Appeal accepted') {
  return operator.pb.send('/api/gymbuddy/ops/unsuspend', {
    method: 'POST',
    body: { user, reason },
  })
}

function logOf(target: string) {
  return server.root.collection('operator_actions').getFullList<OperatorActionsRecord>({
    filter: server.root.filter('target = {:t}', { t: target }),
    sort: 'created',
  })
}

function noticesOf(member: Member) {
  return server.root.collection('notifications').getFullList<NotificationRecord>({
    filter: server.root.filter('user = {:u}', { u: member.record.id }),
    sort: 'created',
  })
}

async function signInRefusal(member: Member): Promise<ClientResponseError> {
  const error = await makeVisitor(server)
    .collection('users')
    .authWithPassword(member.email, member.password)
    .catch((caught: unknown) => caught)
  expect(error).toBeInstanceOf(ClientResponseError)
  return error as ClientResponseError
}

describe('suspending a member', () => {
  it('needs a reason, names a member, and never an operator', async () => {
    const operator = await makeOperator(server)
    const other = await makeOperator(server, 'Other Operator')
    const member = await makeClient(server, 'Reasonless')
    await expectRefused(suspend(operator, member.record.id, '  '), {
      status: 400,
      field: 'reason',
      code: 'validation_required',
    })
    await expectRefused(suspend(operator, 'nosuchmember123'), {
      status: 400,
      field: 'user',
      code: 'validation_not_found',
    })
    await expectRefused(suspend(operator, other.record.id), {
      status: 400,
      field: 'user',
      code: 'validation_operator',
    })
    expect(await logOf(member.record.id)).toEqual([])
  })

  it('answers the member with suspendedAt and logs who suspended them and why', async () => {
    const operator = await makeOperator(server)
    const member = await makeClient(server, 'Logged Member')
    const { user } = await suspend(operator, member.record.id, 'Fake profile')
    expect(user).toMatchObject({ id: member.record.id, name: 'Logged Member' })
    expect(Date.parse(user.suspendedAt.replace(' ', 'T'))).toBeGreaterThan(Date.now() - 60_000)
    const log = await logOf(member.record.id)
    expect(log).toMatchObject([
      {
        operator: operator.record.id,
        action: 'suspend',
        record: member.record.id,
        reason: 'Fake profile',
      },
    ])
    await expectRefused(suspend(operator, member.record.id), {
      status: 400,
      field: 'user',
      code: 'validation_already_suspended',
    })
  })

  it('ends every session the member holds, and no sign-in or refresh lets them back', async () => {
    const operator = await makeOperator(server)
    const member = await makeClient(server, 'Signed Out')
    // A second session, from another device.
    const phone = makeVisitor(server)
    await phone.collection('users').authWithPassword(member.email, member.password)
    await suspend(operator, member.record.id)

    for (const pb of [member.pb, phone]) {
      await expectRefused(pb.collection('users').getOne(member.record.id), { status: [401, 404] })
      await expectRefused(pb.collection('users').authRefresh(), { status: 401 })
      await expectRefused(pb.send('/api/gymbuddy/me', {}), { status: [401, 404] })
    }
    const refused = await signInRefusal(member)
    expect(refused.status).toBe(400)
    expect(refused.response.message).toBe(SUSPENDED)
    expect((refused.response.data as Record<string, { code: string }>).account?.code).toBe(
      'validation_account_suspended',
    )
    // A wrong password says nothing about the suspension.
    const guess = await makeVisitor(server)
      .collection('users')
      .authWithPassword(member.email, 'Wr0ngPassword')
      .catch((caught: ClientResponseError) => caught)
    expect((guess as ClientResponseError).response.message).not.toBe(SUSPENDED)
  })

  it('their live connections hear nothing more of theirs', async () => {
    const operator = await makeOperator(server)
    const member = await makeClient(server, 'Live Member')
    const bystander = await makeClient(server, 'Live Bystander')
    const heard: Record<string, number> = { member: 0, bystander: 0 }
    const stops = [
      await member.pb.realtime.subscribe('notifications/*', () => (heard.member! += 1)),
      await bystander.pb.realtime.subscribe('notifications/*', () => (heard.bystander! += 1)),
    ]
    try {
      await suspend(operator, member.record.id)
      const session = await makeBooking(
        server.root,
        member,
        bystander,
        hoursFromNow(50),
        'confirmed',
      )
      for (const who of [member, bystander])
        await server.root.collection('notifications').create({
          user: who.record.id,
          kind: 'booking_reminder',
          booking: session.id,
          emailStatus: 'withdrawn',
        })
      await expect.poll(() => heard.bystander).toBe(1)
      expect(heard.member).toBe(0)
    } finally {
      for (const stop of stops) await stop().catch(() => undefined)
    }
  })

  it('cancels their upcoming bookings and series "Account suspended"; the other side is told', async () => {
    const operator = await makeOperator(server)
    const trainer = await makeTrainer(server, 'Suspended Coach')
    const client = await makeClient(server, 'Their Client')
    const other = await makeClient(server, 'Series Client')
    const requested = await request(client, trainer, sgtSlot(3, 10))
    const confirmed = await request(client, trainer, sgtSlot(4, 10))
    await trainer.pb.collection('bookings').update(confirmed.id, { status: 'confirmed' })
    const series = await requestSeries(other, trainer, sgtSlot(5, 19), 4)
    const past = await makeBooking(server.root, client, trainer, hoursFromNow(-30), 'confirmed')
    const before = (await noticesOf(client)).length

    await suspend(operator, trainer.record.id)

    for (const id of [requested.id, confirmed.id]) {
      expect(await client.pb.collection('bookings').getOne<BookingRecord>(id)).toMatchObject({
        status: 'cancelled',
        reason: 'Account suspended',
        cancelledBy: trainer.record.id,
      })
    }
    expect((await client.pb.collection('bookings').getOne(past.id)).status).toBe('confirmed')
    const weeks = await other.pb.collection('bookings').getFullList<BookingRecord>({
      filter: other.pb.filter('series = {:s}', { s: series.id }),
    })
    expect(weeks.map((week) => [week.status, week.reason])).toEqual(
      Array(4).fill(['cancelled', 'Account suspended']),
    )
    expect((await other.pb.collection('booking_series').getOne(series.id)).status).toBe('cancelled')
    const told = (await noticesOf(client)).slice(before)
    expect(told.map((n) => [n.kind, n.actor])).toEqual(
      told.map(() => ['booking_cancelled', trainer.record.id]),
    )
    expect(told.map((n) => n.booking).sort()).toEqual([requested.id, confirmed.id].sort())
    expect((await noticesOf(other)).map((n) => n.kind)).toContain('series_cancelled')
  })

  it('a suspended trainer’s session inside the cancel window is no late cancel of theirs', async () => {
    const operator = await makeOperator(server)
    const trainer = await makeTrainer(server, 'Soon Suspended Coach')
    const client = await makeClient(server, 'Soon Client')
    const soon = await makeBooking(server.root, client, trainer, hoursFromNow(3), 'confirmed')
    await suspend(operator, trainer.record.id)
    const cancelled = await client.pb.collection('bookings').getOne<BookingRecord>(soon.id)
    expect(cancelled).toMatchObject({ status: 'cancelled', lateCancel: false })
    const record = await server.root.send<{ lateCancels: number }>(
      `/api/gymbuddy/reliability/${trainer.record.id}`,
      {},
    )
    expect(record.lateCancels).toBe(0)
  })

  it('unsuspending lets the member sign in again and is logged', async () => {
    const operator = await makeOperator(server)
    const member = await makeClient(server, 'Second Chance')
    await expectRefused(unsuspend(operator, member.record.id), {
      status: 400,
      field: 'user',
      code: 'validation_not_suspended',
    })
    await suspend(operator, member.record.id)
    expect((await signInRefusal(member)).response.message).toBe(SUSPENDED)
    await unsuspend(operator, member.record.id)
    const again = await makeVisitor(server)
      .collection('users')
      .authWithPassword(member.email, member.password)
    expect(again.record.id).toBe(member.record.id)
    expect((await logOf(member.record.id)).map((row) => row.action)).toEqual([
      'suspend',
      'unsuspend',
    ])
    const stored = await server.root.collection('users').getOne<UsersRecord>(member.record.id)
    expect(stored.suspendedAt).toBe('')
  })
})

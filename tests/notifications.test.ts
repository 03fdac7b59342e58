// Notifications: each booking event makes exactly one notification for the other
// party, in the same transaction as the change; members read and mark only their own.
import { EventSource } from 'eventsource'
import { describe, expect, it } from 'vitest'
import type { NotificationRecord } from '@/lib/types'
import {
  NOT_YOURS,
  expectRefused,
  makeClient,
  makeTrainer,
  sgtSlot,
  type Member,
} from './factories'
import { testServer, withTestServer } from './support/test-server'

const server = testServer()

async function request(booker: Member, trainer: Member, datetime: string, rescheduleOf = '') {
  return booker.pb.collection('bookings').create({
    gymBuddy: trainer.record.id,
    booker: booker.record.id,
    datetime,
    ...(rescheduleOf ? { rescheduleOf } : {}),
  })
}

async function notificationsOf(member: Member): Promise<NotificationRecord[]> {
  return member.pb.collection('notifications').getFullList({ sort: 'created' })
}

/** What the member was told besides "your request was sent" (booking_sent, pinned below). */
async function newsOf(member: Member): Promise<NotificationRecord[]> {
  return (await notificationsOf(member)).filter((n) => n.kind !== 'booking_sent')
}

describe('one notification per booking event, for the other party', () => {
  it('a request tells the trainer, with who and when; the client hears it was sent', async () => {
    const client = await makeClient(server, 'Nora Tan')
    const trainer = await makeTrainer(server, 'Marcus Lim')
    const booking = await request(client, trainer, sgtSlot(3, 19))
    const [only, ...rest] = await notificationsOf(trainer)
    expect(rest).toEqual([])
    expect(only).toMatchObject({
      kind: 'booking_requested',
      user: trainer.record.id,
      booking: booking.id,
      actor: client.record.id,
      actorName: 'Nora Tan',
      datetime: booking.datetime,
      role: 'trainer',
      readAt: '',
      answerBy: booking.answerBy,
    })
    const [sent, ...others] = await notificationsOf(client)
    expect(others).toEqual([])
    expect(sent).toMatchObject({
      kind: 'booking_sent',
      user: client.record.id,
      booking: booking.id,
      actor: trainer.record.id,
      actorName: 'Marcus Lim',
      role: 'booker',
      answerBy: booking.answerBy,
      replyMinutes: 0,
    })
  })

  it('confirming tells the client; declining tells the client', async () => {
    const client = await makeClient(server)
    const trainer = await makeTrainer(server, 'Marcus Lim')
    const first = await request(client, trainer, sgtSlot(3, 10))
    const second = await request(client, trainer, sgtSlot(3, 11))
    await trainer.pb.collection('bookings').update(first.id, { status: 'confirmed' })
    await trainer.pb.collection('bookings').update(second.id, { status: 'declined' })
    const kinds = (await newsOf(client)).map((n) => [n.kind, n.booking, n.actorName])
    expect(kinds).toEqual([
      ['booking_confirmed', first.id, 'Marcus Lim'],
      ['booking_declined', second.id, 'Marcus Lim'],
    ])
    // Two requests from one client while the first's email is held fold into one row.
    expect((await notificationsOf(trainer)).map((n) => [n.kind, n.count])).toEqual([
      ['booking_requested', 2],
    ])
  })

  it('confirming a slot also tells the other client whose request it declined', async () => {
    const client = await makeClient(server)
    const other = await makeClient(server)
    const trainer = await makeTrainer(server)
    const chosen = await request(client, trainer, sgtSlot(4, 12))
    const losing = await request(other, trainer, sgtSlot(4, 12))
    await trainer.pb.collection('bookings').update(chosen.id, { status: 'confirmed' })
    const [declined, ...rest] = await newsOf(other)
    expect(rest).toEqual([])
    expect(declined).toMatchObject({ kind: 'booking_declined', booking: losing.id })
  })

  it('a cancellation tells the party who did not cancel', async () => {
    const client = await makeClient(server)
    const trainer = await makeTrainer(server)
    const byClient = await request(client, trainer, sgtSlot(5, 9))
    await client.pb.collection('bookings').update(byClient.id, { status: 'cancelled' })
    const byTrainer = await request(client, trainer, sgtSlot(5, 10))
    await trainer.pb.collection('bookings').update(byTrainer.id, { status: 'confirmed' })
    await trainer.pb
      .collection('bookings')
      .update(byTrainer.id, { status: 'cancelled', reason: 'Injured' })
    const toTrainer = (await notificationsOf(trainer)).filter((n) => n.kind === 'booking_cancelled')
    const toClient = (await notificationsOf(client)).filter((n) => n.kind === 'booking_cancelled')
    expect(toTrainer.map((n) => [n.booking, n.actor])).toEqual([[byClient.id, client.record.id]])
    expect(toClient.map((n) => [n.booking, n.actor])).toEqual([[byTrainer.id, trainer.record.id]])
  })

  it('a reschedule is one event: the trainer hears "rescheduled", not also "cancelled"', async () => {
    const client = await makeClient(server)
    const trainer = await makeTrainer(server)
    const old = await request(client, trainer, sgtSlot(6, 9))
    const moved = await request(client, trainer, sgtSlot(6, 15), old.id)
    const kinds = (await notificationsOf(trainer)).map((n) => [n.kind, n.booking])
    expect(kinds).toEqual([
      ['booking_requested', old.id],
      ['booking_rescheduled', moved.id],
    ])
    expect(await newsOf(client)).toEqual([])
  })

  it('an expired request tells the client', async () => {
    const client = await makeClient(server)
    const trainer = await makeTrainer(server)
    const booking = await request(client, trainer, sgtSlot(3, 20))
    const admin = server.root
    await admin.collection('bookings').update(booking.id, { status: 'expired' })
    const [expired, ...rest] = await newsOf(client)
    expect(rest).toEqual([])
    expect(expired).toMatchObject({ kind: 'booking_expired', booking: booking.id, actor: '' })
  })
})

describe('who may read and change notifications', () => {
  it('a member sees only their own and cannot create one', async () => {
    const client = await makeClient(server)
    const trainer = await makeTrainer(server)
    const stranger = await makeClient(server)
    const booking = await request(client, trainer, sgtSlot(7, 9))
    const [mine] = await notificationsOf(trainer)
    expect(await notificationsOf(stranger)).toEqual([])
    await expectRefused(stranger.pb.collection('notifications').getOne(mine!.id), { status: 404 })
    await expectRefused(
      client.pb.collection('notifications').create({
        user: client.record.id,
        kind: 'booking_confirmed',
        booking: booking.id,
      }),
      { status: 403 },
    )
  })

  it('the only change a member may make is setting readAt on their own', async () => {
    const client = await makeClient(server)
    const trainer = await makeTrainer(server)
    await request(client, trainer, sgtSlot(7, 10))
    const [mine] = await notificationsOf(trainer)
    const id = mine!.id
    await expectRefused(
      client.pb.collection('notifications').update(id, { readAt: new Date().toISOString() }),
      { status: NOT_YOURS },
    )
    await expectRefused(
      trainer.pb.collection('notifications').update(id, { kind: 'booking_confirmed' }),
      { status: 400, field: 'kind', code: 'validation_notification_readonly' },
    )
    await expectRefused(
      trainer.pb.collection('notifications').update(id, { user: client.record.id }),
      {
        status: 400,
        field: 'user',
        code: 'validation_notification_readonly',
      },
    )
    const read = await trainer.pb
      .collection('notifications')
      .update(id, { readAt: new Date().toISOString() })
    expect(read.readAt).not.toBe('')
    expect(read.kind).toBe('booking_requested')
  })

  it('Mark all as read marks every unread notification of the caller, and only theirs', async () => {
    const client = await makeClient(server)
    const trainer = await makeTrainer(server)
    const otherTrainer = await makeTrainer(server)
    const otherClient = await makeClient(server)
    await request(client, trainer, sgtSlot(8, 9))
    await request(otherClient, trainer, sgtSlot(8, 10))
    await request(client, otherTrainer, sgtSlot(8, 11))
    const answer = await trainer.pb.send<{ count: number }>(
      '/api/gymbuddy/notifications/read-all',
      { method: 'POST' },
    )
    expect(answer.count).toBe(2)
    expect((await notificationsOf(trainer)).every((n) => n.readAt !== '')).toBe(true)
    expect((await notificationsOf(otherTrainer)).map((n) => n.readAt)).toEqual([''])
  })
})

describe('live arrival', () => {
  it('the trainer receives the new notification through realtime', async () => {
    ;(globalThis as { EventSource?: unknown }).EventSource = EventSource
    const client = await makeClient(server)
    const trainer = await makeTrainer(server)
    let resolveArrived: (record: NotificationRecord) => void = () => {}
    const arrived = new Promise<NotificationRecord>((resolve) => (resolveArrived = resolve))
    // subscribe() resolves once the server has the subscription: nothing can be missed after it.
    await trainer.pb.collection('notifications').subscribe('*', (event) => {
      if (event.action === 'create') resolveArrived(event.record)
    })
    const booking = await request(client, trainer, sgtSlot(9, 9))
    const record = await arrived
    expect(record).toMatchObject({ kind: 'booking_requested', booking: booking.id })
    await trainer.pb.realtime.unsubscribe()
  })
})

describe('the notification and the change commit or fail together', () => {
  it('when the notification cannot be saved, the booking is not saved either', async () => {
    const env = { GYMBUDDY_TEST_FAIL_NOTIFICATIONS_FOR: 'Unlucky Trainer' }
    await withTestServer({ env }, async (failing) => {
      const client = await makeClient(failing)
      const trainer = await makeTrainer(failing, 'Unlucky Trainer')
      const lucky = await makeTrainer(failing, 'Lucky Trainer')
      await expect(request(client, trainer, sgtSlot(3, 9))).rejects.toThrow()
      expect(await client.pb.collection('bookings').getFullList()).toEqual([])
      await request(client, lucky, sgtSlot(3, 9))
      expect(await client.pb.collection('bookings').getFullList()).toHaveLength(1)
      expect(await notificationsOf(lucky)).toHaveLength(1)
    })
  })
})

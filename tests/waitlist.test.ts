// The waitlist (docs/attendance-and-waitlist.md), as raw clients see it: a member waits once per
// taken hour, for at most 10 hours; nobody else reads or removes their rows; when the confirmed
// session goes, every waiter is told (notification and email) in the cancel's own transaction,
// and nobody is told while the hour is still taken; past rows are removed by the cron.
import { describe, expect, it } from 'vitest'
import type { NotificationRecord } from '@/lib/types'
import { BOOKING_RULES } from '@/content/booking-rules'
import { makeBooking, request } from './bookings-support'
import {
  expectRefused,
  makeClient,
  makeTrainer,
  sgtSlot,
  type Member,
  type Server,
} from './factories'
import { testServer, withTestServer } from './support/test-server'

// News of a member's action is mailed at once here (production holds it 5 minutes).
const server = testServer({ mail: true, env: { GYMBUDDY_REQUEST_EMAIL_HOLD_SECONDS: '0' } })

function wait(member: Member, trainer: Member, datetime: string) {
  return member.pb.collection('waitlist').create({
    user: member.record.id,
    gymBuddy: trainer.record.id,
    datetime,
  })
}

function slotOpenedOf(member: Member) {
  return member.pb
    .collection('notifications')
    .getFullList<NotificationRecord>({ filter: "kind = 'slot_opened'" })
}

/** A trainer with a confirmed session at `datetime` (another client's). */
async function takenHour(on: Server & { root: typeof server.root }, datetime: string) {
  const trainer = await makeTrainer(on, 'Busy Coach')
  const holder = await makeClient(on, 'Holder Client')
  const session = await makeBooking(on.root, holder, trainer, datetime, 'confirmed')
  return { trainer, holder, session }
}

describe('joining the waitlist', () => {
  it('a member waits for a taken hour once; the same hour again is refused', async () => {
    const hour = sgtSlot(6, 10)
    const { trainer } = await takenHour(server, hour)
    const waiter = await makeClient(server, 'Waiting Client')
    expect(await wait(waiter, trainer, hour)).toMatchObject({ user: waiter.record.id })
    await expectRefused(wait(waiter, trainer, hour), {
      status: 400,
      field: 'datetime',
      code: 'validation_waitlist_duplicate',
    })
  })

  it('a free hour is refused (book it instead), and so is waiting in someone else’s name', async () => {
    const trainer = await makeTrainer(server, 'Free Coach')
    const waiter = await makeClient(server, 'Early Client')
    const other = await makeClient(server, 'Other Client')
    await expectRefused(wait(waiter, trainer, sgtSlot(6, 11)), {
      status: 400,
      field: 'datetime',
      code: 'validation_waitlist_slot_free',
    })
    const { trainer: busy } = await takenHour(server, sgtSlot(6, 12))
    await expectRefused(
      waiter.pb.collection('waitlist').create({
        user: other.record.id,
        gymBuddy: busy.record.id,
        datetime: sgtSlot(6, 12),
      }),
      { status: 400, field: 'user' },
    )
  })

  it(`the ${BOOKING_RULES.maxWaitlistPerMember + 1}th hour is refused`, async () => {
    const limit = BOOKING_RULES.maxWaitlistPerMember
    const trainer = await makeTrainer(server, 'Full Coach')
    const holder = await makeClient(server, 'Holder Client')
    const hours = Array.from({ length: limit + 1 }, (_, i) => sgtSlot(10 + i, 9))
    for (const hour of hours) await makeBooking(server.root, holder, trainer, hour, 'confirmed')
    const waiter = await makeClient(server, 'Eager Client')
    for (const hour of hours.slice(0, limit)) await wait(waiter, trainer, hour)
    await expectRefused(wait(waiter, trainer, hours[limit] ?? ''), {
      status: 400,
      field: 'user',
      code: 'validation_waitlist_limit',
    })
  })

  it('another member cannot read or remove a member’s rows; the member can', async () => {
    const hour = sgtSlot(7, 10)
    const { trainer } = await takenHour(server, hour)
    const waiter = await makeClient(server, 'Private Waiter')
    const snoop = await makeClient(server, 'Snoop')
    const row = await wait(waiter, trainer, hour)
    expect(await snoop.pb.collection('waitlist').getFullList()).toEqual([])
    await expectRefused(snoop.pb.collection('waitlist').getOne(row.id), { status: 404 })
    await expectRefused(snoop.pb.collection('waitlist').delete(row.id), { status: 404 })
    expect((await waiter.pb.collection('waitlist').getFullList()).map((r) => r.id)).toEqual([
      row.id,
    ])
    await waiter.pb.collection('waitlist').delete(row.id)
    expect(await waiter.pb.collection('waitlist').getFullList()).toEqual([])
  })
})

describe('when the hour opens', () => {
  it('a cancel tells every waiter (notification and email) by the time it answers', async () => {
    const hour = sgtSlot(8, 10)
    const { trainer, holder, session } = await takenHour(server, hour)
    const first = await makeClient(server, 'First Waiter')
    const second = await makeClient(server, 'Second Waiter')
    await wait(first, trainer, hour)
    await wait(second, trainer, hour)
    await holder.pb.collection('bookings').update(session.id, { status: 'cancelled' })
    for (const waiter of [first, second]) {
      expect((await slotOpenedOf(waiter)).map((row) => [row.datetime, row.actor])).toEqual([
        [hour.replace('T', ' '), trainer.record.id],
      ])
      const subjects = async () =>
        (await server.mail.inbox(waiter.email)).map((mail) => mail.subject).join(' | ')
      await expect.poll(subjects).toContain('is free')
    }
    // The waiters may now request the hour.
    expect((await request(first, trainer, hour)).status).toBe('requested')
  })

  it('the cancel and the waiters’ notifications commit or fail together', async () => {
    const env = { GYMBUDDY_TEST_FAIL_NOTIFICATIONS_FOR: 'Unlucky Waiter' }
    await withTestServer({ env }, async (failing) => {
      const hour = sgtSlot(8, 11)
      const { trainer, holder, session } = await takenHour(failing, hour)
      const lucky = await makeClient(failing, 'Lucky Waiter')
      const unlucky = await makeClient(failing, 'Unlucky Waiter')
      await wait(lucky, trainer, hour)
      await wait(unlucky, trainer, hour)
      await expect(
        holder.pb.collection('bookings').update(session.id, { status: 'cancelled' }),
      ).rejects.toThrow()
      expect((await holder.pb.collection('bookings').getOne(session.id)).status).toBe('confirmed')
      expect(await slotOpenedOf(lucky)).toEqual([])
    })
  })

  it('nobody is told while the hour is still taken: a move is asked, a request withdrawn', async () => {
    const hour = sgtSlot(9, 10)
    const { trainer, holder, session } = await takenHour(server, hour)
    const waiter = await makeClient(server, 'Patient Waiter')
    const asker = await makeClient(server, 'Hopeful Client')
    await wait(waiter, trainer, hour)
    // Another request for the hour (never confirmable) withdrawn: the session still holds it.
    const hopeful = await makeBooking(server.root, asker, trainer, hour, 'requested')
    await asker.pb.collection('bookings').update(hopeful.id, { status: 'cancelled' })
    // The holder asks to move: the session stands until the trainer confirms the new time.
    const move = await request(holder, trainer, sgtSlot(9, 12), { rescheduleOf: session.id })
    expect(await slotOpenedOf(waiter)).toEqual([])
    await trainer.pb.collection('bookings').update(move.id, { status: 'confirmed' })
    expect(await slotOpenedOf(waiter)).toHaveLength(1)
  })
})

describe('the cron', () => {
  it('removes rows for hours that have begun', async () => {
    const { trainer } = await takenHour(server, sgtSlot(5, 9))
    const waiter = await makeClient(server, 'Late Waiter')
    const past = await server.root.collection('waitlist').create({
      user: waiter.record.id,
      gymBuddy: trainer.record.id,
      datetime: new Date(Date.now() - 3600_000).toISOString(),
    })
    const kept = await wait(waiter, trainer, sgtSlot(5, 9))
    await server.root.send('/api/crons/bookingsOutcome', { method: 'POST' })
    await expect
      .poll(async () => (await waiter.pb.collection('waitlist').getFullList()).map((r) => r.id))
      .toEqual([kept.id])
    expect(past.id).not.toBe(kept.id)
  })
})

// Booking lifecycle: cancel with the 12-hour window, reschedule in one
// transaction, confirming settles the slot, past requests expire; each tried by a raw API client.
import { EventSource } from 'eventsource'
import { describe, expect, it } from 'vitest'
import { NOT_YOURS, expectRefused, makeClient, makeTrainer, sgtSlot, stored } from './factories'
import { hoursFromNow, makeBooking, reload, request } from './bookings-support'
import { testServer } from './support/test-server'

// Node 20 has no EventSource; the SDK's realtime needs one.
globalThis.EventSource = EventSource as unknown as typeof globalThis.EventSource

const server = testServer()

async function confirmedPair(daysAhead: number, hour: number) {
  const client = await makeClient(server)
  const trainer = await makeTrainer(server)
  const booking = await request(client, trainer, sgtSlot(daysAhead, hour))
  await trainer.pb.collection('bookings').update(booking.id, { status: 'confirmed' })
  return { client, trainer, booking }
}

describe('cancelling', () => {
  it('the booker cancels a request; cancelledBy and reason are set by the server', async () => {
    const client = await makeClient(server)
    const trainer = await makeTrainer(server)
    const booking = await request(client, trainer, sgtSlot(2, 10))
    const cancelled = await client.pb.collection('bookings').update(booking.id, {
      status: 'cancelled',
      reason: '  Found a closer gym  ',
      cancelledBy: trainer.record.id,
    })
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      reason: 'Found a closer gym',
      cancelledBy: client.record.id,
      datetime: stored(sgtSlot(2, 10)),
    })
  })

  it('the booker cancels a confirmed session 12 hours ahead and the slot is offered again', async () => {
    const { client, trainer, booking } = await confirmedPair(3, 10)
    const slots = () =>
      client.pb.collection('booked_slots_view').getFullList({
        filter: client.pb.filter('gymBuddy = {:t}', { t: trainer.record.id }),
      })
    expect(await slots()).toHaveLength(1)
    await client.pb.collection('bookings').update(booking.id, { status: 'cancelled' })
    expect(await slots()).toHaveLength(0)
    const other = await makeClient(server)
    const again = await request(other, trainer, sgtSlot(3, 10))
    await trainer.pb.collection('bookings').update(again.id, { status: 'confirmed' })
    expect((await reload(other, again.id)).status).toBe('confirmed')
  })

  it('inside 12 hours the booker cancels a confirmed session as a late cancel; the trainer, with a reason', async () => {
    const client = await makeClient(server)
    const trainer = await makeTrainer(server)
    const mine = await makeBooking(server.root, client, trainer, hoursFromNow(6), 'confirmed')
    expect(
      await client.pb.collection('bookings').update(mine.id, { status: 'cancelled' }),
    ).toMatchObject({ status: 'cancelled', cancelledBy: client.record.id, lateCancel: true })
    const booking = await makeBooking(server.root, client, trainer, hoursFromNow(7), 'confirmed')
    await expectRefused(
      trainer.pb.collection('bookings').update(booking.id, { status: 'cancelled', reason: ' ' }),
      { status: 400, field: 'reason', code: 'validation_required' },
    )
    expect((await reload(client, booking.id)).status).toBe('confirmed')
    const cancelled = await trainer.pb
      .collection('bookings')
      .update(booking.id, { status: 'cancelled', reason: 'I am ill' })
    expect(cancelled).toMatchObject({ cancelledBy: trainer.record.id, reason: 'I am ill' })
  })

  it('the booker may cancel a request inside 12 hours, but nobody cancels once it has started', async () => {
    const client = await makeClient(server)
    const trainer = await makeTrainer(server)
    const soon = await makeBooking(server.root, client, trainer, hoursFromNow(2), 'requested')
    const update = await client.pb.collection('bookings').update(soon.id, { status: 'cancelled' })
    expect(update.status).toBe('cancelled')
    const started = await makeBooking(server.root, client, trainer, hoursFromNow(-1), 'confirmed')
    await expectRefused(
      client.pb.collection('bookings').update(started.id, { status: 'cancelled' }),
      { status: 400, field: 'status', code: 'validation_booking_past' },
    )
    await expectRefused(
      trainer.pb.collection('bookings').update(started.id, { status: 'cancelled', reason: 'x' }),
      { status: 400, field: 'status', code: 'validation_booking_past' },
    )
  })

  it('a stranger cannot cancel; nobody cancels twice; the trainer declines rather than cancels a request', async () => {
    const { client, trainer, booking } = await confirmedPair(4, 11)
    const stranger = await makeClient(server)
    const otherTrainer = await makeTrainer(server)
    for (const outsider of [stranger, otherTrainer]) {
      await expectRefused(
        outsider.pb.collection('bookings').update(booking.id, { status: 'cancelled' }),
        { status: NOT_YOURS },
      )
    }
    await client.pb.collection('bookings').update(booking.id, { status: 'cancelled' })
    for (const member of [client, trainer]) {
      await expectRefused(
        member.pb.collection('bookings').update(booking.id, { status: 'cancelled', reason: 'x' }),
        { status: 400, field: 'status', code: 'validation_booking_answered' },
      )
    }
    const pending = await request(client, trainer, sgtSlot(4, 12))
    await expectRefused(
      trainer.pb.collection('bookings').update(pending.id, { status: 'cancelled', reason: 'x' }),
      { status: 400, field: 'status', code: 'validation_booking_status' },
    )
    await expectRefused(
      client.pb.collection('bookings').update(pending.id, { status: 'confirmed' }),
      { status: 400, field: 'status', code: 'validation_booking_not_allowed' },
    )
  })
})

describe('answering', () => {
  it('confirm and decline record when; decline keeps an optional reason', async () => {
    const client = await makeClient(server)
    const trainer = await makeTrainer(server)
    const a = await request(client, trainer, sgtSlot(5, 9))
    const b = await request(client, trainer, sgtSlot(5, 10))
    const before = Date.now() - 1000
    const confirmed = await trainer.pb.collection('bookings').update(a.id, { status: 'confirmed' })
    const declined = await trainer.pb
      .collection('bookings')
      .update(b.id, { status: 'declined', reason: 'Fully booked that week' })
    expect(Date.parse(confirmed.answeredAt)).toBeGreaterThan(before)
    expect(declined).toMatchObject({ status: 'declined', reason: 'Fully booked that week' })
    expect(Date.parse(declined.answeredAt)).toBeGreaterThan(before)
    expect(a.answeredAt).toBe('')
  })

  it('confirming declines the trainer’s other requests at that hour and cancels the client’s elsewhere', async () => {
    const client = await makeClient(server)
    const rival = await makeClient(server)
    const trainer = await makeTrainer(server)
    const elsewhereTrainer = await makeTrainer(server)
    const mine = await request(client, trainer, sgtSlot(6, 15))
    const rivalAtSlot = await request(rival, trainer, sgtSlot(6, 15))
    const rivalOtherHour = await request(rival, trainer, sgtSlot(6, 16))
    const elsewhere = await request(client, elsewhereTrainer, sgtSlot(6, 15))
    await trainer.pb.collection('bookings').update(mine.id, { status: 'confirmed' })
    expect(await reload(rival, rivalAtSlot.id)).toMatchObject({
      status: 'declined',
      reason: 'slot taken',
    })
    expect((await reload(rival, rivalOtherHour.id)).status).toBe('requested')
    expect(await reload(client, elsewhere.id)).toMatchObject({
      status: 'cancelled',
      reason: 'booked elsewhere',
      cancelledBy: client.record.id,
    })
  })

  it('a client with a confirmed session at an hour cannot request another trainer then', async () => {
    const { client } = await confirmedPair(6, 20)
    const elsewhere = await makeTrainer(server)
    await expectRefused(request(client, elsewhere, sgtSlot(6, 20)), {
      status: 400,
      field: 'datetime',
      code: 'validation_booking_clash',
      message: 'You already have a session at this time.',
    })
  })

  it('the people whose requests the confirm settled hear of it live', async () => {
    const client = await makeClient(server)
    const rival = await makeClient(server)
    const trainer = await makeTrainer(server)
    const mine = await request(client, trainer, sgtSlot(6, 18))
    const theirs = await request(rival, trainer, sgtSlot(6, 18))
    const heard: { id: string; status: string; reason: string }[] = []
    const outsider = await makeClient(server)
    const outsiderHeard: unknown[] = []
    await rival.pb.collection('bookings').subscribe('*', (e) => heard.push(e.record))
    await outsider.pb.collection('bookings').subscribe('*', (e) => outsiderHeard.push(e))
    await trainer.pb.collection('bookings').update(mine.id, { status: 'confirmed' })
    await expect.poll(() => heard.length, { timeout: 5000 }).toBeGreaterThan(0)
    expect(heard[0]).toMatchObject({ id: theirs.id, status: 'declined', reason: 'slot taken' })
    expect(outsiderHeard).toEqual([])
    await rival.pb.collection('bookings').unsubscribe()
    await outsider.pb.collection('bookings').unsubscribe()
  })

  it('a concurrent confirm and cancel on one slot leave one legal outcome', async () => {
    const trainer = await makeTrainer(server)
    const first = await makeClient(server)
    const second = await makeClient(server)
    for (const hour of [9, 10, 11, 12]) {
      const a = await request(first, trainer, sgtSlot(7, hour))
      const b = await request(second, trainer, sgtSlot(7, hour))
      const [confirm, cancel] = await Promise.allSettled([
        trainer.pb.collection('bookings').update(a.id, { status: 'confirmed' }),
        second.pb.collection('bookings').update(b.id, { status: 'cancelled' }),
      ])
      expect(confirm.status).toBe('fulfilled')
      const b2 = await reload(second, b.id)
      // Cancelled first (by its booker) or declined by the confirm: never both, never confirmed.
      if (cancel.status === 'fulfilled') {
        expect(b2).toMatchObject({ status: 'cancelled', cancelledBy: second.record.id })
      } else {
        expect(b2).toMatchObject({ status: 'declined', reason: 'slot taken', cancelledBy: '' })
      }
    }
    for (const hour of [13, 14, 15]) {
      const c = await request(first, trainer, sgtSlot(7, hour))
      const [confirm, cancel] = await Promise.allSettled([
        trainer.pb.collection('bookings').update(c.id, { status: 'confirmed' }),
        first.pb.collection('bookings').update(c.id, { status: 'cancelled' }),
      ])
      expect(cancel.status).toBe('fulfilled')
      const after = await reload(first, c.id)
      expect(after.status).toBe('cancelled')
      if (confirm.status === 'fulfilled') expect(after.answeredAt).not.toBe('')
    }
  })
})

describe('rescheduling', () => {
  it('moves a request: the new request names the old one, which is cancelled as "Rescheduled"', async () => {
    const client = await makeClient(server)
    const trainer = await makeTrainer(server)
    const old = await request(client, trainer, sgtSlot(8, 10))
    const heard: string[] = []
    await trainer.pb
      .collection('bookings')
      .subscribe('*', (e) => heard.push(`${e.action} ${e.record.id} ${e.record.status}`))
    const moved = await request(client, trainer, sgtSlot(8, 14), { rescheduleOf: old.id })
    expect(moved).toMatchObject({ status: 'requested', rescheduleOf: old.id })
    expect(await reload(client, old.id)).toMatchObject({
      status: 'cancelled',
      reason: 'Rescheduled',
      cancelledBy: client.record.id,
    })
    // The trainer's screen hears both halves live.
    await expect
      .poll(() => [...heard].sort(), { timeout: 5000 })
      .toEqual([`create ${moved.id} requested`, `update ${old.id} cancelled`].sort())
    await trainer.pb.collection('bookings').unsubscribe()
  })

  it('moves a confirmed session 12 hours ahead once the trainer confirms, and frees its slot', async () => {
    const { client, trainer, booking } = await confirmedPair(9, 10)
    const moved = await request(client, trainer, sgtSlot(9, 11), { rescheduleOf: booking.id })
    expect(moved.status).toBe('requested')
    // The session stands until the new time is confirmed (tests/reschedule.test.ts).
    expect((await reload(client, booking.id)).status).toBe('confirmed')
    await trainer.pb.collection('bookings').update(moved.id, { status: 'confirmed' })
    expect(await reload(client, booking.id)).toMatchObject({
      status: 'cancelled',
      reason: 'Rescheduled',
    })
    const other = await makeClient(server)
    expect((await request(other, trainer, sgtSlot(9, 10))).status).toBe('requested')
  })

  it('a refused move changes nothing: taken hour, closed hour, someone else’s, another trainer', async () => {
    const { client, trainer, booking } = await confirmedPair(10, 10)
    const taken = await confirmedPair(10, 12)
    const takenHere = await request(taken.client, trainer, sgtSlot(10, 13))
    await trainer.pb.collection('bookings').update(takenHere.id, { status: 'confirmed' })
    await expectRefused(request(client, trainer, sgtSlot(10, 13), { rescheduleOf: booking.id }), {
      status: 400,
      field: 'datetime',
      code: 'validation_slot_taken',
    })
    const profile = await trainer.pb
      .collection('trainer_profiles')
      .getFirstListItem(trainer.pb.filter('user = {:u}', { u: trainer.record.id }))
    await trainer.pb.collection('trainer_profiles').update(profile.id, { daysOff: [sgtDay(11)] })
    await expectRefused(request(client, trainer, sgtSlot(11, 10), { rescheduleOf: booking.id }), {
      status: 400,
      field: 'datetime',
      code: 'validation_outside_hours',
    })
    const stranger = await makeClient(server)
    await expectRefused(request(stranger, trainer, sgtSlot(10, 15), { rescheduleOf: booking.id }), {
      status: 400,
      field: 'rescheduleOf',
      code: 'validation_booking_reschedule',
    })
    await expectRefused(
      request(client, taken.trainer, sgtSlot(10, 15), { rescheduleOf: booking.id }),
      { status: 400, field: 'rescheduleOf', code: 'validation_booking_reschedule' },
    )
    expect((await reload(client, booking.id)).status).toBe('confirmed')
    const all = await client.pb.collection('bookings').getFullList()
    expect(all.map((b) => b.id)).toEqual([booking.id])
  })

  it('a confirmed session inside 12 hours, or a cancelled one, cannot be moved', async () => {
    const client = await makeClient(server)
    const trainer = await makeTrainer(server)
    const soon = await makeBooking(server.root, client, trainer, hoursFromNow(5), 'confirmed')
    await expectRefused(request(client, trainer, sgtSlot(12, 10), { rescheduleOf: soon.id }), {
      status: 400,
      field: 'rescheduleOf',
      code: 'validation_cancel_window',
    })
    const old = await request(client, trainer, sgtSlot(12, 11))
    await client.pb.collection('bookings').update(old.id, { status: 'cancelled' })
    await expectRefused(request(client, trainer, sgtSlot(12, 12), { rescheduleOf: old.id }), {
      status: 400,
      field: 'rescheduleOf',
      code: 'validation_booking_reschedule',
    })
    expect((await reload(client, soon.id)).status).toBe('confirmed')
  })
})

describe('expiry', () => {
  it('the cron job expires past requests only; expired bookings never change again', async () => {
    const client = await makeClient(server)
    const trainer = await makeTrainer(server)
    const stale = await makeBooking(server.root, client, trainer, hoursFromNow(-3), 'requested')
    const pastConfirmed = await makeBooking(
      server.root,
      client,
      trainer,
      hoursFromNow(-5),
      'confirmed',
    )
    const future = await request(client, trainer, sgtSlot(2, 12))
    await server.root.send('/api/crons/bookingsExpire', { method: 'POST' })
    await expect
      .poll(async () => (await reload(client, stale.id)).status, { timeout: 5000 })
      .toBe('expired')
    expect((await reload(client, pastConfirmed.id)).status).toBe('confirmed')
    expect((await reload(client, future.id)).status).toBe('requested')
    await expectRefused(
      trainer.pb.collection('bookings').update(stale.id, { status: 'confirmed' }),
      {
        status: 400,
        field: 'status',
        code: 'validation_booking_answered',
        message: 'This booking has already been expired.',
      },
    )
    await expectRefused(
      server.root.collection('bookings').update(stale.id, { status: 'requested' }),
      {
        status: 400,
        field: 'status',
        code: 'validation_booking_answered',
      },
    )
  })
})

/** YYYY-MM-DD of the SGT day `daysAhead` from today. */
function sgtDay(daysAhead: number): string {
  return new Date(Date.parse(sgtSlot(daysAhead, 12)) + 8 * 3600_000).toISOString().slice(0, 10)
}

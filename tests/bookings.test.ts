// Bookings: who may request and answer, the SGT slot rules, the state machine.
import { describe, expect, it } from 'vitest'
import type { BookingRecord } from '@/lib/types'
import {
  NOT_YOURS,
  expectRefused,
  makeClient,
  makeBareTrainer,
  makeTrainer,
  makeVisitor,
  sgtSlot,
  stored,
  type Member,
} from './factories'
import { testServer } from './support/test-server'

const server = testServer()

async function request(booker: Member, trainer: Member, datetime: string): Promise<BookingRecord> {
  return booker.pb.collection('bookings').create({
    gymBuddy: trainer.record.id,
    booker: booker.record.id,
    datetime,
    status: 'requested',
  })
}

describe('requesting a booking', () => {
  it('a client requests a session with a trainer; status starts as requested', async () => {
    const client = await makeClient(server)
    const trainer = await makeTrainer(server)
    const booking = await request(client, trainer, sgtSlot(2, 9))
    expect(booking).toMatchObject({ status: 'requested', datetime: stored(sgtSlot(2, 9)) })
  })

  it('a missing status is stored as requested', async () => {
    const client = await makeClient(server)
    const trainer = await makeTrainer(server)
    const booking = await client.pb.collection('bookings').create({
      gymBuddy: trainer.record.id,
      booker: client.record.id,
      datetime: sgtSlot(2, 21),
    })
    expect(booking.status).toBe('requested')
  })

  it('a visitor cannot request a booking', async () => {
    const client = await makeClient(server)
    const trainer = await makeTrainer(server)
    await expectRefused(
      makeVisitor(server)
        .collection('bookings')
        .create({
          gymBuddy: trainer.record.id,
          booker: client.record.id,
          datetime: sgtSlot(2, 10),
          status: 'requested',
        }),
      { status: 400 },
    )
  })

  it('a client cannot request a booking in someone else’s name', async () => {
    const client = await makeClient(server)
    const other = await makeClient(server)
    const trainer = await makeTrainer(server)
    await expectRefused(
      client.pb.collection('bookings').create({
        gymBuddy: trainer.record.id,
        booker: other.record.id,
        datetime: sgtSlot(2, 10),
        status: 'requested',
      }),
      { status: NOT_YOURS },
    )
    expect(await other.pb.collection('bookings').getFullList()).toEqual([])
  })

  it('a booking must be with a trainer other than yourself', async () => {
    const client = await makeClient(server)
    const otherClient = await makeClient(server)
    const trainer = await makeTrainer(server)
    await expectRefused(request(client, otherClient, sgtSlot(2, 10)), {
      status: 400,
      field: 'gymBuddy',
      code: 'validation_booking_not_trainer',
    })
    await expectRefused(request(trainer, trainer, sgtSlot(2, 10)), {
      status: 400,
      field: 'gymBuddy',
      code: 'validation_booking_self',
    })
  })

  it('a booking cannot be created already confirmed or declined', async () => {
    const client = await makeClient(server)
    const trainer = await makeTrainer(server)
    for (const status of ['confirmed', 'declined']) {
      await expectRefused(
        client.pb.collection('bookings').create({
          gymBuddy: trainer.record.id,
          booker: client.record.id,
          datetime: sgtSlot(2, 11),
          status,
        }),
        { status: 400, field: 'status', code: 'validation_booking_status' },
      )
    }
  })

  it('a booking is a whole hour from 09:00 to 21:00 Singapore time', async () => {
    const client = await makeClient(server)
    const trainer = await makeTrainer(server)
    const refusal = { status: 400, field: 'datetime', code: 'validation_booking_slot' }
    await expectRefused(request(client, trainer, sgtSlot(3, 8)), refusal)
    await expectRefused(request(client, trainer, sgtSlot(3, 22)), refusal)
    const halfPast = new Date(Date.parse(sgtSlot(3, 10)) + 30 * 60_000).toISOString()
    await expectRefused(request(client, trainer, halfPast), refusal)
    const withSeconds = new Date(Date.parse(sgtSlot(3, 10)) + 1000).toISOString()
    await expectRefused(request(client, trainer, withSeconds), refusal)
    await expectRefused(request(client, trainer, ''), {
      status: 400,
      field: 'datetime',
      code: 'validation_required',
    })
    expect((await request(client, trainer, sgtSlot(3, 9))).status).toBe('requested')
    expect((await request(client, trainer, sgtSlot(3, 21))).status).toBe('requested')
  })

  it('a booking must be in the future', async () => {
    const client = await makeClient(server)
    const trainer = await makeTrainer(server)
    await expectRefused(request(client, trainer, sgtSlot(-1, 10)), {
      status: 400,
      field: 'datetime',
      code: 'validation_booking_past',
      message: 'This time slot is in the past.',
    })
  })

  it('a client cannot request the same slot with the same trainer twice', async () => {
    const client = await makeClient(server)
    const trainer = await makeTrainer(server)
    await request(client, trainer, sgtSlot(4, 10))
    await expectRefused(request(client, trainer, sgtSlot(4, 10)), {
      status: 400,
      field: 'datetime',
      code: 'validation_booking_duplicate',
    })
  })

  it('a slot the trainer has confirmed cannot be requested again', async () => {
    const client = await makeClient(server)
    const other = await makeClient(server)
    const trainer = await makeTrainer(server)
    const booking = await request(client, trainer, sgtSlot(4, 12))
    await trainer.pb.collection('bookings').update(booking.id, { status: 'confirmed' })
    await expectRefused(request(other, trainer, sgtSlot(4, 12)), {
      status: 400,
      field: 'datetime',
      code: 'validation_slot_taken',
      message: 'This time slot is already booked.',
    })
  })
})

describe('reading bookings', () => {
  it('only the booker and the trainer list or view a booking', async () => {
    const client = await makeClient(server)
    const trainer = await makeTrainer(server)
    const otherClient = await makeClient(server)
    const otherTrainer = await makeTrainer(server)
    const booking = await request(client, trainer, sgtSlot(5, 10))

    const mine = await client.pb.collection('bookings').getFullList({
      filter: client.pb.filter('booker = {:me}', { me: client.record.id }),
      sort: '-created',
    })
    expect(mine.map((b) => b.id)).toEqual([booking.id])
    const schedule = await trainer.pb.collection('bookings').getFullList({
      filter: trainer.pb.filter('gymBuddy = {:me}', { me: trainer.record.id }),
      sort: '-created',
    })
    expect(schedule.map((b) => b.id)).toEqual([booking.id])

    for (const outsider of [otherClient, otherTrainer]) {
      await expectRefused(outsider.pb.collection('bookings').getOne(booking.id), { status: 404 })
      expect(await outsider.pb.collection('bookings').getFullList()).toEqual([])
    }
    expect(await makeVisitor(server).collection('bookings').getFullList()).toEqual([])
  })
})

describe('answering a booking', () => {
  it('the trainer confirms a requested booking', async () => {
    const client = await makeClient(server)
    const trainer = await makeTrainer(server)
    const booking = await request(client, trainer, sgtSlot(6, 10))
    const confirmed = await trainer.pb
      .collection('bookings')
      .update(booking.id, { status: 'confirmed' })
    expect(confirmed.status).toBe('confirmed')
  })

  it('the trainer declines a requested booking', async () => {
    const client = await makeClient(server)
    const trainer = await makeTrainer(server)
    const booking = await request(client, trainer, sgtSlot(6, 11))
    const declined = await trainer.pb
      .collection('bookings')
      .update(booking.id, { status: 'declined' })
    expect(declined.status).toBe('declined')
  })

  it('the booker, another trainer and a visitor cannot answer a booking', async () => {
    const client = await makeClient(server)
    const trainer = await makeTrainer(server)
    const otherTrainer = await makeTrainer(server)
    const booking = await request(client, trainer, sgtSlot(6, 12))
    for (const pb of [client.pb, otherTrainer.pb, makeVisitor(server)]) {
      await expectRefused(pb.collection('bookings').update(booking.id, { status: 'confirmed' }), {
        status: NOT_YOURS,
      })
    }
    expect((await client.pb.collection('bookings').getOne(booking.id)).status).toBe('requested')
  })

  it('an answered booking cannot change again', async () => {
    const client = await makeClient(server)
    const trainer = await makeTrainer(server)
    const booking = await request(client, trainer, sgtSlot(6, 13))
    await trainer.pb.collection('bookings').update(booking.id, { status: 'declined' })
    await expectRefused(
      trainer.pb.collection('bookings').update(booking.id, { status: 'confirmed' }),
      {
        status: 400,
        field: 'status',
        code: 'validation_booking_answered',
        message: 'This booking has already been declined.',
      },
    )
  })

  it('a booking moves only to confirmed or declined', async () => {
    const client = await makeClient(server)
    const trainer = await makeTrainer(server)
    const booking = await request(client, trainer, sgtSlot(6, 14))
    await expectRefused(
      trainer.pb.collection('bookings').update(booking.id, { status: 'requested' }),
      {
        status: 400,
        field: 'status',
        code: 'validation_booking_status',
      },
    )
    await expectRefused(trainer.pb.collection('bookings').update(booking.id, { status: 'done' }), {
      status: 400,
      field: 'status',
    })
  })

  it('only the status of a booking can change', async () => {
    const client = await makeClient(server)
    const other = await makeClient(server)
    const trainer = await makeTrainer(server)
    const booking = await request(client, trainer, sgtSlot(6, 15))
    const refusal = { status: 400, code: 'validation_booking_readonly' }
    const bookings = trainer.pb.collection('bookings')
    await expectRefused(
      bookings.update(booking.id, { status: 'confirmed', datetime: sgtSlot(6, 16) }),
      {
        ...refusal,
        field: 'datetime',
      },
    )
    // (pb_hooks/lib/platform/input_guard.js may refuse a foreign booker first, with its own code.)
    await expectRefused(
      bookings.update(booking.id, { status: 'confirmed', booker: other.record.id }),
      {
        status: 400,
        field: 'booker',
      },
    )
    await expectRefused(bookings.update(booking.id, { gymBuddy: other.record.id }), {
      ...refusal,
      field: 'gymBuddy',
    })
  })

  it('a trainer cannot confirm two bookings at one slot', async () => {
    const first = await makeClient(server)
    const second = await makeClient(server)
    const trainer = await makeTrainer(server)
    const a = await request(first, trainer, sgtSlot(7, 10))
    const b = await request(second, trainer, sgtSlot(7, 10))
    await trainer.pb.collection('bookings').update(a.id, { status: 'confirmed' })
    // Confirming settles the slot: the competing request is declined at once.
    expect(await trainer.pb.collection('bookings').getOne(b.id)).toMatchObject({
      status: 'declined',
      reason: 'slot taken',
    })
    await expectRefused(trainer.pb.collection('bookings').update(b.id, { status: 'confirmed' }), {
      status: 400,
      field: 'status',
      code: 'validation_booking_answered',
      message: 'This booking has already been declined.',
    })
  })

  it('a trainer cannot confirm two bookings at one slot even when confirming concurrently', async () => {
    const trainer = await makeTrainer(server)
    const clients = await Promise.all([1, 2, 3, 4].map(() => makeClient(server)))
    const bookings = await Promise.all(clients.map((c) => request(c, trainer, sgtSlot(8, 10))))
    const answers = await Promise.allSettled(
      bookings.map((b) => trainer.pb.collection('bookings').update(b.id, { status: 'confirmed' })),
    )
    expect(answers.filter((answer) => answer.status === 'fulfilled')).toHaveLength(1)
    const confirmed = await trainer.pb
      .collection('bookings')
      .getFullList({ filter: "status = 'confirmed'" })
    expect(confirmed).toHaveLength(1)
  })

  it('a second confirmed booking at one slot is refused even for a superuser', async () => {
    const client = await makeClient(server)
    const trainer = await makeTrainer(server)
    const root = server.root
    const first = await request(client, trainer, sgtSlot(9, 10))
    await root.collection('bookings').update(first.id, { status: 'confirmed' })
    await expectRefused(
      root.collection('bookings').create({
        gymBuddy: trainer.record.id,
        booker: client.record.id,
        datetime: sgtSlot(9, 10),
        status: 'confirmed',
      }),
      { status: 400, field: 'status', code: 'validation_slot_taken' },
    )
  })

  it('nobody deletes a booking over the API', async () => {
    const client = await makeClient(server)
    const trainer = await makeTrainer(server)
    const booking = await request(client, trainer, sgtSlot(9, 11))
    for (const member of [client, trainer]) {
      await expectRefused(member.pb.collection('bookings').delete(booking.id), { status: 403 })
    }
  })

  it('a trainer without a profile cannot be booked until it lists a specialization and a location', async () => {
    const client = await makeClient(server)
    const member = await makeBareTrainer(server)
    await expectRefused(request(client, member, sgtSlot(9, 12)), {
      status: 400,
      field: 'gymBuddy',
      code: 'validation_booking_not_listed',
    })
  })
})

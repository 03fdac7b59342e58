// Paying for training, tried by raw API clients: the agreed price, who may set which payment
// state, the PayNow routes and who reads PayNow details (docs/payments.md).
import { describe, expect, it } from 'vitest'
import {
  expectRefused,
  makeClient,
  makeMember,
  makeTrainer,
  makeVisitor,
  sgtSlot,
} from './factories'
import { request } from './bookings-support'
import { makePayNowTrainer, makePackage } from './payments-support'
import { hookLibrary } from './support/hook-library'
import { testServer } from './support/test-server'

const server = testServer()
const { crc16, parse } = hookLibrary('pb_hooks/lib/payments/paynow.js') as {
  crc16: (text: string) => string
  parse: (text: string) => Record<string, string>
}

async function confirmed(trainerRate = 80) {
  const client = await makeClient(server)
  const trainer = await makePayNowTrainer(server, trainerRate)
  const booking = await request(client, trainer, sgtSlot(3, 10))
  await trainer.pb.collection('bookings').update(booking.id, { status: 'confirmed' })
  return { client, trainer, booking }
}

describe('the agreed price', () => {
  it('is copied from the rate at request time (a sent price is ignored) and a later rate change leaves it', async () => {
    const client = await makeClient(server)
    const trainer = await makePayNowTrainer(server, 80)
    const booking = await client.pb.collection('bookings').create({
      gymBuddy: trainer.record.id,
      booker: client.record.id,
      datetime: sgtSlot(4, 11),
      status: 'requested',
      price: 1,
      payment: 'received',
    })
    expect(booking).toMatchObject({ price: 80, payment: '' })
    await trainer.pb.collection('trainer_profiles').update(trainer.profile.id, { rate: 120 })
    const after = await trainer.pb
      .collection('bookings')
      .update(booking.id, { status: 'confirmed' })
    expect(after).toMatchObject({ price: 80, payment: 'unpaid' })
  })

  it('a trainer with no rate sets it once, on confirming; nobody changes it afterwards', async () => {
    const client = await makeClient(server)
    const trainer = await makePayNowTrainer(server, 0)
    const booking = await request(client, trainer, sgtSlot(4, 12))
    expect(booking.price).toBe(0)
    const done = await trainer.pb
      .collection('bookings')
      .update(booking.id, { status: 'confirmed', price: 65 })
    expect(done.price).toBe(65)
    await expectRefused(trainer.pb.collection('bookings').update(booking.id, { price: 70 }), {
      status: 400,
      field: 'price',
      code: 'validation_price_readonly',
    })
    await expectRefused(client.pb.collection('bookings').update(booking.id, { price: 1 }), {
      status: 400,
      field: 'price',
      code: 'validation_price_readonly',
    })
  })
})

describe('the payment state', () => {
  it('a client cannot mark a session received, nor a trainer claimed', async () => {
    const { client, trainer, booking } = await confirmed()
    await expectRefused(
      client.pb.collection('bookings').update(booking.id, { payment: 'received' }),
      { status: 400, field: 'payment', code: 'validation_payment_not_allowed' },
    )
    await expectRefused(
      trainer.pb.collection('bookings').update(booking.id, { payment: 'claimed' }),
      { status: 400, field: 'payment', code: 'validation_payment_not_allowed' },
    )
    await expectRefused(
      client.pb.collection('bookings').update(booking.id, { payment: 'package' }),
      { status: 400, field: 'payment' },
    )
  })

  it('the client claims, the trainer confirms: each is told, and the client gets a receipt row', async () => {
    const { client, trainer, booking } = await confirmed()
    const claimed = await client.pb
      .collection('bookings')
      .update(booking.id, { payment: 'claimed' })
    expect(claimed.payment).toBe('claimed')
    expect(claimed.paymentAt).not.toBe('')
    const received = await trainer.pb
      .collection('bookings')
      .update(booking.id, { payment: 'received' })
    expect(received.payment).toBe('received')
    const told = (member: { pb: typeof client.pb }) =>
      member.pb.collection('notifications').getFullList({
        filter: member.pb.filter('booking = {:b} && kind ~ "payment_"', { b: booking.id }),
      })
    expect((await told(trainer)).map((n) => n.kind)).toEqual(['payment_claimed'])
    expect((await told(client)).map((n) => [n.kind, n.emailStatus])).toEqual([
      ['payment_received', 'pending'],
    ])
  })

  it('an unanswered request has no payment state, and none can be set on it', async () => {
    const client = await makeClient(server)
    const trainer = await makePayNowTrainer(server)
    const booking = await request(client, trainer, sgtSlot(5, 10))
    expect(booking.payment).toBe('')
    await expectRefused(
      client.pb.collection('bookings').update(booking.id, { payment: 'claimed' }),
      { status: 400, field: 'payment', code: 'validation_payment_state' },
    )
  })
})

describe('PayNow', () => {
  it('the booker gets a payload with a correct CRC, the amount, currency 702 and the reference', async () => {
    const { client, booking } = await confirmed(85)
    const answer = await client.pb.send(`/api/gymbuddy/bookings/${booking.id}/paynow`, {})
    const reference = `GB-${booking.id.slice(0, 8).toUpperCase()}`
    expect(answer).toMatchObject({ amount: 85, reference, payee: 'Marcus Tan' })
    const payload: string = answer.payload
    expect(crc16(payload.slice(0, -4))).toBe(payload.slice(-4))
    const fields = parse(payload)
    expect(fields).toMatchObject({ '53': '702', '54': '85.00', '58': 'SG', '59': 'Marcus Tan' })
    expect(parse(fields['26'] ?? '')).toEqual({
      '00': 'SG.PAYNOW',
      '01': '0',
      '02': '+6591234567',
      '03': '0',
    })
    expect(parse(fields['62'] ?? '')).toEqual({ '01': reference })
  })

  it('a stranger, the trainer and a visitor get 404 on both QR routes', async () => {
    const { trainer, booking } = await confirmed()
    const buyer = await makeClient(server)
    const pkg = await makePackage(trainer)
    const purchase = await buyer.pb
      .collection('package_purchases')
      .create({ package: pkg.id, client: buyer.record.id })
    const mine = await buyer.pb.send(`/api/gymbuddy/purchases/${purchase.id}/paynow`, {})
    expect(mine).toMatchObject({ amount: 350 })
    const stranger = await makeMember(server, 'Stranger')
    for (const member of [stranger, trainer]) {
      for (const path of [`bookings/${booking.id}`, `purchases/${purchase.id}`]) {
        await expectRefused(member.pb.send(`/api/gymbuddy/${path}/paynow`, {}), { status: 404 })
      }
    }
    await expectRefused(
      makeVisitor(server).send(`/api/gymbuddy/bookings/${booking.id}/paynow`, {}),
      { status: 401 },
    )
  })

  it('a trainer without PayNow details has no QR (404)', async () => {
    const client = await makeClient(server)
    const trainer = await makeTrainer(server)
    const booking = await request(client, trainer, sgtSlot(6, 10))
    await trainer.pb.collection('bookings').update(booking.id, { status: 'confirmed' })
    await expectRefused(client.pb.send(`/api/gymbuddy/bookings/${booking.id}/paynow`, {}), {
      status: 404,
    })
  })

  it('PayNow details are read by their trainer only: not by clients, visitors, views, expands or the finder', async () => {
    const { client, trainer } = await confirmed()
    const own = await trainer.pb.collection('trainer_profiles').getOne(trainer.profile.id)
    expect(own).toMatchObject({ paynowId: '+6591234567', paynowName: 'Marcus Tan' })
    const reads = [
      client.pb.collection('trainer_profiles').getOne(trainer.profile.id),
      makeVisitor(server).collection('trainer_profiles').getOne(trainer.profile.id),
      client.pb
        .collection('gym_buddies_view')
        .getOne(trainer.record.id, { expand: 'trainer_profile' }),
      client.pb.send('/api/gymbuddy/finder', { query: { perPage: 100 } }),
      client.pb.collection('trainer_profiles').getList(1, 50, { filter: 'paynowId != ""' }),
    ]
    for (const answer of await Promise.allSettled(reads)) {
      const text = JSON.stringify(answer.status === 'fulfilled' ? answer.value : answer.reason)
      expect(text).not.toContain('91234567')
      expect(text).not.toContain('Marcus Tan')
    }
  })

  it('a PayNow id must be a +65 mobile or a UEN, saved through the PayNow route only', async () => {
    const trainer = await makeTrainer(server)
    const save = (paynowId: string) =>
      trainer.pb.send('/api/gymbuddy/paynow', { method: 'POST', body: { paynowId } })
    await expectRefused(save('12345'), {
      status: 400,
      field: 'paynowId',
      code: 'validation_paynow_id',
    })
    expect(await save('201912345k')).toMatchObject({ paynowId: '201912345K' })
    // The record API does not take them (hidden fields).
    await expectRefused(
      trainer.pb
        .collection('trainer_profiles')
        .update(trainer.profile.id, { paynowId: '+6581234567' }),
      { status: 400, field: 'paynowId' },
    )
  })
})

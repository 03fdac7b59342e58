// Session packages and the credit ledger, tried by raw API clients: purchases, the balance both
// sides read, a credit spent once per confirmed booking and given back by an allowed cancel,
// expiry, and a ledger members cannot write (docs/payments.md).
import { describe, expect, it } from 'vitest'
import { expectRefused, makeClient, makeMember, sgtSlot } from './factories'
import { hoursFromNow, request } from './bookings-support'
import { activePurchase, ledgerOf, makePackage, makePayNowTrainer } from './payments-support'
import { testServer } from './support/test-server'

const server = testServer()

async function buyer() {
  const client = await makeClient(server)
  const trainer = await makePayNowTrainer(server)
  return { client, trainer }
}

describe('buying a package', () => {
  it('the client creates it with package and client only; the server fills the rest as pending', async () => {
    const { client, trainer } = await buyer()
    const pkg = await makePackage(trainer, { sessions: 5, price: 350 })
    const purchase = await client.pb.collection('package_purchases').create({
      package: pkg.id,
      client: client.record.id,
      trainer: client.record.id,
      sessions: 50,
      price: 1,
      status: 'active',
      expiresAt: '2099-01-01 00:00:00.000Z',
    })
    expect(purchase).toMatchObject({
      trainer: trainer.record.id,
      sessions: 5,
      price: 350,
      status: 'pending',
      paidAt: '',
      expiresAt: '',
    })
    const told = await trainer.pb.collection('notifications').getFullList({
      filter: trainer.pb.filter('purchase = {:p}', { p: purchase.id }),
    })
    expect(told.map((n) => n.kind)).toEqual(['package_requested'])
  })

  it('goes pending -> active only by its trainer, which sets paidAt, expiresAt and the credits', async () => {
    const { client, trainer } = await buyer()
    const pkg = await makePackage(trainer, { sessions: 5, validDays: 90 })
    const purchase = await client.pb
      .collection('package_purchases')
      .create({ package: pkg.id, client: client.record.id })
    const stranger = await makeMember(server, 'Stranger')
    await expectRefused(
      client.pb.collection('package_purchases').update(purchase.id, { status: 'active' }),
      { status: 404 },
    )
    await expectRefused(
      stranger.pb.collection('package_purchases').update(purchase.id, { status: 'active' }),
      { status: 404 },
    )
    const active = await trainer.pb
      .collection('package_purchases')
      .update(purchase.id, { status: 'active' })
    expect(active.paidAt).not.toBe('')
    const days = (Date.parse(active.expiresAt) - Date.parse(active.paidAt)) / 86_400_000
    expect(Math.round(days)).toBe(90)
    expect((await ledgerOf(server.root, purchase.id)).balance).toBe(5)
    await expectRefused(
      trainer.pb.collection('package_purchases').update(purchase.id, { status: 'pending' }),
      { status: 400, field: 'status', code: 'validation_purchase_status' },
    )
  })

  it('both sides read the balance from the credits route', async () => {
    const { client, trainer } = await buyer()
    const purchase = await activePurchase(client, trainer, { sessions: 3 })
    for (const member of [client, trainer]) {
      const answer = await member.pb.send('/api/gymbuddy/credits', {})
      expect(answer.items).toContainEqual(
        expect.objectContaining({
          purchase: purchase.id,
          trainer: trainer.record.id,
          client: client.record.id,
          status: 'active',
          remaining: 3,
          expiresAt: purchase.expiresAt,
        }),
      )
    }
    const stranger = await makeMember(server, 'Stranger')
    expect((await stranger.pb.send('/api/gymbuddy/credits', {})).items).toEqual([])
  })
})

describe('spending credits', () => {
  it('confirming a booking made with a credit writes -1 once, even under two concurrent confirms', async () => {
    const { client, trainer } = await buyer()
    const purchase = await activePurchase(client, trainer)
    const booking = await request(client, trainer, sgtSlot(3, 10), { purchase: purchase.id })
    const confirms = await Promise.allSettled(
      [1, 2].map(() =>
        trainer.pb.collection('bookings').update(booking.id, { status: 'confirmed' }),
      ),
    )
    expect(confirms.filter((c) => c.status === 'fulfilled')).toHaveLength(1)
    const ledger = await ledgerOf(server.root, purchase.id)
    expect(ledger.rows.map((r) => [r.reason, r.delta])).toEqual([
      ['purchase', 5],
      ['session', -1],
    ])
    expect((await client.pb.collection('bookings').getOne(booking.id)).payment).toBe('package')
  })

  it('two concurrent confirms for the last credit: one is confirmed, the other refused', async () => {
    const { client, trainer } = await buyer()
    const purchase = await activePurchase(client, trainer, { sessions: 2 })
    const first = await request(client, trainer, sgtSlot(3, 9), { purchase: purchase.id })
    await trainer.pb.collection('bookings').update(first.id, { status: 'confirmed' })
    const two = await Promise.all(
      [11, 13].map((hour) => request(client, trainer, sgtSlot(3, hour), { purchase: purchase.id })),
    )
    const confirms = await Promise.allSettled(
      two.map((b) => trainer.pb.collection('bookings').update(b.id, { status: 'confirmed' })),
    )
    expect(confirms.map((c) => c.status).sort()).toEqual(['fulfilled', 'rejected'])
    const refused = confirms.find((c) => c.status === 'rejected') as PromiseRejectedResult
    expect(refused.reason.response.data.status.code).toBe('validation_no_credit')
    expect((await ledgerOf(server.root, purchase.id)).balance).toBe(0)
  })

  it('a cancel 12 h ahead writes +1; so does a late cancel under no policy, and a trainer late cancel', async () => {
    const { client, trainer } = await buyer()
    const purchase = await activePurchase(client, trainer)
    const early = await request(client, trainer, sgtSlot(3, 10), { purchase: purchase.id })
    await trainer.pb.collection('bookings').update(early.id, { status: 'confirmed' })
    await client.pb.collection('bookings').update(early.id, { status: 'cancelled' })
    expect((await ledgerOf(server.root, purchase.id)).balance).toBe(5)

    const late = await server.root.collection('bookings').create({
      gymBuddy: trainer.record.id,
      booker: client.record.id,
      datetime: hoursFromNow(6),
      status: 'requested',
      purchase: purchase.id,
    })
    await trainer.pb.collection('bookings').update(late.id, { status: 'confirmed' })
    expect((await ledgerOf(server.root, purchase.id)).balance).toBe(4)
    const cancelled = await client.pb
      .collection('bookings')
      .update(late.id, { status: 'cancelled' })
    expect(cancelled).toMatchObject({ lateCancel: true, feeDue: 0 })
    expect((await ledgerOf(server.root, purchase.id)).balance).toBe(5)

    const trainerLate = await server.root.collection('bookings').create({
      gymBuddy: trainer.record.id,
      booker: client.record.id,
      datetime: hoursFromNow(7),
      status: 'requested',
      purchase: purchase.id,
    })
    await trainer.pb.collection('bookings').update(trainerLate.id, { status: 'confirmed' })
    await trainer.pb
      .collection('bookings')
      .update(trainerLate.id, { status: 'cancelled', reason: 'Sick today' })
    const ledger = await ledgerOf(server.root, purchase.id)
    expect(ledger.rows.map((r) => r.reason)).toEqual([
      'purchase',
      'session',
      'restore',
      'session',
      'restore',
      'session',
      'restore',
    ])
    expect(ledger.balance).toBe(5)
  })

  it('confirming with an empty or an expired package is refused', async () => {
    const { client, trainer } = await buyer()
    const purchase = await activePurchase(client, trainer, { sessions: 2 })
    const bookings = await Promise.all(
      [9, 10, 11].map((hour) =>
        request(client, trainer, sgtSlot(4, hour), { purchase: purchase.id }),
      ),
    )
    for (const b of bookings.slice(0, 2)) {
      await trainer.pb.collection('bookings').update(b.id, { status: 'confirmed' })
    }
    await expectRefused(
      trainer.pb.collection('bookings').update(bookings[2]!.id, { status: 'confirmed' }),
      { status: 400, field: 'status', code: 'validation_no_credit' },
    )
    // A new request with the empty package is refused at once.
    await expectRefused(request(client, trainer, sgtSlot(5, 9), { purchase: purchase.id }), {
      status: 400,
      field: 'purchase',
      code: 'validation_no_credit',
    })

    const other = await activePurchase(client, trainer)
    const booking = await request(client, trainer, sgtSlot(4, 15), { purchase: other.id })
    await server.root
      .collection('package_purchases')
      .update(other.id, { expiresAt: new Date(Date.now() - 60_000).toISOString() })
    await expectRefused(
      trainer.pb.collection('bookings').update(booking.id, { status: 'confirmed' }),
      { status: 400, field: 'status', code: 'validation_no_credit' },
    )
  })

  it('the expiry cron expires a lapsed purchase and zeroes its balance', async () => {
    const { client, trainer } = await buyer()
    const purchase = await activePurchase(client, trainer, { sessions: 4 })
    await server.root
      .collection('package_purchases')
      .update(purchase.id, { expiresAt: new Date(Date.now() - 60_000).toISOString() })
    await server.root.send('/api/crons/packagesExpire', { method: 'POST' })
    await expect
      .poll(
        async () => (await client.pb.collection('package_purchases').getOne(purchase.id)).status,
      )
      .toBe('expired')
    const ledger = await ledgerOf(server.root, purchase.id)
    expect(ledger.rows.map((r) => [r.reason, r.delta])).toEqual([
      ['purchase', 4],
      ['expiry', -4],
    ])
    expect(ledger.balance).toBe(0)
  })

  it('the client is told 7 days before expiry, once', async () => {
    const { client, trainer } = await buyer()
    const purchase = await activePurchase(client, trainer)
    await server.root
      .collection('package_purchases')
      .update(purchase.id, { expiresAt: new Date(Date.now() + 5 * 86_400_000).toISOString() })
    const told = async () =>
      (
        await client.pb.collection('notifications').getFullList({
          filter: client.pb.filter('purchase = {:p}', { p: purchase.id }),
        })
      )
        .map((n) => n.kind)
        .sort()
    const expected = ['package_activated', 'package_expiring']
    await server.root.send('/api/crons/packagesExpire', { method: 'POST' })
    await expect.poll(told).toEqual(expected)
    // A second run, seen through to its end: it tells purchases soonest expiry first, so once a
    // purchase expiring a day later has its notice, the first one has been passed over again.
    const later = await activePurchase(client, trainer)
    await server.root
      .collection('package_purchases')
      .update(later.id, { expiresAt: new Date(Date.now() + 6 * 86_400_000).toISOString() })
    await server.root.send('/api/crons/packagesExpire', { method: 'POST' })
    const toldLater = async () =>
      (
        await client.pb.collection('notifications').getFullList({
          filter: client.pb.filter("purchase = {:p} && kind = 'package_expiring'", { p: later.id }),
        })
      ).length
    await expect.poll(toldLater).toBe(1)
    expect(await told()).toEqual(expected)
  })
})

describe('the ledger', () => {
  it('cannot be written by members, and only the two parties read it', async () => {
    const { client, trainer } = await buyer()
    const purchase = await activePurchase(client, trainer)
    const [row] = (await ledgerOf(server.root, purchase.id)).rows
    for (const member of [client, trainer]) {
      await expectRefused(
        member.pb
          .collection('credit_ledger')
          .create({ purchase: purchase.id, delta: 10, reason: 'purchase' }),
        { status: [400, 403] },
      )
      await expectRefused(member.pb.collection('credit_ledger').update(row!.id, { delta: 50 }), {
        status: [403, 404],
      })
      await expectRefused(member.pb.collection('credit_ledger').delete(row!.id), {
        status: [403, 404],
      })
      expect((await member.pb.collection('credit_ledger').getOne(row!.id)).delta).toBe(5)
    }
    const stranger = await makeMember(server, 'Stranger')
    await expectRefused(stranger.pb.collection('credit_ledger').getOne(row!.id), { status: 404 })
    expect((await ledgerOf(server.root, purchase.id)).balance).toBe(5)
  })

  it('a package is written only by its trainer and a paused one is not for sale', async () => {
    const { client, trainer } = await buyer()
    const pkg = await makePackage(trainer)
    await expectRefused(client.pb.collection('packages').update(pkg.id, { price: 1 }), {
      status: 404,
    })
    await trainer.pb.collection('packages').update(pkg.id, { active: false })
    await expectRefused(
      client.pb
        .collection('package_purchases')
        .create({ package: pkg.id, client: client.record.id }),
      { status: 400, field: 'package' },
    )
  })
})

// Buying a package as a session is paid, tried by raw API clients (docs/payments.md): the client
// says "I've paid" through the one route that sets claimedAt, nobody writes a purchase field any
// other way, the trainer is told; "Received this month" counts sessions and packages alike; a
// client who closes their account leaves the unused credits on record and the trainer is told.
import { describe, expect, it } from 'vitest'
import { expectRefused, makeClient, makeMember, NOT_YOURS, PASSWORD, sgtSlot } from './factories'
import type { Member } from './factories'
import { request } from './bookings-support'
import { activePurchase, makePackage, makePayNowTrainer } from './payments-support'
import { testServer } from './support/test-server'

const server = testServer({ mail: true, env: { GYMBUDDY_REQUEST_EMAIL_HOLD_SECONDS: '0' } })

const claim = (member: Member, purchase: string) =>
  member.pb.send(`/api/gymbuddy/purchases/${purchase}/paid`, { method: 'POST', body: {} })

const received = (member: Member) => member.pb.send('/api/gymbuddy/payments/received', {})

async function pendingPurchase(sessions = 10, price = 600) {
  const client = await makeClient(server, 'Nora Buyer')
  const trainer = await makePayNowTrainer(server, 70)
  const pkg = await makePackage(trainer, { sessions, price })
  const purchase = await client.pb
    .collection('package_purchases')
    .create({ package: pkg.id, client: client.record.id })
  return { client, trainer, purchase }
}

/** A value of the field's type that differs from what a new purchase holds. */
function otherValue(type: string): unknown {
  if (type === 'number') return 3
  if (type === 'date' || type === 'autodate') return '2030-01-01 00:00:00.000Z'
  if (type === 'select') return 'active'
  return 'zzzzzzzzzzzzzzz'
}

describe('saying "I\'ve paid" for a package', () => {
  it('a new purchase is not claimed; the client claims it once, and the trainer is told', async () => {
    const { client, trainer, purchase } = await pendingPurchase()
    expect(purchase.claimedAt).toBe('')
    const credits = await trainer.pb.send('/api/gymbuddy/credits', {})
    expect(credits.items[0]).toMatchObject({ status: 'pending', claimedAt: '' })

    const answer = await claim(client, purchase.id)
    expect(answer.claimedAt).not.toBe('')
    const after = await trainer.pb.send('/api/gymbuddy/credits', {})
    expect(after.items[0].claimedAt).toBe(answer.claimedAt)
    const told = await trainer.pb.collection('notifications').getFullList({
      filter: trainer.pb.filter('purchase = {:p}', { p: purchase.id }),
      sort: 'created',
    })
    expect(told.map((n) => n.kind)).toEqual(['package_requested', 'package_claimed'])
    expect(told[1]!.actorName).toBe('Nora Buyer')

    await expectRefused(claim(client, purchase.id), {
      status: 400,
      field: 'claimedAt',
      code: 'validation_purchase_claimed',
    })
  })

  it('only its client, only while pending: anyone else gets the not-found answer', async () => {
    const { client, trainer, purchase } = await pendingPurchase()
    const stranger = await makeMember(server, 'Stranger')
    await expectRefused(claim(stranger, purchase.id), { status: 404 })
    await expectRefused(claim(trainer, purchase.id), { status: 404 })
    await trainer.pb.collection('package_purchases').update(purchase.id, { status: 'active' })
    await expectRefused(claim(client, purchase.id), {
      status: 400,
      field: 'status',
      code: 'validation_purchase_status',
    })
  })

  it("no purchase field but the trainer's status can be written through the records API (every field of the schema)", async () => {
    const { client, trainer, purchase } = await pendingPurchase()
    const schema = await server.root.collections.getOne('package_purchases')
    // Autodates are the server's own: a sent value is ignored.
    const fields = schema.fields.filter(
      (f) => !f.system && f.type !== 'autodate' && f.name !== 'status',
    )
    expect(fields.map((f) => f.name)).toEqual(
      expect.arrayContaining(['claimedAt', 'clientLeftAt', 'leftUnused']),
    )
    for (const field of fields) {
      const body = { [field.name]: otherValue(field.type) }
      // The client may not update a purchase at all; the trainer only its status.
      await expectRefused(client.pb.collection('package_purchases').update(purchase.id, body), {
        status: NOT_YOURS,
      })
      await expectRefused(trainer.pb.collection('package_purchases').update(purchase.id, body), {
        status: NOT_YOURS,
      })
    }
    const stored = await server.root.collection('package_purchases').getOne(purchase.id)
    expect(stored).toEqual(purchase)

    // Nor when it is bought: every field but package and client is the server's.
    const other = await makePackage(trainer, { sessions: 4, price: 100 })
    const sent = Object.fromEntries(
      fields.filter((f) => f.type !== 'relation').map((f) => [f.name, otherValue(f.type)]),
    )
    const bought = await client.pb
      .collection('package_purchases')
      .create({ ...sent, status: 'active', package: other.id, client: client.record.id })
    expect(bought).toMatchObject({
      status: 'pending',
      sessions: 4,
      price: 100,
      claimedAt: '',
      clientLeftAt: '',
      leftUnused: 0,
      paidAt: '',
      expiresAt: '',
    })
  })
})

describe('Received this month', () => {
  it('counts a session received and a package activated this month: S$70 + S$600', async () => {
    const { client, trainer, purchase } = await pendingPurchase()
    const booking = await request(client, trainer, sgtSlot(3, 10))
    await trainer.pb.collection('bookings').update(booking.id, { status: 'confirmed' })
    await trainer.pb.collection('bookings').update(booking.id, { payment: 'received' })
    expect(await received(trainer)).toMatchObject({ total: 70, sessions: 70, packages: 0 })
    await claim(client, purchase.id)
    await trainer.pb.collection('package_purchases').update(purchase.id, { status: 'active' })
    const month = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 7)
    expect(await received(trainer)).toEqual({ month, total: 670, sessions: 70, packages: 600 })
    // The client received nothing.
    expect(await received(client)).toMatchObject({ total: 0 })
  })

  it("a refund takes back what was given back: a refunded session, a package's unused share", async () => {
    const client = await makeClient(server, 'Nora Refund')
    const trainer = await makePayNowTrainer(server, 70)
    const booking = await request(client, trainer, sgtSlot(3, 10))
    await trainer.pb.collection('bookings').update(booking.id, { status: 'confirmed' })
    await trainer.pb.collection('bookings').update(booking.id, { payment: 'received' })
    await trainer.pb.collection('bookings').update(booking.id, { payment: 'refunded' })
    const purchase = await activePurchase(client, trainer, { sessions: 10, price: 600 })
    const used = await client.pb.collection('bookings').create({
      booker: client.record.id,
      gymBuddy: trainer.record.id,
      datetime: sgtSlot(4, 10),
      purchase: purchase.id,
    })
    await trainer.pb.collection('bookings').update(used.id, { status: 'confirmed' })
    await trainer.pb.collection('package_purchases').update(purchase.id, { status: 'refunded' })
    // One of ten sessions used: S$60 kept, S$540 given back.
    expect(await received(trainer)).toMatchObject({ total: 60, sessions: 0, packages: 60 })
  })
})

describe('a client who closes their account with credits left', () => {
  it('leaves the unused credits on record; the trainer is told in the bell and by email', async () => {
    const client = await makeClient(server, 'Nora Leaves')
    const trainer = await makePayNowTrainer(server, 70)
    const purchase = await activePurchase(client, trainer, { sessions: 10, price: 600 })
    await client.pb.send('/api/gymbuddy/me/delete', {
      method: 'POST',
      body: { password: PASSWORD },
    })

    const credits = await trainer.pb.send('/api/gymbuddy/credits', {})
    expect(credits.items[0]).toMatchObject({
      purchase: purchase.id,
      clientName: 'Former member',
      leftUnused: 10,
    })
    expect(credits.items[0].clientLeftAt).not.toBe('')
    const told = await trainer.pb.collection('notifications').getFullList({
      filter: "kind = 'package_forfeited'",
    })
    expect(told).toHaveLength(1)
    expect(told[0]!.actorName).toBe('')
    await expect
      .poll(async () => (await server.mail.inbox(trainer.email)).map((m) => m.subject))
      .toContain('A client left GymBuddy with 10 unused sessions')
    const mail = (await server.mail.inbox(trainer.email)).find((m) =>
      m.subject.startsWith('A client left'),
    )!
    expect(mail.text).toContain('“Five sessions” (10 sessions) for S$600.00')
    expect(mail.text).toContain('Client left: 10 unused')
    expect(mail.text).not.toContain('Nora')
  })
})

describe('the package receipt', () => {
  it('is emailed to the client when the trainer confirms the payment: amount, package as asked, reference', async () => {
    const { client, trainer, purchase } = await pendingPurchase(10, 600)
    await claim(client, purchase.id)
    // A rename after the client asked does not reach what they bought.
    await trainer.pb.collection('packages').update(purchase.package, { name: 'Renamed offer' })
    await trainer.pb.collection('package_purchases').update(purchase.id, { status: 'active' })
    await expect
      .poll(async () => (await server.mail.inbox(client.email)).map((m) => m.subject))
      .toContain('Payment received: S$600.00')
    const receipt = (await server.mail.inbox(client.email)).find((m) =>
      m.subject.startsWith('Payment received'),
    )!
    expect(receipt.text).toContain('“Five sessions” (10 sessions)')
    expect(receipt.text).not.toContain('Renamed offer')
    expect(receipt.text).toContain(`GB-${purchase.id.slice(0, 8).toUpperCase()}`)
    expect(receipt.text).toContain('Marcus')
  })
})

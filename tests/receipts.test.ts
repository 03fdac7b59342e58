// Receipts, tried by raw API clients (docs/payments.md, "Receipts"): every payment a trainer marks
// received (a session, a fee, a package) gets exactly one receipt, numbered 1, 2, 3… per trainer
// with no gaps even when receives arrive together; only the server writes them, only their two
// parties read them and open their PDF, whose words say who, what, when, how much and the GST.
import { describe, expect, it } from 'vitest'
import type { BookingRecord } from '@/lib/types'
import { expectRefused, makeClient, makeMember, sgtSlot, type Member } from './factories'
import { hoursFromNow, makeBooking, request } from './bookings-support'
import { makePackage, makePayNowTrainer } from './payments-support'
import { pdfText } from './support/pdf-text'
import { hooksWithTestRoutes } from './support/test-hooks'
import { testServer } from './support/test-server'

// Test-only: saving a receipt takes 40 ms (a pause: the window is the point), so receives that
// overlap would read the same last number unless the payment's transaction holds them apart.
const SLOW_RECEIPTS = `onRecordCreate((e) => { sleep(40); e.next() }, 'receipts')`
const server = testServer({ hooksDir: hooksWithTestRoutes(SLOW_RECEIPTS) })

async function confirmedSession(client: Member, trainer: Member, datetime: string) {
  const booking = await request(client, trainer, datetime)
  return trainer.pb
    .collection('bookings')
    .update<BookingRecord>(booking.id, { status: 'confirmed' })
}

const receive = (trainer: Member, booking: { id: string }) =>
  trainer.pb.collection('bookings').update(booking.id, { payment: 'received' })

const receiptsOf = (member: Member) =>
  member.pb.collection('receipts').getFullList({ sort: 'number' })

function openPdf(member: Member | null, id: string) {
  return fetch(`${server.url}/api/gymbuddy/receipts/${id}/pdf`, {
    headers: member ? { Authorization: member.pb.authStore.token } : {},
  })
}

async function pdfOf(member: Member, id: string) {
  const response = await openPdf(member, id)
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('application/pdf')
  return pdfText(await response.arrayBuffer())
}

describe('one receipt per received payment', () => {
  it('a session marked received gets one receipt, numbered 1, for its price; claimed, waived and refunded add none', async () => {
    const client = await makeClient(server, 'Ivy Client')
    const trainer = await makePayNowTrainer(server, 80)
    const paid = await confirmedSession(client, trainer, sgtSlot(5, 10))
    const waived = await confirmedSession(client, trainer, sgtSlot(5, 11))
    await client.pb.collection('bookings').update(paid.id, { payment: 'claimed' })
    expect(await receiptsOf(trainer)).toEqual([])
    await receive(trainer, paid)
    await trainer.pb.collection('bookings').update(waived.id, { payment: 'waived' })
    await trainer.pb.collection('bookings').update(paid.id, { payment: 'refunded' })

    const receipts = await receiptsOf(client)
    expect(receipts).toHaveLength(1)
    expect(receipts[0]).toMatchObject({
      trainer: trainer.record.id,
      client: client.record.id,
      booking: paid.id,
      purchase: '',
      kind: 'session',
      number: 1,
      amount: 80,
      gstNumber: '',
    })
    expect(receipts[0].item).toMatch(/^Session on \w{3} \d{1,2} \w{3} \d{4}, 10:00 SGT$/)
    expect(Date.now() - new Date(receipts[0].issuedAt).getTime()).toBeLessThan(60_000)
    expect(await receiptsOf(trainer)).toEqual(receipts)
  })

  it('a package purchase becoming active gets a package receipt for its price', async () => {
    const client = await makeClient(server, 'Pam Buyer')
    const trainer = await makePayNowTrainer(server, 70)
    const pkg = await makePackage(trainer, { sessions: 10, price: 600 })
    const purchase = await client.pb
      .collection('package_purchases')
      .create({ package: pkg.id, client: client.record.id })
    expect(await receiptsOf(client)).toEqual([])
    // Renamed after the client asked: the receipt names what they asked for.
    await trainer.pb.collection('packages').update(pkg.id, { name: 'Spring offer' })
    await trainer.pb.collection('package_purchases').update(purchase.id, { status: 'active' })
    await trainer.pb.collection('package_purchases').update(purchase.id, { status: 'refunded' })
    const receipts = await receiptsOf(client)
    expect(receipts).toHaveLength(1)
    expect(receipts[0]).toMatchObject({
      purchase: purchase.id,
      booking: '',
      kind: 'package',
      number: 1,
      amount: 600,
      item: 'Package: “Five sessions”, 10 sessions',
    })
  })

  it('a late-cancel fee marked received gets a fee receipt for the fee, not the session price', async () => {
    const client = await makeClient(server, 'Leo Late')
    const trainer = await makePayNowTrainer(server, 80)
    await trainer.pb
      .collection('trainer_profiles')
      .update(trainer.profile.id, { lateCancelPolicy: 'fee', lateCancelFeePct: 50 })
    // Six hours ahead, inside the cancel window (written as history is: a request needs notice).
    const session = await makeBooking(server.root, client, trainer, hoursFromNow(6), 'confirmed')
    const cancelled = await client.pb
      .collection('bookings')
      .update<BookingRecord>(session.id, { status: 'cancelled', reason: '' })
    expect(cancelled).toMatchObject({ feeDue: 40, payment: 'fee_due' })
    await client.pb.collection('bookings').update(session.id, { payment: 'claimed' })
    await receive(trainer, session)
    const receipts = await receiptsOf(client)
    expect(receipts).toHaveLength(1)
    expect(receipts[0]).toMatchObject({ kind: 'fee', amount: 40, number: 1, booking: session.id })
    expect(receipts[0].item).toMatch(/^Late-cancel fee for the session on .*SGT$/)

    // A no-show's fee says so (the fee as the outcome left it, written as history is).
    const missed = await makeBooking(server.root, client, trainer, hoursFromNow(-50), 'confirmed', {
      outcome: 'client_no_show',
    })
    await server.root
      .collection('bookings')
      .update(missed.id, { price: 80, feeDue: 20, payment: 'fee_due' })
    await receive(trainer, missed)
    const [latest] = await receiptsOf(trainer).then((all) => all.slice(-1))
    expect(latest).toMatchObject({ kind: 'fee', amount: 20, number: 2, booking: missed.id })
    expect(latest.item).toMatch(/^No-show fee for the session on .*SGT$/)
  })
})

describe('receipt numbers', () => {
  it('run 1, 2, 3… per trainer with no gap or repeat when many receives arrive at once', async () => {
    const client = await makeClient(server, 'Busy Client')
    const other = await makeClient(server, 'Other Client')
    const trainer = await makePayNowTrainer(server, 60)
    const second = await makePayNowTrainer(server, 90)
    const sessions: BookingRecord[] = []
    const theirs: BookingRecord[] = []
    for (let hour = 9; hour < 17; hour++) {
      sessions.push(await confirmedSession(hour % 2 ? client : other, trainer, sgtSlot(8, hour)))
      if (hour < 13) theirs.push(await confirmedSession(client, second, sgtSlot(9, hour)))
    }
    const pkg = await makePackage(trainer, { sessions: 5, price: 250 })
    const purchase = await client.pb
      .collection('package_purchases')
      .create({ package: pkg.id, client: client.record.id })

    await Promise.all([
      ...sessions.map((booking) => receive(trainer, booking)),
      ...theirs.map((booking) => receive(second, booking)),
      trainer.pb.collection('package_purchases').update(purchase.id, { status: 'active' }),
    ])

    const numbers = async (member: Member) =>
      (await receiptsOf(member)).map((receipt) => receipt.number)
    expect(await numbers(trainer)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9])
    expect(await numbers(second)).toEqual([1, 2, 3, 4])
    // A payment received again (refunded is final; a repeated PATCH changes nothing) takes no number.
    await receive(trainer, sessions[0])
    expect(await numbers(trainer)).toHaveLength(9)
  })
})

describe('who reads and writes receipts', () => {
  it('only the server writes them; a third member lists none and reads none', async () => {
    const client = await makeClient(server, 'Owen Owner')
    const trainer = await makePayNowTrainer(server, 80)
    const stranger = await makeMember(server, 'Stranger')
    await receive(trainer, await confirmedSession(client, trainer, sgtSlot(6, 12)))
    const [receipt] = await receiptsOf(client)

    expect(await receiptsOf(stranger)).toEqual([])
    await expectRefused(stranger.pb.collection('receipts').getOne(receipt.id), { status: 404 })
    for (const member of [client, trainer]) {
      await expectRefused(
        member.pb.collection('receipts').create({ ...receipt, id: undefined, number: 99 }),
        { status: 403 },
      )
      await expectRefused(member.pb.collection('receipts').update(receipt.id, { amount: 1 }), {
        status: 403,
      })
      await expectRefused(member.pb.collection('receipts').delete(receipt.id), { status: 403 })
    }
  })

  it('the PDF opens for its trainer and its client; anyone else gets the 404 that explains', async () => {
    const client = await makeClient(server, 'Pia Parties')
    const trainer = await makePayNowTrainer(server, 80)
    const stranger = await makeMember(server, 'Nosy Member')
    await receive(trainer, await confirmedSession(client, trainer, sgtSlot(6, 14)))
    const [receipt] = await receiptsOf(client)

    for (const member of [client, trainer])
      expect((await openPdf(member, receipt.id)).status).toBe(200)
    const refused = await openPdf(stranger, receipt.id)
    expect(refused.status).toBe(404)
    expect(((await refused.json()) as { message: string }).message).toMatch(
      /only its trainer and its client can open it/,
    )
    expect((await openPdf(stranger, 'abcdefghijklmno')).status).toBe(404)
    expect((await openPdf(null, receipt.id)).status).toBe(401)
  })
})

describe('what the receipt says', () => {
  it('names the trainer, the client, the date, what was paid for and the amount; GST not charged without a number', async () => {
    const client = await makeClient(server, 'Chloe Tan')
    const trainer = await makePayNowTrainer(server, 80)
    await trainer.pb.collection('users').update(trainer.record.id, { name: 'Marcus Lim' })
    const booking = await confirmedSession(client, trainer, sgtSlot(7, 10))
    await receive(trainer, booking)
    const [receipt] = await receiptsOf(client)

    const text = await pdfOf(client, receipt.id)
    expect(text).toContain('Receipt No. 1')
    expect(text).toContain('Marcus Lim')
    expect(text).toContain('Chloe Tan')
    expect(text).toContain(receipt.item)
    expect(text).toContain('S$80.00')
    expect(text).toContain('GST not charged')
    expect(text).not.toContain('GST registration number')
    expect(text).toMatch(/Date:\n\d{1,2} \w{3} \d{4}/)
    expect(await pdfOf(trainer, receipt.id)).toBe(text)
  })

  it('with a GST registration number: 9% shown as included, with the number; a later change leaves issued receipts as they were', async () => {
    const client = await makeClient(server, 'Gina Client')
    const trainer = await makePayNowTrainer(server, 80)
    await expectRefused(
      trainer.pb.collection('trainer_profiles').update(trainer.profile.id, { gstNumber: 'no!' }),
      { status: 400, field: 'gstNumber', code: 'validation_gst_number' },
    )
    const profile = await trainer.pb
      .collection('trainer_profiles')
      .update(trainer.profile.id, { gstNumber: ' m91234567x ' })
    expect(profile.gstNumber).toBe('M91234567X')
    await receive(trainer, await confirmedSession(client, trainer, sgtSlot(7, 12)))
    await trainer.pb.collection('trainer_profiles').update(trainer.profile.id, { gstNumber: '' })
    const [receipt] = await receiptsOf(client)
    expect(receipt.gstNumber).toBe('M91234567X')

    const text = await pdfOf(client, receipt.id)
    expect(text).toContain('GST registration number')
    expect(text).toContain('M91234567X')
    // S$80 including GST at 9%: 80 × 9 / 109 = 6.6055…
    expect(text).toContain('Includes GST at 9%: S$6.61')
    expect(text).not.toContain('GST not charged')
  })
})

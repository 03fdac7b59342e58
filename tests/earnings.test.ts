// A trainer's earnings, as raw clients see them (docs/payments.md, "Earnings"): from a hand-built
// set of sessions, fees and packages over two past Singapore months and this one, every figure of
// GET /api/gymbuddy/payments/earnings (sessions held, received, outstanding, fees, packages sold),
// "Received this month" agreeing with this month's row, and the CSV of every payment; both routes
// are the trainer's alone.
import { describe, expect, it } from 'vitest'
import type { BookingRecord } from '@/lib/types'
import { expectRefused, makeClient, makeVisitor, type Member } from './factories'
import { makePackage, makePayNowTrainer } from './payments-support'
import { testServer } from './support/test-server'

const server = testServer()
const SGT_MS = 8 * 3600_000

/** The stored instant of `day` `hh:mm` Singapore time in the month `back` months before this one. */
function sgt(back: number, day: number, hh: number, mm = 0): string {
  const now = new Date(Date.now() + SGT_MS)
  const ms = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, day, hh, mm) - SGT_MS
  return new Date(ms).toISOString().replace('T', ' ')
}

/** 'YYYY-MM' of the Singapore month `back` months before this one. */
function monthKey(back: number): string {
  return sgt(back, 15, 12).slice(0, 7)
}

/** The last day of the month `back` months before this one. */
function lastDay(back: number): number {
  return Number(sgt(back - 1, 0, 12).slice(8, 10))
}

type Fields = Partial<
  Pick<
    BookingRecord,
    | 'status'
    | 'price'
    | 'payment'
    | 'paymentAt'
    | 'feeDue'
    | 'outcome'
    | 'lateCancel'
    | 'cancelledBy'
  >
>

/** A session of `client` with the trainer at `datetime`, then its payment, written as a superuser. */
async function session(trainer: Member, client: Member, datetime: string, fields: Fields) {
  const made = await server.root.collection('bookings').create<BookingRecord>({
    gymBuddy: trainer.record.id,
    booker: client.record.id,
    datetime,
    status: 'confirmed',
    price: fields.price,
  })
  return server.root.collection('bookings').update<BookingRecord>(made.id, fields)
}

/** The client buys the package and the trainer marks it paid, then it reads as paid at `paidAt`. */
async function packageSold(trainer: Member, client: Member, price: number, paidAt: string) {
  const pkg = await makePackage(trainer, { sessions: 5, price })
  const asked = await client.pb
    .collection('package_purchases')
    .create({ package: pkg.id, client: client.record.id })
  await trainer.pb.collection('package_purchases').update(asked.id, { status: 'active' })
  return server.root.collection('package_purchases').update(asked.id, { paidAt })
}

async function hisMonths() {
  const trainer = await makePayNowTrainer(server, 80)
  const mei = await makeClient(server, 'Tan, Mei "MT"')
  const raj = await makeClient(server, '=HYPERLINK("x") Raj')
  const late = await makeClient(server, 'Late Lim')
  const at = (back: number, hour: number) => sgt(back, 10, hour)
  // Two months ago (M1).
  await session(trainer, mei, at(2, 9), {
    price: 80,
    payment: 'received',
    paymentAt: sgt(2, 12, 9),
    outcome: 'attended',
  })
  await session(trainer, mei, at(2, 10), { price: 70, payment: 'unpaid' })
  await session(trainer, raj, at(2, 11), {
    price: 60,
    payment: 'claimed',
    paymentAt: sgt(2, 11, 9),
  })
  await session(trainer, raj, at(2, 12), {
    price: 100,
    outcome: 'client_no_show',
    feeDue: 50,
    payment: 'fee_due',
  })
  await session(trainer, raj, at(2, 13), {
    price: 90,
    payment: 'unpaid',
    outcome: 'trainer_no_show',
  })
  await session(trainer, mei, at(2, 14), { price: 90, payment: 'unpaid', outcome: 'weather' })
  // A late cancel whose fee was received at 23:30 on the month's last day, Singapore time.
  await session(trainer, late, at(2, 15), {
    price: 80,
    status: 'cancelled',
    lateCancel: true,
    cancelledBy: late.record.id,
    feeDue: 40,
    payment: 'received',
    paymentAt: sgt(2, lastDay(2), 23, 30),
  })
  // Held in M1, paid at 00:30 on the 1st of M2, Singapore time (still M1 in UTC).
  await session(trainer, mei, at(2, 16), {
    price: 80,
    payment: 'received',
    paymentAt: sgt(1, 1, 0, 30),
  })
  await session(trainer, mei, at(2, 17), { price: 50, payment: 'waived', paymentAt: sgt(2, 11, 9) })
  await session(trainer, mei, at(2, 18), {
    price: 75,
    payment: 'refunded',
    paymentAt: sgt(2, 11, 9),
  })
  await session(trainer, raj, sgt(2, 11, 9), { price: 80, payment: 'package' })
  await packageSold(trainer, mei, 600, sgt(2, 20, 9))
  // Last month (M2), and a payment this month for a session of M2.
  await session(trainer, raj, at(1, 9), {
    price: 80,
    payment: 'received',
    paymentAt: sgt(1, 11, 9),
  })
  await session(trainer, raj, at(1, 10), {
    price: 55,
    payment: 'received',
    paymentAt: sgt(0, 1, 0, 5),
  })
  await packageSold(trainer, raj, 300, sgt(1, 20, 9))
  // Asked for, not paid: no figure counts it.
  await raj.pb
    .collection('package_purchases')
    .create({ package: (await makePackage(trainer, { price: 999 })).id, client: raj.record.id })
  return { trainer, mei, raj }
}

const earnings = (member: Member) => member.pb.send('/api/gymbuddy/payments/earnings', {})

async function csvOf(member: Member) {
  const response = await fetch(`${server.url}/api/gymbuddy/payments/earnings.csv`, {
    headers: { Authorization: member.pb.authStore.token },
  })
  return { response, text: await response.text() }
}

describe('earnings by Singapore month', () => {
  it('counts sessions held, received, outstanding, fees and packages sold in the month each belongs to', async () => {
    const { trainer } = await hisMonths()
    const { months } = await earnings(trainer)
    expect(months).toEqual([
      {
        month: monthKey(0),
        sessionsHeld: 0,
        received: 55,
        outstanding: 0,
        sessions: { received: 55, outstanding: 0 },
        fees: { received: 0, outstanding: 0 },
        packages: { sold: 0, received: 0 },
      },
      {
        month: monthKey(1),
        sessionsHeld: 2,
        received: 460,
        outstanding: 0,
        sessions: { received: 160, outstanding: 0 },
        fees: { received: 0, outstanding: 0 },
        packages: { sold: 1, received: 300 },
      },
      {
        month: monthKey(2),
        // attended, unanswered, claimed, paid next month, waived, refunded, paid by a credit
        sessionsHeld: 7,
        received: 720,
        outstanding: 180,
        sessions: { received: 80, outstanding: 130 },
        fees: { received: 40, outstanding: 50 },
        packages: { sold: 1, received: 600 },
      },
    ])
    // "Received this month" is this month's row.
    expect(await trainer.pb.send('/api/gymbuddy/payments/received', {})).toEqual({
      month: monthKey(0),
      total: 55,
      sessions: 55,
      packages: 0,
    })
  })

  it('a received fee counts its fee, not the session price, in "Received this month"', async () => {
    const trainer = await makePayNowTrainer(server, 80)
    const client = await makeClient(server, 'Fee Client')
    await session(trainer, client, sgt(1, 10, 9), {
      price: 100,
      status: 'cancelled',
      lateCancel: true,
      cancelledBy: client.record.id,
      feeDue: 25,
      payment: 'received',
      paymentAt: new Date().toISOString().replace('T', ' '),
    })
    expect(await trainer.pb.send('/api/gymbuddy/payments/received', {})).toMatchObject({
      total: 25,
      sessions: 25,
    })
  })
})

describe('every payment as a CSV', () => {
  it('lists each session, fee and package with its amount, state and reference, oldest first', async () => {
    const { trainer } = await hisMonths()
    const { response, text } = await csvOf(trainer)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/csv')
    expect(response.headers.get('content-disposition')).toContain('attachment')
    const lines = text.trimEnd().split('\r\n')
    expect(lines[0]).toBe(
      'Kind,Client,Paid for,Session (SGT),Amount (SGD),State,Changed (SGT),Reference',
    )
    // 12 sessions and fees with a payment state (not the one paid by a credit), 3 packages.
    expect(lines).toHaveLength(1 + 12 + 3)
    const when = (stored: string) =>
      new Date(Date.parse(stored.replace(' ', 'T')) + SGT_MS)
        .toISOString()
        .slice(0, 16)
        .replace('T', ' ')
    // Oldest first: the first session of two months ago.
    expect(lines[1]).toMatch(
      new RegExp(`^Session,"Tan, Mei ""MT""",Session,${when(sgt(2, 10, 9))},80\\.00,received,`),
    )
    const lateFee = `Fee,Late Lim,Late-cancel fee,${when(sgt(2, 10, 15))},40.00,received,${when(sgt(2, lastDay(2), 23, 30))},`
    expect(lines.find((l) => l.startsWith(lateFee))).toMatch(/,GB-[0-9A-Z]{8}$/)
    // A name a spreadsheet would run as a formula is text; quotes and commas are quoted.
    const noShow = `Fee,"'=HYPERLINK(""x"") Raj",No-show fee,${when(sgt(2, 10, 12))},50.00,fee_due,,`
    expect(lines.find((l) => l.startsWith(noShow))).toMatch(/,GB-[0-9A-Z]{8}$/)
    expect(lines.filter((l) => l.startsWith('Session,'))).toHaveLength(10)
    expect(lines).toContainEqual(expect.stringMatching(/^Session,"Tan, Mei ""MT""",Session,/))
    expect(lines.filter((l) => l.startsWith('Package,'))).toHaveLength(3)
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^Package,"'=HYPERLINK\(""x""\) Raj",Package: 5 sessions,,999\.00,pending,/,
      ),
    )
    expect(text).not.toContain(',package,')
  })
})

describe('earnings are the trainer’s alone', () => {
  it('a client is refused both routes, a visitor must sign in, and a trainer sees only their own', async () => {
    const client = await makeClient(server, 'Nosy Client')
    await expectRefused(earnings(client), { status: 403 })
    expect((await csvOf(client)).response.status).toBe(403)
    await expectRefused(makeVisitor(server).send('/api/gymbuddy/payments/earnings', {}), {
      status: 401,
    })
    const other = await makePayNowTrainer(server, 80)
    await hisMonths()
    expect(await earnings(other)).toEqual({ months: [] })
    expect((await csvOf(other)).text.trimEnd().split('\r\n')).toHaveLength(1)
  })
})

// A package bought after booking pays for the sessions already booked with that trainer, tried by
// raw API clients (pb_hooks/lib/payments/package_cover.js, docs/payments.md): what the client is offered,
// one credit per covered session written as a package request's would be, and every session
// that must not take a credit refused.
import { describe, expect, it } from 'vitest'
import { BOOKING_RULES } from '@/content/booking-rules'
import type { BookingRecord } from '@/lib/types'
import { expectRefused, makeClient, makeMember, sgtSlot, type Member } from './factories'
import { hoursFromNow, makeBooking, request, requestSeries } from './bookings-support'
import { activePurchase, ledgerOf, makePackage, makePayNowTrainer } from './payments-support'
import { testServer, type TestServer } from './support/test-server'

const server = testServer()

interface CoverChoices {
  purchase: string
  credits: number
  bookings: { id: string; datetime: string; status: string; price: number; series: string }[]
}

const choices = (member: Member, purchase: string) =>
  member.pb.send<CoverChoices>(`/api/gymbuddy/purchases/${purchase}/cover`, {})

const cover = (member: Member, purchase: string, bookings: string[]) =>
  member.pb.send(`/api/gymbuddy/purchases/${purchase}/cover`, {
    method: 'POST',
    body: { bookings: bookings.join(',') },
  })

async function seriesBookings(root: TestServer['root'], series: string) {
  return root.collection('bookings').getFullList<BookingRecord>({
    filter: root.filter('series = {:s}', { s: series }),
    sort: 'datetime',
  })
}

async function pair() {
  const client = await makeClient(server)
  const trainer = await makePayNowTrainer(server, 70)
  return { client, trainer }
}

describe('covering booked sessions with a package', () => {
  it('a series booked before the package: every week is offered, covered, and spends on confirm', async () => {
    const { client, trainer } = await pair()
    const series = await requestSeries(client, trainer, sgtSlot(3, 10), 4)
    const weeks = await seriesBookings(server.root, series.id)
    await trainer.pb.collection('booking_series').update(series.id, { status: 'confirmed' })
    const single = await request(client, trainer, sgtSlot(2, 15))
    const purchase = await activePurchase(client, trainer, { sessions: 10, price: 600 })

    const offered = await choices(client, purchase.id)
    expect(offered.credits).toBe(10)
    expect(offered.bookings.map((b) => b.id)).toEqual([single.id, ...weeks.map((w) => w.id)])
    expect(offered.bookings[0]).toMatchObject({ status: 'requested', price: 70 })
    expect(offered.bookings[1]).toMatchObject({ status: 'confirmed', series: series.id })

    const answer = await cover(
      client,
      purchase.id,
      offered.bookings.map((b) => b.id),
    )
    expect(answer).toMatchObject({ purchase: purchase.id, remaining: 6 })
    for (const week of weeks) {
      const row = await client.pb.collection('bookings').getOne(week.id)
      expect(row).toMatchObject({ purchase: purchase.id, payment: 'package', price: 70 })
    }
    // The request holds its credit and spends it when the trainer confirms, as a package request.
    expect((await choices(client, purchase.id)).credits).toBe(5)
    await trainer.pb.collection('bookings').update(single.id, { status: 'confirmed' })
    expect((await client.pb.collection('bookings').getOne(single.id)).payment).toBe('package')
    const ledger = await ledgerOf(server.root, purchase.id)
    expect(ledger.rows.map((r) => [r.reason, r.delta])).toEqual([
      ['purchase', 10],
      ...weeks.map(() => ['session', -1]),
      ['session', -1],
    ])
    // A cancel 12 h ahead gives the credit back, exactly as for a session requested with it.
    await client.pb.collection('bookings').update(weeks[0]!.id, { status: 'cancelled' })
    expect((await ledgerOf(server.root, purchase.id)).balance).toBe(6)
    // Nothing is offered twice.
    expect((await choices(client, purchase.id)).bookings).toEqual([])

    const told = await trainer.pb.collection('notifications').getFullList({
      filter: trainer.pb.filter("kind = 'package_covered' && purchase = {:p}", { p: purchase.id }),
    })
    expect(told).toHaveLength(1)
    expect(told[0]).toMatchObject({ count: 5, actorName: client.record.name, role: 'trainer' })
  })

  it('some of them: only the chosen ones; more than the credits left is refused whole', async () => {
    const { client, trainer } = await pair()
    const series = await requestSeries(client, trainer, sgtSlot(3, 11), 4)
    await trainer.pb.collection('booking_series').update(series.id, { status: 'confirmed' })
    const weeks = await seriesBookings(server.root, series.id)
    const purchase = await activePurchase(client, trainer, { sessions: 3 })

    await expectRefused(
      cover(
        client,
        purchase.id,
        weeks.map((w) => w.id),
      ),
      { status: 400, field: 'bookings', code: 'validation_no_credit' },
    )
    expect((await ledgerOf(server.root, purchase.id)).balance).toBe(3)
    await cover(client, purchase.id, [weeks[1]!.id])
    const rows = await Promise.all(weeks.map((w) => client.pb.collection('bookings').getOne(w.id)))
    expect(rows.map((r) => r.payment)).toEqual(['unpaid', 'package', 'unpaid', 'unpaid'])
    expect((await choices(client, purchase.id)).credits).toBe(2)
  })

  it('only the client of an active purchase may use it: anyone else gets 404, a pending one no credit', async () => {
    const { client, trainer } = await pair()
    const booking = await request(client, trainer, sgtSlot(3, 12))
    const purchase = await activePurchase(client, trainer)
    const stranger = await makeMember(server, 'Stranger')
    for (const member of [trainer, stranger]) {
      await expectRefused(choices(member, purchase.id), { status: 404 })
      await expectRefused(cover(member, purchase.id, [booking.id]), { status: 404 })
    }
    const pkg = await makePackage(trainer, { sessions: 4 })
    const pending = await client.pb
      .collection('package_purchases')
      .create({ package: pkg.id, client: client.record.id })
    expect(await choices(client, pending.id)).toMatchObject({ credits: 0, bookings: [] })
    await expectRefused(cover(client, pending.id, [booking.id]), {
      status: 400,
      field: 'bookings',
      code: 'validation_no_credit',
    })
    await expectRefused(cover(client, purchase.id, []), {
      status: 400,
      field: 'bookings',
      code: 'validation_required',
    })
  })

  it('every session that must not take a credit is refused and not offered (the class)', async () => {
    const { client, trainer } = await pair()
    const other = await makePayNowTrainer(server, 90)
    const purchase = await activePurchase(client, trainer, { sessions: 20 })
    const older = await activePurchase(client, trainer, { sessions: 5 })
    const refusals: [string, string][] = []
    // Each status but the open ones (from the schema's list, so a new status is covered).
    const statuses = (await server.root.collections.getOne('bookings')).fields.find(
      (f) => f.name === 'status',
    )!.values as BookingRecord['status'][]
    let hour = 9
    for (const status of statuses.filter((s) => s !== 'requested' && s !== 'confirmed')) {
      const row = await makeBooking(server.root, client, trainer, sgtSlot(5, hour++), status)
      refusals.push([`status ${status}`, row.id])
    }
    // Each payment state but unpaid, from the payment table.
    for (const payment of Object.keys(BOOKING_RULES.payments.states).filter(
      (s) => s !== 'unpaid',
    )) {
      const row = await makeBooking(
        server.root,
        client,
        trainer,
        sgtSlot(6, hour++ - 4),
        'confirmed',
      )
      const extra = payment === 'package' ? { purchase: older.id } : {}
      await server.root.collection('bookings').update(row.id, { payment, ...extra })
      refusals.push([`payment ${payment}`, row.id])
    }
    const past = await makeBooking(server.root, client, trainer, hoursFromNow(-30), 'confirmed')
    refusals.push(['a past session', past.id])
    const elsewhere = await request(client, other, sgtSlot(3, 10))
    refusals.push(['another trainer', elsewhere.id])
    const someoneElse = await makeClient(server, 'Someone Else')
    const theirs = await request(someoneElse, trainer, sgtSlot(3, 13))
    refusals.push(["another client's", theirs.id])
    refusals.push(['no such booking', 'abcdefghijklmno'])

    expect(refusals.length).toBeGreaterThan(10)
    const offered = (await choices(client, purchase.id)).bookings.map((b) => b.id)
    for (const [why, id] of refusals) {
      expect(offered, why).not.toContain(id)
      await expectRefused(cover(client, purchase.id, [id]), {
        status: 400,
        field: 'bookings',
        code: 'validation_not_coverable',
      })
    }
    expect((await ledgerOf(server.root, purchase.id)).balance).toBe(20)
  })

  it('the route takes only its declared body', async () => {
    const { client, trainer } = await pair()
    const purchase = await activePurchase(client, trainer)
    await expectRefused(
      client.pb.send(`/api/gymbuddy/purchases/${purchase.id}/cover`, {
        method: 'POST',
        body: { bookings: ['x'] },
      }),
      { status: 400, field: 'bookings', code: 'validation_invalid_type' },
    )
  })
})

// What was agreed stays agreed, as raw clients see it: every term a client is shown before they
// commit (pb_hooks/lib/payments/agreed_terms.json) is copied onto the booking, the weeks of a
// series or the package purchase at that moment, and never follows a later edit of where it came
// from: the trainer's rate, venues and late-cancel policy, or the package. A field of a source that
// the table neither names as a term nor says why it is not one fails here, and so does a term
// without its case below.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { BookingRecord } from '@/lib/types'
import { request, requestSeries } from './bookings-support'
import { makeClient, makeTrainer, sgtSlot, type Member } from './factories'
import { testServer } from './support/test-server'

const server = testServer()
const DAY_MS = 24 * 3600_000

interface TermsTable {
  source: string
  terms: Record<string, string[]>
  chosen: string[]
  notTerms: { fields: string[]; why: string }[]
}
const TABLE = (() => {
  const json = JSON.parse(
    readFileSync('pb_hooks/lib/payments/agreed_terms.json', 'utf8'),
  ) as Record<string, TermsTable | string>
  return Object.fromEntries(
    Object.entries(json).filter((entry): entry is [string, TermsTable] => entry[0] !== 'about'),
  )
})()

const GYM = { name: 'ActiveSG Bishan', area: 'Central', kind: 'gym' }
const PARK = { name: 'Bishan Park', area: 'Central', kind: 'park' }

/** Per source field: what the trainer offers when the client commits, and the edit made after. */
const EDITS: Record<string, Record<string, { offered: unknown; edited: unknown }>> = {
  packages: {
    sessions: { offered: 10, edited: 4 },
    price: { offered: 900, edited: 300 },
    validDays: { offered: 365, edited: 30 },
    name: { offered: 'A year of training', edited: 'A month of training' },
  },
  trainer_profiles: {
    rate: { offered: 80, edited: 120 },
    venues: { offered: [GYM, PARK], edited: [{ ...GYM, name: 'ActiveSG Toa Payoh' }, PARK] },
    lateCancelPolicy: { offered: 'fee', edited: 'none' },
    lateCancelFeePct: { offered: 50, edited: 0 },
    noShowFeePct: { offered: 100, edited: 0 },
  },
}

/** Per committed collection and term: what the committed row holds (from the offer above). */
const AGREED: Record<string, Record<string, unknown>> = {
  package_purchases: { sessions: 10, price: 900, validDays: 365, name: 'A year of training' },
  bookings: {
    price: 80,
    venue: GYM.name,
    policy: { lateCancelPolicy: 'fee', lateCancelFeePct: 50, noShowFeePct: 100 },
  },
}

/** The source's values before (`offered`) or after (`edited`) the trainer's edit. */
function sourceValues(source: string, when: 'offered' | 'edited') {
  const edits = EDITS[source]!
  return Object.fromEntries(Object.entries(edits).map(([field, v]) => [field, v[when]]))
}

function termsOf(row: Record<string, unknown>, collection: string) {
  return Object.fromEntries(Object.keys(TABLE[collection]!.terms).map((t) => [t, row[t]]))
}

async function trainerOffering() {
  const trainer = await makeTrainer(server, 'Terms Trainer')
  await trainer.pb
    .collection('trainer_profiles')
    .update(trainer.profile.id, sourceValues('trainer_profiles', 'offered'))
  return trainer
}

/** The trainer edits every term's source (but `keep`) after the client committed. */
async function editProfile(trainer: Awaited<ReturnType<typeof makeTrainer>>, keep: string[] = []) {
  const edited = Object.entries(sourceValues('trainer_profiles', 'edited'))
  await trainer.pb
    .collection('trainer_profiles')
    .update(trainer.profile.id, Object.fromEntries(edited.filter(([f]) => !keep.includes(f))))
}

/** A value each field could be rewritten to (any other field: a number). */
const OTHER: Record<string, unknown> = {
  venue: PARK.name,
  policy: { lateCancelPolicy: 'none' },
  datetime: sgtSlot(20, 10),
  package: 'zzzzzzzzzzzzzzz',
}

/** Each party tries to write every term and choice to another value: refused or ignored alike. */
async function tryToRewrite(collection: string, id: string, members: Member[]) {
  const entry = TABLE[collection]!
  for (const member of members) {
    for (const field of [...Object.keys(entry.terms), ...entry.chosen]) {
      await member.pb
        .collection(collection)
        .update(id, { [field]: field in OTHER ? OTHER[field] : 1 })
        .catch(() => undefined)
    }
  }
}

async function expectAgreed(collection: string, ids: string[], members: Member[]) {
  const chosen = (row: Record<string, unknown>) =>
    Object.fromEntries(TABLE[collection]!.chosen.map((field) => [field, row[field]]))
  for (const id of ids) {
    const before = await server.root.collection(collection).getOne(id)
    await tryToRewrite(collection, id, members)
    const row = await server.root.collection(collection).getOne(id)
    expect(termsOf(row, collection), `${collection} ${id}`).toEqual(AGREED[collection])
    expect(chosen(row), `${collection} ${id}`).toEqual(chosen(before))
  }
}

describe('the table of agreed terms', () => {
  it('classes every field of every source as a term or says why it is not one', async () => {
    for (const [collection, entry] of Object.entries(TABLE)) {
      const source = await server.root.collections.getOne(entry.source)
      const declared = [
        ...Object.values(entry.terms).flat(),
        ...entry.notTerms.flatMap((n) => n.fields),
      ]
      const fields = source.fields.filter((f) => !f.system && f.type !== 'autodate')
      for (const field of fields) {
        expect(declared, `${entry.source}.${field.name} (for ${collection})`).toContain(field.name)
      }
      const target = await server.root.collections.getOne(collection)
      for (const field of [...Object.keys(entry.terms), ...entry.chosen]) {
        expect(
          target.fields.map((f) => f.name),
          `${collection}.${field}`,
        ).toContain(field)
      }
    }
  })

  it('has a case for every term: what the trainer offers, what is agreed, the edit after', () => {
    expect(Object.keys(AGREED).sort()).toEqual(Object.keys(TABLE).sort())
    for (const [collection, entry] of Object.entries(TABLE)) {
      expect(Object.keys(AGREED[collection]!).sort()).toEqual(Object.keys(entry.terms).sort())
      const sourced = Object.values(entry.terms).flat()
      expect(Object.keys(EDITS[entry.source]!).sort()).toEqual([...new Set(sourced)].sort())
    }
  })
})

describe('what the client saw stays agreed', () => {
  it('a package purchase keeps its sessions, price, days and name when the package changes before it is activated', async () => {
    const trainer = await makeTrainer(server, 'Package Trainer')
    const client = await makeClient(server, 'Package Client')
    const pkg = await trainer.pb.collection('packages').create({
      trainer: trainer.record.id,
      ...sourceValues('packages', 'offered'),
      active: true,
    })
    const purchase = await client.pb
      .collection('package_purchases')
      .create({ package: pkg.id, client: client.record.id })
    expect(termsOf(purchase, 'package_purchases')).toEqual(AGREED.package_purchases)

    await trainer.pb.collection('packages').update(pkg.id, sourceValues('packages', 'edited'))
    await expectAgreed('package_purchases', [purchase.id], [client, trainer])

    const active = await trainer.pb
      .collection('package_purchases')
      .update(purchase.id, { status: 'active' })
    const days = (Date.parse(active.expiresAt!) - Date.parse(active.paidAt!)) / DAY_MS
    expect(days).toBe(AGREED.package_purchases!.validDays)
    const credits = await client.pb.send<{ items: { remaining: number; price: number }[] }>(
      '/api/gymbuddy/credits',
      {},
    )
    expect(credits.items[0]).toMatchObject({ remaining: 10, price: 900 })
    await expectAgreed('package_purchases', [purchase.id], [client, trainer])
  })

  it("a purchase written without the client's ask (the seed's) takes the package's terms then", async () => {
    const trainer = await makeTrainer(server, 'Seed Trainer')
    const client = await makeClient(server, 'Seed Client')
    const pkg = await trainer.pb.collection('packages').create({
      trainer: trainer.record.id,
      ...sourceValues('packages', 'offered'),
      active: true,
    })
    const written = await server.root.collection('package_purchases').create({
      package: pkg.id,
      client: client.record.id,
      trainer: trainer.record.id,
      status: 'pending',
    })
    expect(termsOf(written, 'package_purchases')).toEqual(AGREED.package_purchases)
    await trainer.pb.collection('packages').update(pkg.id, sourceValues('packages', 'edited'))
    const active = await trainer.pb
      .collection('package_purchases')
      .update(written.id, { status: 'active' })
    const days = (Date.parse(active.expiresAt!) - Date.parse(active.paidAt!)) / DAY_MS
    expect(days).toBe(AGREED.package_purchases!.validDays)
  })

  it('a request keeps its price, venue and policy when the trainer edits them before and after confirming', async () => {
    const trainer = await trainerOffering()
    const client = await makeClient(server, 'Request Client')
    const booking = await request(client, trainer, sgtSlot(3, 10), { venue: GYM.name })
    expect(termsOf(booking, 'bookings')).toEqual(AGREED.bookings)

    await editProfile(trainer)
    await expectAgreed('bookings', [booking.id], [client, trainer])
    await trainer.pb.collection('bookings').update(booking.id, { status: 'confirmed' })
    await expectAgreed('bookings', [booking.id], [client, trainer])
  })

  it('every week of a weekly series keeps the terms it was asked under', async () => {
    const trainer = await trainerOffering()
    const client = await makeClient(server, 'Series Client')
    const series = await requestSeries(client, trainer, sgtSlot(3, 11), 3, { venue: GYM.name })
    const weeks = () =>
      server.root.collection('bookings').getFullList<BookingRecord>({
        filter: server.root.filter('series = {:s}', { s: series.id }),
      })
    expect((await weeks()).map((w) => termsOf(w, 'bookings'))).toEqual(
      Array(3).fill(AGREED.bookings),
    )

    await editProfile(trainer)
    await trainer.pb.collection('booking_series').update(series.id, { status: 'confirmed' })
    const ids = (await weeks()).map((w) => w.id)
    await expectAgreed('bookings', ids, [client, trainer])
    expect((await server.root.collection('booking_series').getOne(series.id)).venue).toBe(GYM.name)
  })

  it("a session moved later (the trainer's proposed time, a series changed from a week on) keeps what was agreed", async () => {
    const trainer = await trainerOffering()
    const client = await makeClient(server, 'Moved Client')
    const booking = await request(client, trainer, sgtSlot(3, 12), { venue: GYM.name })
    await trainer.pb.collection('bookings').update(booking.id, { status: 'confirmed' })
    const series = await requestSeries(client, trainer, sgtSlot(4, 12), 3, { venue: GYM.name })
    await trainer.pb.collection('booking_series').update(series.id, { status: 'confirmed' })
    // A move is to one of the trainer's venues as they list them now: the venue stays listed.
    await editProfile(trainer, ['venues'])

    const proposal = await trainer.pb.send<{ id: string }>(
      `/api/gymbuddy/bookings/${booking.id}/propose`,
      { method: 'POST', body: { datetime: sgtSlot(3, 14) } },
    )
    await client.pb.send(`/api/gymbuddy/bookings/${proposal.id}/proposal`, {
      method: 'POST',
      body: { accept: true },
    })

    const firstWeeks = await client.pb.collection('bookings').getFullList({
      filter: client.pb.filter('series = {:s}', { s: series.id }),
      sort: 'datetime',
    })
    await client.pb.send(`/api/gymbuddy/series/${series.id}/change`, {
      method: 'POST',
      body: { booking: firstWeeks[1]!.id, datetime: sgtSlot(11, 14) },
    })
    await trainer.pb.send(`/api/gymbuddy/series/${series.id}/change/answer`, {
      method: 'POST',
      body: { accept: true },
    })
    const moved = await server.root.collection('bookings').getFullList<BookingRecord>({
      filter: server.root.filter('series = {:s} && status = "confirmed"', { s: series.id }),
    })
    expect(moved.length).toBe(3)
    await expectAgreed('bookings', [proposal.id, ...moved.map((w) => w.id)], [client, trainer])
  })
})

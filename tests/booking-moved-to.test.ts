// A session its booker moved says where it went: every row the bookings route answers carries
// `movedTo` (the datetime of the booking that replaced it), for both members, whether the move
// replaced a request at once or a confirmed session once the new time was confirmed, a week of a
// weekly series included; any other cancelled or declined row carries ''.
import { describe, expect, it } from 'vitest'
import type { BookingRecord } from '@/lib/types'
import { makeBooking, request, requestSeries } from './bookings-support'
import { makeClient, makeTrainer, sgtSlot, stored, type Member } from './factories'
import { testServer } from './support/test-server'

const server = testServer()

type Row = BookingRecord & { movedTo?: string }
interface Answer {
  pages: Record<string, { items: Row[] }>
}

async function rowOf(member: Member, side: 'booker' | 'gymBuddy', id: string): Promise<Row> {
  const answer = await member.pb.send<Answer>('/api/gymbuddy/bookings', { query: { side } })
  const rows = Object.values(answer.pages).flatMap((page) => page.items)
  const row = rows.find((candidate) => candidate.id === id)
  expect(row, `booking ${id} on the ${side} side`).toBeDefined()
  return row!
}

async function expectMovedTo(client: Member, trainer: Member, id: string, to: string) {
  expect((await rowOf(client, 'booker', id)).movedTo).toBe(to)
  expect((await rowOf(trainer, 'gymBuddy', id)).movedTo).toBe(to)
}

describe('GET /api/gymbuddy/bookings says where a moved session went', () => {
  it('a request moved (replaced at once) reads movedTo the new time', async () => {
    const client = await makeClient(server, 'Mover Client')
    const trainer = await makeTrainer(server, 'Mover Coach')
    const first = await request(client, trainer, sgtSlot(3, 10))
    const moved = await request(client, trainer, sgtSlot(4, 11), { rescheduleOf: first.id })
    await expectMovedTo(client, trainer, first.id, moved.datetime)
    expect((await rowOf(client, 'booker', moved.id)).movedTo).toBe('')
  })

  it('a confirmed session reads movedTo only once the new time is confirmed', async () => {
    const client = await makeClient(server, 'Confirmed Mover')
    const trainer = await makeTrainer(server, 'Confirmed Coach')
    const session = await makeBooking(server.root, client, trainer, sgtSlot(3, 10), 'confirmed')
    const move = await request(client, trainer, sgtSlot(5, 12), { rescheduleOf: session.id })
    expect((await rowOf(client, 'booker', session.id)).movedTo).toBe('')
    await trainer.pb.collection('bookings').update(move.id, { status: 'confirmed' })
    await expectMovedTo(client, trainer, session.id, stored(sgtSlot(5, 12)))
  })

  it('a week of a weekly series moved to another day reads movedTo that day', async () => {
    const client = await makeClient(server, 'Series Mover')
    const trainer = await makeTrainer(server, 'Series Coach')
    const series = await requestSeries(client, trainer, sgtSlot(7, 10), 3)
    await trainer.pb.collection('booking_series').update(series.id, { status: 'confirmed' })
    const weeks = await server.root
      .collection('bookings')
      .getFullList<BookingRecord>({ filter: `series = "${series.id}"`, sort: 'datetime' })
    const move = await request(client, trainer, sgtSlot(8, 10), { rescheduleOf: weeks[0]!.id })
    await trainer.pb.collection('bookings').update(move.id, { status: 'confirmed' })
    await expectMovedTo(client, trainer, weeks[0]!.id, stored(sgtSlot(8, 10)))
    expect((await rowOf(client, 'booker', weeks[1]!.id)).movedTo).toBe('')
  })

  it('a session simply cancelled or declined reads movedTo empty', async () => {
    const client = await makeClient(server, 'Plain Client')
    const trainer = await makeTrainer(server, 'Plain Coach')
    const cancelled = await request(client, trainer, sgtSlot(3, 10))
    await client.pb
      .collection('bookings')
      .update(cancelled.id, { status: 'cancelled', reason: 'Rescheduled' })
    const declined = await request(client, trainer, sgtSlot(3, 11))
    await trainer.pb.collection('bookings').update(declined.id, { status: 'declined' })
    await expectMovedTo(client, trainer, cancelled.id, '')
    await expectMovedTo(client, trainer, declined.id, '')
  })
})

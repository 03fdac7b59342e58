// The Schedule's open requests carry the requesting client's 12-month record in the bookings
// route's rows (pb_hooks/lib/bookings/booking_groups.js), so the trainer's screen sends no request per row;
// only the trainer's Needs answer rows carry it, so no client reads another member's record there.
import { describe, expect, it } from 'vitest'
import type { BookingRecord, MemberReliability } from '@/lib/types'
import { makeBooking, request } from './bookings-support'
import { makeClient, makeTrainer, sgtSlot, type Member } from './factories'
import { testServer } from './support/test-server'

const server = testServer()
const DAY = 86_400_000

type Row = BookingRecord & { clientRecord?: MemberReliability }
interface Answer {
  pages: Record<string, { items: Row[] }>
}

/** The raw answer of GET /api/gymbuddy/bookings for `side`, as the member's browser gets it. */
async function groupsOf(member: Member, side: 'booker' | 'gymBuddy') {
  const query = new URLSearchParams({ side, needsAnswer: '10', upcoming: '10', past: '10' })
  if (side === 'booker') query.delete('needsAnswer')
  const response = await fetch(`${server.url}/api/gymbuddy/bookings?${query}`, {
    headers: { Authorization: member.pb.authStore.token },
  })
  expect(response.status).toBe(200)
  const text = await response.text()
  return { text, answer: JSON.parse(text) as Answer }
}

const rowsOf = (answer: Answer) => Object.values(answer.pages).flatMap((page) => page.items)

async function reliabilityOf(userId: string, as: Member): Promise<MemberReliability> {
  const response = await fetch(`${server.url}/api/gymbuddy/reliability/${userId}`, {
    headers: { Authorization: as.pb.authStore.token },
  })
  expect(response.status).toBe(200)
  return (await response.json()) as MemberReliability
}

/** A client with three past sessions at another trainer: two attended, one no-show. */
async function clientWithHistory(name: string) {
  const client = await makeClient(server, name)
  const before = await makeTrainer(server, `${name}'s Former Coach`)
  const past = (days: number) => new Date(Date.now() - days * DAY).toISOString()
  await makeBooking(server.root, client, before, past(10), 'confirmed', { outcome: 'attended' })
  await makeBooking(server.root, client, before, past(20), 'confirmed', { outcome: 'attended' })
  await makeBooking(server.root, client, before, past(30), 'confirmed', {
    outcome: 'client_no_show',
  })
  return client
}

describe("the Schedule's rows carry the requesting client's record", () => {
  it('a Needs answer row holds the client’s record, the same the reliability route answers', async () => {
    const client = await clientWithHistory('Recorded Client')
    const newcomer = await makeClient(server, 'Newcomer Client')
    const trainer = await makeTrainer(server, 'Answering Coach')
    const asked = await request(client, trainer, sgtSlot(4, 10))
    const firstTime = await request(newcomer, trainer, sgtSlot(4, 11))

    const { answer } = await groupsOf(trainer, 'gymBuddy')
    const needs = answer.pages.needsAnswer!.items
    expect(needs.map((row) => row.id)).toEqual([asked.id, firstTime.id])
    expect(needs[0]!.clientRecord).toEqual({
      sessions: 3,
      attended: 2,
      noShows: 1,
      lateCancels: 0,
      disputed: 0,
    })
    expect(needs[0]!.clientRecord).toEqual(await reliabilityOf(client.record.id, trainer))
    expect(needs[1]!.clientRecord).toEqual({
      sessions: 0,
      attended: 0,
      noShows: 0,
      lateCancels: 0,
      disputed: 0,
    })
  })

  it('only open requests on the trainer’s side carry it; a client never gets one', async () => {
    const client = await clientWithHistory('Watched Client')
    const other = await makeClient(server, 'Other Client')
    const trainer = await makeTrainer(server, 'Busy Coach')
    await makeBooking(server.root, client, trainer, sgtSlot(6, 9), 'confirmed')
    await request(client, trainer, sgtSlot(6, 10))
    await request(other, trainer, sgtSlot(6, 11))

    const schedule = await groupsOf(trainer, 'gymBuddy')
    expect(schedule.answer.pages.needsAnswer!.items).toHaveLength(2)
    expect(schedule.answer.pages.upcoming!.items).toHaveLength(1)
    expect(schedule.answer.pages.upcoming!.items[0]).not.toHaveProperty('clientRecord')

    // The clients' own lists (either side asked) carry no record, theirs or anyone else's.
    for (const member of [client, other]) {
      for (const side of ['booker', 'gymBuddy'] as const) {
        const { text, answer } = await groupsOf(member, side)
        expect(text).not.toContain('clientRecord')
        if (side === 'booker') expect(rowsOf(answer).length).toBeGreaterThan(0)
      }
    }
  })
})

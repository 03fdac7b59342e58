// The finder's "Free at" filter and each card's "Next free" against the free hours route: for
// every day and part of the day, the finder keeps exactly the trainers the route lists an hour
// for then (working hours, days off, notice, confirmed sessions, travel time between venues).
import { beforeAll, describe, expect, it } from 'vitest'
import type { GymBuddyRecord } from '@/lib/types'
import { makeClient, makeTrainer, sgtSlot } from './factories'
import { testServer } from './support/test-server'

const server = testServer()
const RUN = `Freeat${Date.now().toString(36)}`
const PARTS = { morning: [9, 11], afternoon: [12, 16], evening: [17, 21] } as const
const DAYS_AHEAD = [2, 3, 5]

type Setup = Record<string, unknown>

async function trainerWith(label: string, setup: Setup) {
  const trainer = await makeTrainer(server, `${RUN} ${label}`)
  await trainer.pb.collection('trainer_profiles').update(trainer.profile.id, setup)
  return trainer
}

async function confirmedAt(trainerId: string, datetime: string, venue: string) {
  const client = await makeClient(server)
  await server.root.collection('bookings').create({
    booker: client.record.id,
    gymBuddy: trainerId,
    datetime,
    status: 'confirmed',
    venue,
  })
}

const ymdOf = (daysAhead: number) => sgtSlot(daysAhead, 12).slice(0, 10)
const sgtHour = (iso: string) => (new Date(iso).getUTCHours() + 8) % 24
const sgtYmd = (iso: string) => new Date(Date.parse(iso) + 8 * 3600_000).toISOString().slice(0, 10)

async function finder(params: Record<string, string>) {
  const query = new URLSearchParams({ search: RUN.toLowerCase(), perPage: '50', ...params })
  const response = await fetch(`${server.url}/api/gymbuddy/finder?${query}`)
  return { status: response.status, body: (await response.json()) as { items: GymBuddyRecord[] } }
}

async function freeHours(id: string): Promise<string[]> {
  const response = await fetch(`${server.url}/api/gymbuddy/trainers/${id}/free?days=14`)
  return ((await response.json()) as { free: string[] }).free
}

const trainers: { id: string; name: string }[] = []

beforeAll(async () => {
  const made = [
    await trainerWith('every hour', {}),
    await trainerWith('tuesday evenings', { weeklyHours: { tue: [17, 18, 19, 20, 21] } }),
    await trainerWith('day off', { daysOff: [ymdOf(3)] }),
    await trainerWith('long notice', { minNoticeHours: 72 }),
    await trainerWith('mornings off', {
      weeklyHours: Object.fromEntries(
        ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => [day, [14, 15, 18]]),
      ),
    }),
  ]
  const busy = await trainerWith('booked evening', {})
  for (const hour of [17, 18, 19, 20, 21]) await confirmedAt(busy.record.id, sgtSlot(2, hour), '')
  const travel = await trainerWith('travelling', {
    venues: [
      { name: 'Gym A', area: 'Central', kind: 'gym' },
      { name: 'Park B', area: 'East', kind: 'park' },
    ],
    travelGapHours: 1,
  })
  await confirmedAt(travel.record.id, sgtSlot(3, 17), 'Gym A')
  await confirmedAt(travel.record.id, sgtSlot(3, 19), 'Park B')
  await confirmedAt(travel.record.id, sgtSlot(3, 21), 'Gym A')
  for (const trainer of [...made, busy, travel]) {
    trainers.push({ id: trainer.record.id, name: trainer.record.name })
  }
})

describe('Free at, on the finder route', () => {
  it('keeps exactly the trainers the free route lists an hour for, for each day and part', async () => {
    const free = new Map<string, string[]>()
    for (const trainer of trainers) free.set(trainer.id, await freeHours(trainer.id))
    for (const days of DAYS_AHEAD) {
      for (const [part, [first, last]] of Object.entries(PARTS)) {
        const { status, body } = await finder({ freeDay: ymdOf(days), freePart: part })
        expect(status).toBe(200)
        const expected = trainers.filter((trainer) =>
          (free.get(trainer.id) ?? []).some(
            (iso) => sgtYmd(iso) === ymdOf(days) && sgtHour(iso) >= first && sgtHour(iso) <= last,
          ),
        )
        const found = body.items.map((item) => item.name).sort()
        expect(found, `${days} days ahead, ${part}`).toEqual(expected.map((t) => t.name).sort())
        // Each card shows that day's free hours (not "Next free" on another day).
        for (const item of body.items) {
          const hours = (free.get(item.id) ?? []).filter(
            (iso) => sgtYmd(iso) === ymdOf(days) && sgtHour(iso) >= first && sgtHour(iso) <= last,
          )
          expect(item.freeOn, `${item.name}, ${days} days ahead, ${part}`).toEqual({
            day: ymdOf(days),
            hours,
          })
        }
      }
    }
  })

  it('shows each card’s next free hour, the free route’s first', async () => {
    const { body } = await finder({})
    expect(body.items).toHaveLength(trainers.length)
    for (const item of body.items) {
      expect(item.nextFree, item.name).toBe((await freeHours(item.id))[0] ?? '')
      expect(item.freeOn, 'no day asked about').toBeUndefined()
    }
  })

  it('takes a day in the next 14 and a known part of the day', async () => {
    expect((await finder({ freeDay: ymdOf(15) })).status).toBe(400)
    expect((await finder({ freeDay: 'soon' })).status).toBe(400)
    expect((await finder({ freeDay: ymdOf(2), freePart: 'night' })).status).toBe(400)
    expect((await finder({ freeDay: ymdOf(2) })).status).toBe(200)
  })
})

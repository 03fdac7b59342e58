// The scale seeder writes straight into SQLite, past every hook, so it writes what the hooks would
// have written too: the finder's search tables and each request's answer deadline. The server
// repairs nothing at start: a seeded database searches and expires as one the app filled.
import { beforeAll, describe, expect, it } from 'vitest'
import type { GymBuddyRecord } from '@/lib/types'
import { seedScale, SMALL } from '../scripts/bench/scale-seed'
import { makeTempDataDir } from '../scripts/lib/pocketbase'
import { testServer } from './support/test-server'

const dataDir = makeTempDataDir('gymbuddy-seed-rows-')
// Registered before testServer's own beforeAll, so the data is there when PocketBase starts.
beforeAll(() => {
  seedScale({ dataDir, ...SMALL })
}, 120_000)
const server = testServer({ dataDir })

interface FinderAnswer {
  totalItems: number
  items: GymBuddyRecord[]
}

async function find(query: Record<string, string>): Promise<FinderAnswer> {
  const response = await fetch(`${server.url}/api/gymbuddy/finder?${new URLSearchParams(query)}`)
  expect(response.status).toBe(200)
  return (await response.json()) as FinderAnswer
}

describe('a database the scale seeder filled', () => {
  it('lists and searches every seeded trainer in the finder', async () => {
    const listed = await server.root.collection('gym_buddies_view').getList(1, 1)
    expect(listed.totalItems).toBe(SMALL.trainers)
    expect((await find({ perPage: '1' })).totalItems).toBe(SMALL.trainers)
    // A search reads the pieces index: each of these trainers is found by the start of its name.
    const some = await server.root.collection('gym_buddies_view').getList(1, 5, { sort: 'id' })
    for (const trainer of some.items) {
      const search = trainer.name.slice(0, 3)
      const ids: string[] = []
      for (let page = 1, total = 1; (page - 1) * 100 < total; page++) {
        const answer = await find({ search, perPage: '100', page: `${page}` })
        total = answer.totalItems
        ids.push(...answer.items.map((row) => row.id))
      }
      expect(ids).toContain(trainer.id)
    }
  })

  it("orders by the ratings of the seeded reviews (the finder's stored ratings)", async () => {
    const byRating = await find({ sort: 'rating', perPage: '20' })
    const best = await server.root.collection('gym_buddies_view').getList(1, 20, {
      sort: '-ratingAvg,-ratingCount,name,id',
    })
    expect(best.items[0].ratingCount).toBeGreaterThan(0)
    expect(byRating.items.map((row) => [row.ratingAvg, row.ratingCount])).toEqual(
      best.items.map((row) => [row.ratingAvg, row.ratingCount]),
    )
  })

  it('gives every open request an answer deadline', async () => {
    const open = await server.root.collection('bookings').getList(1, 200, {
      filter: "status = 'requested'",
    })
    expect(open.items.length).toBeGreaterThan(0)
    for (const booking of open.items) expect(booking.answerBy).not.toBe('')
  })
})

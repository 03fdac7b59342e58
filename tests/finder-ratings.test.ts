// Each trainer's rating kept in the finder's search table (migration 1900000950) for "Recommended
// for you": it follows reviews created, edited and deleted (cascades too), and the route's kept
// answers survive a client's own change but not a trainer's. Raw SQL goes through a test-only route in a copy of pb_hooks (never in production).
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { reviewSession } from './bookings-support'
import type { GymBuddyRecord } from '@/lib/types'
import { hooksDir } from '../scripts/lib/pocketbase'
import { makeClient, makeTrainer, type Member } from './factories'
import { testServer } from './support/test-server'

const SQL_ROUTE = `/// <reference path="../pb_data/types.d.ts" />
// Test-only (tests/finder-ratings.test.ts): one statement by raw SQL, hooks bypassed; superusers.
routerAdd(
  'POST',
  '/api/test/sql',
  (e) => {
    const body = e.requestInfo().body
    const row = new DynamicModel({ v: '' })
    if (body.read) e.app.db().newQuery(body.sql).one(row)
    else e.app.db().newQuery(body.sql).execute()
    return e.json(200, { v: row.v })
  },
  $apis.requireSuperuserAuth(),
)
`

const hooks = mkdtempSync(join(tmpdir(), 'gymbuddy-ratings-hooks-'))
cpSync(hooksDir, hooks, { recursive: true })
writeFileSync(join(hooks, 'zz_test_sql.pb.js'), SQL_ROUTE)
afterAll(() => rmSync(hooks, { recursive: true, force: true }))
const server = testServer({ hooksDir: hooks })

const runSql = (sql: string) => server.root.send('/api/test/sql', { method: 'POST', body: { sql } })
async function readJson<T>(sql: string): Promise<T> {
  const { v } = await server.root.send<{ v: string }>('/api/test/sql', {
    method: 'POST',
    body: { sql, read: true },
  })
  return JSON.parse(v) as T
}

interface Rating {
  ratingAvg: number
  ratingCount: number
}

/** The rating `_finder_search` keeps for a trainer. */
async function storedRating(trainer: Member): Promise<Rating> {
  const [row] = await readJson<Rating[]>(
    `SELECT json_group_array(json_object('ratingAvg', ratingAvg, 'ratingCount', ratingCount)) AS v
     FROM _finder_search WHERE id = '${trainer.record.id}'`,
  )
  return row
}

/** The rating gym_buddies_view (the finder's rows) shows for a trainer. */
async function shownRating(trainer: Member): Promise<Rating> {
  const row = await server.root.collection('gym_buddies_view').getOne(trainer.record.id)
  return { ratingAvg: row.ratingAvg ?? 0, ratingCount: row.ratingCount ?? 0 }
}

const review = (booker: Member, rated: Member, rating: number) =>
  reviewSession(server.root, booker, rated, rating)

const recommendationsOf = (member: Member) =>
  member.pb.send<{ items: GymBuddyRecord[] }>('/api/gymbuddy/recommendations', { method: 'GET' })

describe("the finder's stored ratings", () => {
  it('follow reviews created, edited and deleted, by cascade too', async () => {
    const coach = await makeTrainer(server, 'Rating Coach')
    const first = await makeClient(server, 'Rating First')
    const second = await makeClient(server, 'Rating Second')
    expect(await storedRating(coach)).toEqual({ ratingAvg: 0, ratingCount: 0 })

    const kept = await review(first, coach, 5)
    expect(await storedRating(coach)).toEqual({ ratingAvg: 5, ratingCount: 1 })
    const edited = await review(second, coach, 2)
    expect(await storedRating(coach)).toEqual({ ratingAvg: 3.5, ratingCount: 2 })
    await second.pb.collection('reviews').update(edited, { rating: 4 })
    expect(await storedRating(coach)).toEqual({ ratingAvg: 4.5, ratingCount: 2 })
    expect(await storedRating(coach)).toEqual(await shownRating(coach))

    await server.root.collection('reviews').delete(edited)
    expect(await storedRating(coach)).toEqual({ ratingAvg: 5, ratingCount: 1 })
    // The booking's deletion takes its review with it.
    const booking = (await server.root.collection('reviews').getOne(kept)).booking
    await server.root.collection('bookings').delete(booking)
    expect(await storedRating(coach)).toEqual({ ratingAvg: 0, ratingCount: 0 })
    // A renamed trainer keeps their rating (the row is written again).
    await review(first, coach, 3)
    await coach.pb.collection('users').update(coach.record.id, { name: 'Rating Coach Renamed' })
    expect(await storedRating(coach)).toEqual({ ratingAvg: 3, ratingCount: 1 })
  })
})

describe("the recommendations route's kept answers", () => {
  it("survive a client's own change; a trainer's rename or change of type shows at once", async () => {
    const wishes = {
      fitnessGoals: ['Posture Improvement'],
      experienceLevel: 'Beginner',
      preferredLocation: 'North',
    }
    const client = await makeClient(server, 'Kept Client')
    await client.pb.collection('client_profiles').update(client.profile.id, wishes)
    const coach = await makeTrainer(server, 'Kept Coach')
    await coach.pb.collection('trainer_profiles').update(coach.profile.id, {
      specializations: ['Pilates'],
      preferredLocation: 'North',
    })
    const namesNow = async () => (await recommendationsOf(client)).items.map((row) => row.name)
    expect(await namesNow()).toContain('Kept Coach')

    // A name written past the hooks is not seen while the answer is kept...
    await runSql(`UPDATE users SET name = 'Kept Coach Raw' WHERE id = '${coach.record.id}'`)
    expect(await namesNow()).toContain('Kept Coach')
    // ...and a client's own change keeps it (their row is never in an answer).
    await client.pb.collection('users').update(client.record.id, { name: 'Kept Client Two' })
    expect(await namesNow()).toContain('Kept Coach')
    // A trainer's rename clears it.
    await coach.pb.collection('users').update(coach.record.id, { name: 'Kept Coach Renamed' })
    expect(await namesNow()).toContain('Kept Coach Renamed')
    // So does a trainer made a client (by a superuser): the type before the change counts.
    await runSql(`UPDATE users SET name = 'Kept Coach Raw' WHERE id = '${coach.record.id}'`)
    await server.root.collection('users').update(coach.record.id, { userType: 'client' })
    expect(await namesNow()).not.toContain('Kept Coach Raw')
    expect(await namesNow()).not.toContain('Kept Coach Renamed')
  })
})

// The retention cron (pb_hooks/account_data.pb.js, lib/retention.js): read notifications older
// than 180 days and profile reads older than 12 months are deleted; newer or unread ones stay.
// Run through PocketBase's own cron endpoint, as the scheduler would run it.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { hooksDir } from '../scripts/lib/pocketbase'
import { request } from './bookings-support'
import { makeClient, makeTrainer, sgtSlot } from './factories'
import { testServer } from './support/test-server'

// Test-only: a superuser ages rows (created and day cannot be written through the API).
const SQL_ROUTE = `routerAdd('POST', '/api/test/sql', (e) => {
  const body = e.requestInfo().body
  e.app.db().newQuery(body.sql).bind(body.params).execute()
  return e.noContent(204)
}, $apis.requireSuperuserAuth())
`
const hooks = mkdtempSync(join(tmpdir(), 'gymbuddy-retention-hooks-'))
cpSync(hooksDir, hooks, { recursive: true })
writeFileSync(join(hooks, 'zz_test_sql.pb.js'), SQL_ROUTE)
const server = testServer({ hooksDir: hooks })
afterAll(() => rmSync(hooks, { recursive: true, force: true }))

const DAY_MS = 86400_000
const store = (sql: string, params: Record<string, unknown>) =>
  server.root.send('/api/test/sql', { method: 'POST', body: { sql, params } })
const storedDaysAgo = (days: number) =>
  new Date(Date.now() - days * DAY_MS).toISOString().replace('T', ' ')
const sgtDayDaysAgo = (days: number) =>
  new Date(Date.now() + 8 * 3600_000 - days * DAY_MS).toISOString().slice(0, 10)

describe('the retention cron', () => {
  it('deletes read notifications past 180 days and profile reads past 12 months, nothing newer', async () => {
    const client = await makeClient(server, 'Retained Client')
    const trainers = await Promise.all(
      ['Old Read', 'Old Unread', 'Recent Read'].map((name) => makeTrainer(server, name)),
    )
    for (const [k, trainer] of trainers.entries()) {
      await request(client, trainer, sgtSlot(2 + k, 10))
      await trainer.pb.collection('client_profiles').getOne(client.profile.id)
    }
    const notificationOf = async (trainerId: string) =>
      (
        await server.root
          .collection('notifications')
          .getFullList({ filter: `user = "${trainerId}"` })
      )[0]!
    const [oldRead, oldUnread, recentRead] = await Promise.all(
      trainers.map((trainer) => notificationOf(trainer.record.id)),
    )
    const age = 'UPDATE notifications SET created = {:created}, readAt = {:readAt} WHERE id = {:id}'
    await store(age, { id: oldRead!.id, created: storedDaysAgo(181), readAt: storedDaysAgo(170) })
    await store(age, { id: oldUnread!.id, created: storedDaysAgo(400), readAt: '' })
    await store(age, { id: recentRead!.id, created: storedDaysAgo(179), readAt: storedDaysAgo(1) })
    const reads = await server.root.collection('profile_reads').getFullList({ sort: 'readerName' })
    expect(reads).toHaveLength(3)
    const day = 'UPDATE profile_reads SET day = {:day} WHERE id = {:id}'
    await store(day, { id: reads[0]!.id, day: sgtDayDaysAgo(370) }) // Old Read
    await store(day, { id: reads[1]!.id, day: sgtDayDaysAgo(360) }) // Old Unread

    await server.root.send('/api/crons/gymbuddy_retention', { method: 'POST' })
    await expect
      .poll(async () => (await server.root.collection('profile_reads').getFullList()).length)
      .toBe(2)
    const left = await server.root
      .collection('notifications')
      .getFullList({ filter: trainers.map((t) => `user = "${t.record.id}"`).join(' || ') })
    expect(left.map((row) => row.id).sort()).toEqual([oldUnread!.id, recentRead!.id].sort())
    expect(
      (await client.pb.collection('profile_reads').getFullList()).map((r) => r.readerName),
    ).toEqual(expect.arrayContaining(['Old Unread', 'Recent Read']))
  })
})

// Request logs (pb_migrations/1800000030_logs_failures_only.js): refused and failed requests are
// kept for a look, successful ones are not written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestPocketBase, type RunningPocketBase } from '../scripts/lib/pocketbase'
import { makeSuperuser } from './factories'

let server: RunningPocketBase

beforeAll(async () => {
  server = await startTestPocketBase()
})

afterAll(async () => {
  await server?.stop()
})

/** PocketBase writes logs in batches, at the latest 3 s after the last one. */
const LOG_FLUSH_MS = 3_500

describe('request logs', () => {
  it('keep a refused request and leave out successful ones', async () => {
    const ok = await fetch(`${server.url}/api/collections/gym_buddies_view/records?perPage=1`)
    expect(ok.status).toBe(200)
    const refused = await fetch(`${server.url}/api/collections/bookings/records/nosuchbooking00`)
    expect(refused.status).toBe(404)
    await new Promise((resolve) => setTimeout(resolve, LOG_FLUSH_MS))

    const superuser = await makeSuperuser(server)
    const logs = await superuser.logs.getList(1, 100, { sort: '-created' })
    const urls = logs.items.map((log) => String(log.data.url ?? ''))
    expect(urls).toContain('/api/collections/bookings/records/nosuchbooking00')
    expect(urls.some((url) => url.includes('gym_buddies_view'))).toBe(false)
  })
})

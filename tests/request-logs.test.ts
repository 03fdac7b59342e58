// Request logs (pb_migrations/1800000030_logs_failures_only.js): refused and failed requests are
// kept for a look, successful ones are not written.
import { describe, expect, it } from 'vitest'
import { testServer } from './support/test-server'

const server = testServer()

/** PocketBase writes logs in batches, at the latest 3 s after the last one. */
const LOG_FLUSH_MS = 3_000

async function loggedUrls(): Promise<string[]> {
  const logs = await server.root.logs.getList(1, 100, { sort: 'created' })
  return logs.items.map((log) => String(log.data.url ?? ''))
}

describe('request logs', () => {
  it('keep a refused request and leave out successful ones', async () => {
    const ok = await fetch(`${server.url}/api/collections/gym_buddies_view/records?perPage=1`)
    expect(ok.status).toBe(200)
    const refused = await fetch(`${server.url}/api/collections/bookings/records/nosuchbooking00`)
    expect(refused.status).toBe(404)
    // A second refusal after the success: once it is written, the batch holding both is too.
    const last = await fetch(`${server.url}/api/collections/bookings/records/nosuchbooking01`)
    expect(last.status).toBe(404)

    await expect
      .poll(loggedUrls, { timeout: LOG_FLUSH_MS + 5_000, interval: 250 })
      .toContain('/api/collections/bookings/records/nosuchbooking01')
    const urls = await loggedUrls()
    expect(urls).toContain('/api/collections/bookings/records/nosuchbooking00')
    expect(urls.some((url) => url.includes('gym_buddies_view'))).toBe(false)
  })
})

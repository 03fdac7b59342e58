// Request logs under a flood (pb_hooks/request_logs.pb.js): refused requests are logged for a look,
// but a flood of them cannot fill the disk. Rate limits stay on, as in production.
import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { testServer } from './support/test-server'

const server = testServer({ keepRateLimits: true })

/** PocketBase writes logs in batches, at the latest 3 s after the last one. */
const LOG_FLUSH_MS = 3_000
const LONG_HEADER = 'x'.repeat(4096)
const REFUSALS = 2_000

/** The logs database on disk, write-ahead log included. */
function logsDbBytes(): number {
  return readdirSync(server.dataDir)
    .filter((name) => name.startsWith('auxiliary.db'))
    .reduce((sum, name) => sum + statSync(join(server.dataDir, name)).size, 0)
}

interface RequestLog {
  status: number
  url: string
  referer: string
  userAgent: string
}

/** The stored request logs with this status (up to 500 of them) and how many there are. */
async function requestLogs(status: number): Promise<{ total: number; logs: RequestLog[] }> {
  const filter = `data.type = 'request' && data.status = ${status}`
  const page = await server.root.logs.getList(1, 500, { filter })
  return { total: page.totalItems, logs: page.items.map((log) => log.data as RequestLog) }
}

const now = () => new Date().toISOString().replace('T', ' ')

/** Waits until `rows` request logs written since `since` are stored (the logger writes in batches). */
async function writtenSince(since: string, rows: number) {
  const filter = server.root.filter("data.type = 'request' && created >= {:since}", { since })
  await expect
    .poll(async () => (await server.root.logs.getList(1, 1, { filter })).totalItems, {
      timeout: LOG_FLUSH_MS + 10_000,
      interval: 250,
    })
    .toBe(rows)
}

/** `count` refused reads from one address, 20 at a time, each with a 4 KB Referer and User-Agent. */
async function refusedReads(count: number, tag: string): Promise<number[]> {
  const statuses: number[] = []
  for (let sent = 0; sent < count; sent += 20) {
    const batch = Array.from({ length: Math.min(20, count - sent) }, (_, i) =>
      fetch(`${server.url}/api/collections/bookings/records/${tag}${sent + i}`, {
        headers: { Referer: `https://evil.example/${LONG_HEADER}`, 'User-Agent': LONG_HEADER },
      }).then(async (response) => {
        await response.arrayBuffer()
        return response.status
      }),
    )
    statuses.push(...(await Promise.all(batch)))
  }
  return statuses
}

describe('request logs under a flood of refused requests', () => {
  it('2,000 refusals with 4 KB headers grow the logs database by under 1 MB, and one is still logged, trimmed', async () => {
    await server.stop()
    await server.start()
    const since = now()
    const before = logsDbBytes()

    const statuses = await refusedReads(REFUSALS, 'flood')
    // The read limit (1,500 a minute per address) answers the rest with 429.
    expect(statuses.filter((status) => status === 404).length).toBeGreaterThan(1_000)
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0)

    // 300 rows this minute and the first 429: wait until the logger's batch has written them.
    await writtenSince(since, 300 + 1)
    const notFound = await requestLogs(404)
    const tooMany = await requestLogs(429)
    await server.stop()
    const grown = logsDbBytes() - before
    await server.start()
    console.log(
      `logs db: ${before} -> ${before + grown} bytes (+${grown}), ${notFound.total} 404 and ${tooMany.total} 429 rows`,
    )
    expect(grown).toBeLessThan(1024 * 1024)

    // Still there for a look: refusals, their headers cut to 256 characters.
    const refused = notFound.logs.find((log) => log.url.includes('flood'))
    expect(refused).toBeDefined()
    expect(refused!.referer.length).toBeLessThanOrEqual(256 + 3)
    expect(refused!.referer.startsWith('https://evil.example/xxx')).toBe(true)
    expect(refused!.userAgent.length).toBeLessThanOrEqual(256 + 3)
    // 429s are sampled: one a minute shows the limiter at work, not one row per refused request.
    expect(tooMany.total).toBe(1)
  })

  it('the logs are cut back to their newest rows, and what was left out is counted in one warning', async () => {
    await server.stop() // a fresh minute and a fresh count
    await server.start()
    const since = now()
    await refusedReads(400, 'count')
    await writtenSince(since, 300)
    const { deleted, dropped } = await server.root.send<{ deleted: number; dropped: number }>(
      '/api/gymbuddy/logs/cap',
      { method: 'POST' },
    )
    expect(deleted).toBe(0) // far below the cap
    expect(dropped).toBe(100) // 400 refusals, 300 written this minute
    await expect
      .poll(
        async () =>
          (await server.root.logs.getList(1, 1, { filter: "message ~ 'request logs not written'" }))
            .items[0]?.data.count,
        { timeout: LOG_FLUSH_MS + 5_000, interval: 250 },
      )
      .toBe(100)
    // Members cannot run it.
    const visitor = await fetch(`${server.url}/api/gymbuddy/logs/cap`, { method: 'POST' })
    expect(visitor.status).toBe(401)
  })
})

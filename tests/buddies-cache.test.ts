// The visitor cache of the public trainer list (pb_hooks/buddies_cache.pb.js): a cached answer is
// byte for byte PocketBase's own, with the same headers; every change shows at once; signed-in,
// filtered and otherwise unusual requests never come from it. The oracle for "fresh" is a
// signed-in member's request: never cached, and this view answers members exactly as visitors.
import { gunzipSync } from 'node:zlib'
import { beforeAll, describe, expect, it } from 'vitest'
import { makeMember, makeTrainer, type Member } from './factories'
import { rawGet as rawGetUrl, type RawResponse } from './raw-http'
import { testServer } from './support/test-server'

const server = testServer()
let member: Member

const LIST = '/api/collections/gym_buddies_view/records'
// Sorted, so two separate reads of unchanged data list the rows in the same order.
const ALL_TRAINERS = `${LIST}?page=1&perPage=500&sort=name,id&expand=trainer_profile`

beforeAll(async () => {
  // The cache notes hits and misses in the request log, which normally leaves successful
  // requests out (1800000030_logs_failures_only.js): log them here to read the notes.
  await server.root.settings.update({ logs: { minLevel: 0 } })
  member = await makeMember(server, 'Cache Oracle')
})

/** A GET of this server's `path`, as it is on the wire. */
function rawGet(path: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return rawGetUrl(`${server.url}${path}`, headers)
}

function withoutDate(headers: RawResponse['headers']) {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => name !== 'date'))
}

/** What a visitor gets, read twice so the second read can come from the cache. */
async function visitorText(path: string): Promise<string> {
  await rawGet(path)
  return (await rawGet(path)).body.toString('utf8')
}

async function memberText(path: string): Promise<string> {
  return (await rawGet(path, { Authorization: member.pb.authStore.token })).body.toString('utf8')
}

async function visitorRow(id: string) {
  const { items } = JSON.parse(await visitorText(ALL_TRAINERS)) as {
    items: { id: string; rate: number; expand?: { trainer_profile?: { rate: number } } }[]
  }
  return items.find((row) => row.id === id)
}

/** What the cache noted in PocketBase's request log for each request to this exact URL. */
async function cacheNotes(url: string, count: number): Promise<(string | undefined)[]> {
  const logs = async () =>
    (
      await server.root.logs.getList(1, 100, {
        filter: server.root.filter('data.url = {:url}', { url }),
        sort: 'created',
      })
    ).items
  // The logger writes in batches: wait until all `count` requests are in.
  await expect
    .poll(async () => (await logs()).length, { timeout: 15_000 })
    .toBeGreaterThanOrEqual(count)
  return (await logs()).map(
    (log) => (log.data.meta as { buddiesCache?: string } | undefined)?.buddiesCache,
  )
}

describe('visitor cache of gym_buddies_view', () => {
  it('answers a repeated visitor list from the cache, byte for byte with the same headers', async () => {
    await makeTrainer(server, 'Coach Cached')
    const plain = `${LIST}?page=1&perPage=7&expand=trainer_profile`
    const gzip = `${LIST}?page=1&perPage=8&expand=trainer_profile`
    for (const [path, headers] of [
      [plain, {}],
      [gzip, { 'Accept-Encoding': 'gzip' }],
    ] as const) {
      const first = await rawGet(path, headers)
      const second = await rawGet(path, headers)
      expect(first.status).toBe(200)
      expect(second.status).toBe(200)
      expect(withoutDate(second.headers)).toEqual(withoutDate(first.headers))
      expect(second.headers['content-security-policy']).toContain("default-src 'none'")
      const gzipped = path === gzip
      expect(second.headers['content-encoding']).toBe(gzipped ? 'gzip' : undefined)
      const text = (r: RawResponse) => (gzipped ? gunzipSync(r.body) : r.body).toString('utf8')
      expect(text(second)).toBe(text(first))
    }
    expect(await cacheNotes(plain, 2)).toEqual(['miss', 'hit'])
    expect(await cacheNotes(gzip, 2)).toEqual(['miss', 'hit'])
  })

  it("shows a trainer's profile edit to visitors at once", async () => {
    const trainer = await makeTrainer(server, 'Coach Edit')
    expect((await visitorRow(trainer.record.id))?.rate).toBe(80)
    await trainer.pb.collection('trainer_profiles').update(trainer.profile.id, { rate: 95 })
    const row = await visitorRow(trainer.record.id)
    expect(row?.rate).toBe(95)
    expect(row?.expand?.trainer_profile?.rate).toBe(95)
    expect(await visitorText(ALL_TRAINERS)).toBe(await memberText(ALL_TRAINERS))
  })

  it('shows a new trainer to visitors at once', async () => {
    const before = JSON.parse(await visitorText(ALL_TRAINERS)) as { totalItems: number }
    const trainer = await makeTrainer(server, 'Coach New')
    const after = JSON.parse(await visitorText(ALL_TRAINERS)) as { totalItems: number }
    expect(after.totalItems).toBe(before.totalItems + 1)
    expect(await visitorRow(trainer.record.id)).toBeDefined()
    expect(await visitorText(ALL_TRAINERS)).toBe(await memberText(ALL_TRAINERS))
  })

  it('drops a deleted trainer, or a deleted trainer profile, at once', async () => {
    const gone = await makeTrainer(server, 'Coach Gone')
    const bare = await makeTrainer(server, 'Coach Bare')
    expect(await visitorRow(gone.record.id)).toBeDefined()
    await server.root.collection('users').delete(gone.record.id)
    expect(await visitorRow(bare.record.id)).toBeDefined()
    await server.root.collection('trainer_profiles').delete(bare.profile.id)
    expect(await visitorRow(gone.record.id)).toBeUndefined()
    // Without a profile the trainer is no longer listed.
    expect(await visitorRow(bare.record.id)).toBeUndefined()
    expect(await visitorText(ALL_TRAINERS)).toBe(await memberText(ALL_TRAINERS))
  })

  it("shows a superuser's batch (one transaction) and a rule change at once", async () => {
    const trainer = await makeTrainer(server, 'Coach Batch')
    expect((await visitorRow(trainer.record.id))?.rate).toBe(80)
    await server.root.settings.update({ batch: { enabled: true, maxRequests: 10 } })
    const batch = server.root.createBatch()
    batch.collection('trainer_profiles').update(trainer.profile.id, { rate: 120 })
    batch.collection('users').update(trainer.record.id, { name: 'Coach Batched' })
    await batch.send()
    expect((await visitorRow(trainer.record.id))?.rate).toBe(120)

    // Expand follows trainer_profiles' view rule: a locked rule hides the expanded profile.
    await server.root.collections.update('trainer_profiles', { viewRule: null })
    try {
      expect((await visitorRow(trainer.record.id))?.expand?.trainer_profile).toBeUndefined()
      expect(await visitorText(ALL_TRAINERS)).toBe(await memberText(ALL_TRAINERS))
    } finally {
      await server.root.collections.update('trainer_profiles', { viewRule: '' })
    }
    expect((await visitorRow(trainer.record.id))?.expand?.trainer_profile?.rate).toBe(120)
  })

  it('never answers signed-in, filtered or unusual requests from the cache', async () => {
    await makeTrainer(server, 'Coach Private')
    const path = `${LIST}?page=1&perPage=9&expand=trainer_profile`
    await rawGet(path)
    await rawGet(path) // now cached for visitors
    await rawGet(path, { Authorization: member.pb.authStore.token })
    await rawGet(path, { Authorization: 'not-a-valid-token' })
    await rawGet(path, { Authorization: server.root.authStore.token })
    expect(await cacheNotes(path, 5)).toEqual(['miss', 'hit', undefined, undefined, undefined])

    const uncached = [
      `${LIST}?page=1&perPage=9&filter=${encodeURIComponent('rate > 0')}`,
      `${LIST}?page=1&perPage=9&fields=id,name`,
      `${LIST}?page=1&perPage=9&sort=@random`,
      `${LIST}?page=1&perPage=9&sort=trainer_profile.rate`,
      `${LIST}?page=1&perPage=9&expand=trainer_profile.user`,
      `${LIST}?page=1&perPage=9&page=2`,
    ]
    for (const url of uncached) {
      const first = await rawGet(url)
      const second = await rawGet(url)
      expect(second.status).toBe(first.status)
    }
    for (const url of uncached) {
      expect(await cacheNotes(url, 2)).toEqual([undefined, undefined])
    }
  })
})

// A fitness profile must not reach a trainer through a filter or a sort either: asking "which of my
// bookings has a booker whose notes contain 'knee'?" learns the notes without showing the record,
// so nothing would be logged. Every relation path of the migrated schema that reaches
// client_profiles (up to two hops, back-relations included) is tried as a REST list filter, a REST
// sort and a realtime subscription filter (PocketBase applies `filter` in subscription options).
// Each must be refused, answer the same whatever the notes say, or log the read. Today the rules
// close them (PocketBase checks a join through `users` against users' list rule: yourself only);
// the second server opens that rule to show this test notices when a rule change opens one.
import { EventSource } from 'eventsource'
import type { CollectionModel } from 'pocketbase'
import { describe, expect, it } from 'vitest'
import { request } from './bookings-support'
import { makeClient, makeTrainer, sgtSlot, type Member } from './factories'
import { testServer, type TestServer } from './support/test-server'

// Some 300 list requests and 20 live passes per server.
const SLOW = 120_000

// Node 20 has no EventSource; the SDK's realtime needs one.
globalThis.EventSource = EventSource as unknown as typeof globalThis.EventSource

const PROFILES = 'client_profiles'
const NOTES = 'additionalInfo'

interface Fixture {
  server: TestServer
  trainer: Member
  /** Two booking clients whose notes sort apart: a sort through the profile orders them. */
  markers: [string, string]
  collections: CollectionModel[]
}

/** Every relation path from `from` to client_profiles, at most `hops` long ('' is the collection itself). */
function pathsToProfiles(all: CollectionModel[], from: CollectionModel, hops: number): string[] {
  const byId = new Map(all.map((c) => [c.id, c]))
  const steps: [string, CollectionModel][] = []
  for (const field of from.fields) {
    const target = field.type === 'relation' ? byId.get(field.collectionId as string) : undefined
    if (target) steps.push([field.name, target])
  }
  for (const other of all) {
    for (const field of other.fields) {
      if (field.type === 'relation' && field.collectionId === from.id)
        steps.push([`${other.name}_via_${field.name}`, other])
    }
  }
  return steps.flatMap(([name, target]) => [
    ...(target.name === PROFILES ? [name] : []),
    ...(hops > 1 ? pathsToProfiles(all, target, hops - 1).map((rest) => `${name}.${rest}`) : []),
  ])
}

async function fixture(server: TestServer, tag: string): Promise<Fixture> {
  const trainer = await makeTrainer(server, `Filter Coach ${tag}`)
  const id = crypto.randomUUID().slice(0, 8)
  const markers: [string, string] = [`Aa ankle ${id}`, `Zz knee ${id}`]
  for (const [n, marker] of markers.entries()) {
    const client = await makeClient(server, `Filter Client ${tag} ${n}`)
    const booking = await request(client, trainer, sgtSlot(3 + n, 9))
    await trainer.pb.collection('bookings').update(booking.id, { status: 'confirmed' })
    await client.pb.collection(PROFILES).update(client.profile.id, { [NOTES]: marker })
  }
  await forgetReads(server)
  return { server, trainer, markers, collections: await server.root.collections.getFullList() }
}

async function forgetReads(server: TestServer) {
  for (const read of await server.root.collection('profile_reads').getFullList())
    await server.root.collection('profile_reads').delete(read.id)
}

const readCount = async (f: Fixture) =>
  (await f.server.root.collection('profile_reads').getFullList()).length

/** What the trainer's raw list answer says: refused, or its status, row count and row order. */
async function listAnswer(f: Fixture, collection: string, query: Record<string, string>) {
  const response = await fetch(
    `${f.server.url}/api/collections/${collection}/records?${new URLSearchParams(query)}`,
    { headers: { authorization: f.trainer.pb.authStore.token } },
  )
  const body = (await response.json()) as { items?: { id: string }[] }
  if ([400, 403, 404].includes(response.status)) return 'refused'
  return `${response.status} ${(body.items ?? []).map((item) => item.id).join(',')}`
}

/**
 * Events the trainer receives on `collection/*` under each filter, all on one connection, while
 * every record there is saved once; the trainer's own users record is saved last as the sentinel.
 */
async function liveAnswers(f: Fixture, collection: string, filters: string[]): Promise<string[]> {
  const records = await f.server.root.collection(collection).getFullList({ fields: 'id' })
  const counts = filters.map(() => 0)
  const sentinel: string[] = []
  const stops: (() => Promise<void>)[] = []
  const me = f.trainer.record.id
  const save = (name: string, id: string) =>
    f.server.root
      .collection(name)
      .update(id, {})
      .catch(() => undefined)
  try {
    for (const [n, filter] of filters.entries()) {
      const onEvent = () => (counts[n] += 1)
      stops.push(await f.trainer.pb.collection(collection).subscribe('*', onEvent, { filter }))
    }
    stops.push(await f.trainer.pb.collection('users').subscribe(me, (e) => sentinel.push(e.action)))
    for (const record of records) if (record.id !== me) await save(collection, record.id)
    await save('users', me)
    await expect.poll(() => sentinel.length).toBeGreaterThan(0)
  } catch {
    return filters.map(() => 'refused')
  } finally {
    // A refused topic stays in the SDK's list, so each unsubscribe sends it again and is refused.
    for (const stop of stops) await stop().catch(() => undefined)
  }
  return counts.map((count) => `${count} events`)
}

/**
 * Each filter or sort through a path to the profile that answers differently with the notes'
 * text and with a text no profile holds (or ascending and descending), and left no profile_reads
 * row: an unlogged read.
 */
async function unloggedProfileFilters(f: Fixture): Promise<string[]> {
  const absent = `no such note ${crypto.randomUUID()}`
  const open: string[] = []
  const check = async (name: string, answers: () => Promise<string[]>) => {
    const [a, b] = await answers()
    if (a === b) return
    if ((await readCount(f)) === 0) open.push(name)
    else await forgetReads(f.server)
  }
  for (const from of f.collections.filter((c) => !c.system)) {
    const paths = from.name === PROFILES ? [''] : []
    paths.push(...pathsToProfiles(f.collections, from, 2))
    if (paths.length === 0) continue
    const fields = paths.map((path) => (path ? `${path}.${NOTES}` : NOTES))
    const like = (field: string, text: string) => `${field} ~ ${JSON.stringify(text)}`
    const list = (query: Record<string, string>) => listAnswer(f, from.name, query)
    for (const field of fields) {
      await check(`${from.name} filter ${field}`, () =>
        Promise.all([
          list({ filter: like(field, f.markers[0]) }),
          list({ filter: like(field, absent) }),
        ]),
      )
      await check(`${from.name} sort ${field}`, () =>
        Promise.all([list({ sort: `${field},id` }), list({ sort: `-${field},id` })]),
      )
    }
    // Views send no realtime events. One pass of saves answers every path's pair of filters.
    if (from.type === 'view') continue
    const pairs = fields.map((field) => [like(field, f.markers[0]), like(field, absent)])
    const answers = await liveAnswers(f, from.name, pairs.flat())
    const logged = (await readCount(f)) > 0
    if (logged) await forgetReads(f.server)
    for (const [n, field] of fields.entries()) {
      if (answers[2 * n] !== answers[2 * n + 1] && !logged)
        open.push(`${from.name} live filter ${field}`)
    }
  }
  return open
}

describe('filters and sorts through a relation to client_profiles', () => {
  const server = testServer()

  it(
    'are refused, learn nothing, or are logged: on REST lists, sorts and live subscriptions',
    async () => {
      const f = await fixture(server, 'Main')
      const bookings = f.collections.find((c) => c.name === 'bookings')!
      expect(pathsToProfiles(f.collections, bookings, 2)).toContain('booker.profile')
      expect(await unloggedProfileFilters(f)).toEqual([])
    },
    SLOW,
  )
})

describe('a rule change that lets a trainer read the booker', () => {
  const wide = testServer()

  it(
    'opens a filter through booker.profile, and the enumeration names it',
    async () => {
      await wide.root.collections.update('users', {
        listRule: '@request.auth.id != ""',
        viewRule: '@request.auth.id != ""',
      })
      const f = await fixture(wide, 'Wide')
      const open = await unloggedProfileFilters(f)
      expect(open).toContain(`bookings filter booker.profile.${NOTES}`)
      expect(open).toContain(`bookings sort booker.profile.${NOTES}`)
      expect(open).toContain(`bookings live filter booker.profile.${NOTES}`)
    },
    SLOW,
  )
})

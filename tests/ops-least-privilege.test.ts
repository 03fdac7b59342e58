// What operators can and cannot see (docs/trust-and-safety.md), as raw clients see it: every
// operator route answers anyone else exactly like a path that does not exist; operators read
// members' names (users, users_view, the log's expands) and search members by name or email; and
// they never read a fitness profile or a chat by any route of the kind: the records API, every
// expand that reaches client_profiles, messages or chats (up to two hops, from the migrated
// schema), realtime topics, and every custom GET route, each with every id of the fixture.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { EventSource } from 'eventsource'
import type { CollectionModel } from 'pocketbase'
import { beforeAll, describe, expect, it } from 'vitest'
import type { OperatorActionsResponse } from '@/lib/pocketbase-types'
import { hooksDir } from '../scripts/lib/pocketbase'
import { registrationsOf } from '../scripts/lib/hooks-map'
import { request } from './bookings-support'
import {
  expectRefused,
  makeClient,
  makeMember,
  makeOperator,
  makeTrainer,
  sgtSlot,
  type Member,
} from './factories'
import { hookLibrary } from './support/hook-library'
import { testServer } from './support/test-server'

// Node 20 has no EventSource; the SDK's realtime needs one.
globalThis.EventSource = EventSource as unknown as typeof globalThis.EventSource

const server = testServer()
// Where nothing but the members of a booking or a chat may look.
const PRIVATE = ['client_profiles', 'messages', 'chats']
// The fields a list of each names its rows by.
const LIST_FIELDS: Record<string, string[]> = {
  client_profiles: ['id', 'user'],
  messages: ['id', 'chat', 'sender'],
  chats: ['id', 'user1', 'user2'],
}

const routesOf = (file: string) =>
  registrationsOf(file, readFileSync(join(hooksDir, file), 'utf8'))
    .filter((r) => r.call === 'routerAdd')
    .map((r) => ({ method: String(r.args[0]), path: String(r.args[1]) }))

const OPS_ROUTES = routesOf('ops.pb.js')
const ROUTE_BODIES = (
  hookLibrary('pb_hooks/lib/platform/route_bodies.js') as { ROUTE_BODIES: Record<string, object> }
).ROUTE_BODIES
const ALL_ROUTES = readdirSync(hooksDir)
  .filter((file) => file.endsWith('.pb.js'))
  .flatMap(routesOf)

interface Fixture {
  operator: Member
  client: Member & { profile: { id: string } }
  trainer: Member
  /** Texts only the client's profile and their chat hold: an answer containing one showed it. */
  markers: string[]
  ids: string[]
}
let f: Fixture
let collections: CollectionModel[]

async function raw(method: string, path: string, token = '', body?: object) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: token } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  })
  return { status: response.status, text: await response.text() }
}

const leaks = (text: string) => f.markers.filter((marker) => text.includes(marker))

/** Every expand path from `from` that ends at a PRIVATE collection, at most `hops` long. */
function expandsReaching(from: CollectionModel, hops: number): string[] {
  const byId = new Map(collections.map((c) => [c.id, c]))
  const steps: [string, CollectionModel][] = []
  for (const field of from.fields) {
    const target = field.type === 'relation' ? byId.get(field.collectionId as string) : undefined
    if (target) steps.push([field.name, target])
  }
  for (const other of collections)
    for (const field of other.fields)
      if (field.type === 'relation' && field.collectionId === from.id)
        steps.push([`${other.name}_via_${field.name}`, other])
  return steps.flatMap(([name, target]) => [
    ...(PRIVATE.includes(target.name) ? [name] : []),
    ...(hops > 1 ? expandsReaching(target, hops - 1).map((rest) => `${name}.${rest}`) : []),
  ])
}

beforeAll(async () => {
  const operator = await makeOperator(server)
  const client = await makeClient(server, 'Private Client')
  const trainer = await makeTrainer(server, 'Private Coach')
  const booking = await request(client, trainer, sgtSlot(3, 9))
  await trainer.pb.collection('bookings').update(booking.id, { status: 'confirmed' })
  const health = `Old knee injury ${crypto.randomUUID().slice(0, 8)}`
  const chatText = `See you at the gym ${crypto.randomUUID().slice(0, 8)}`
  await client.pb
    .collection('client_profiles')
    .update(client.profile.id, { additionalInfo: health })
  const chat = await client.pb
    .collection('chats')
    .create({ user1: client.record.id, user2: trainer.record.id })
  const message = await client.pb
    .collection('messages')
    .create({ chat: chat.id, sender: client.record.id, text: chatText })
  f = {
    operator,
    client,
    trainer,
    markers: [health, chatText],
    ids: [client.record.id, trainer.record.id, client.profile.id, booking.id, chat.id, message.id],
  }
  collections = await server.root.collections.getFullList()
})

describe('operator routes', () => {
  it('answer visitors and members who are not operators exactly like a path that does not exist', async () => {
    expect(OPS_ROUTES.length).toBeGreaterThanOrEqual(8)
    const tokens = ['', f.client.pb.authStore.token, f.trainer.pb.authStore.token]
    for (const { method, path } of OPS_ROUTES) {
      const nowhere = await raw(
        method,
        '/api/gymbuddy/ops/no/such/thing',
        '',
        method === 'GET' ? undefined : {},
      )
      expect(nowhere.status).toBe(404)
      // A body the route takes (each declared field), and one it would refuse: the same 404.
      const declared = ROUTE_BODIES[`${method} ${path}`] ?? {}
      const body = Object.fromEntries(
        Object.keys(declared).map((field) => [
          field,
          field === 'user' ? f.client.record.id : 'attended',
        ]),
      )
      const refused = { ...body, notAField: 1 }
      const url = path.replace(/\{[^}]+\}/g, f.ids[3]!)
      for (const token of tokens) {
        for (const sent of method === 'GET' ? [undefined] : [body, refused]) {
          const answer = await raw(method, url, token, sent)
          expect(answer, `${method} ${path}`).toEqual(nowhere)
        }
      }
    }
    // Nothing happened: the member is not suspended and nothing was logged.
    expect((await server.root.collection('operator_actions').getList(1, 1)).totalItems).toBe(0)
  })

  it('give operators the desk’s summary and a member search by name or email', async () => {
    const summary = await f.operator.pb.send('/api/gymbuddy/ops/summary', {})
    expect(summary).toEqual({ openReports: 0, pendingCredentials: 0, openDisputes: 0 })
    await expectRefused(f.operator.pb.send('/api/gymbuddy/ops/members', { query: { q: 'P' } }), {
      status: 400,
      field: 'q',
      code: 'validation_query_length',
    })
    const byName = await f.operator.pb.send<{ items: Record<string, unknown>[] }>(
      '/api/gymbuddy/ops/members',
      { query: { q: 'Private Cl' } },
    )
    expect(byName.items).toEqual([
      {
        id: f.client.record.id,
        name: 'Private Client',
        email: f.client.email,
        userType: 'client',
        verified: false,
        created: f.client.record.created,
        suspendedAt: '',
        operator: false,
      },
    ])
    const byEmail = await f.operator.pb.send<{ items: { id: string }[] }>(
      '/api/gymbuddy/ops/members',
      { query: { q: f.trainer.email.slice(0, 12) } },
    )
    expect(byEmail.items.map((item) => item.id)).toContain(f.trainer.record.id)
    for (let i = 0; i < 22; i += 1) await makeMember(server, `Crowd Member ${i}`)
    const crowd = await f.operator.pb.send<{ items: unknown[] }>('/api/gymbuddy/ops/members', {
      query: { q: 'Crowd' },
    })
    expect(crowd.items).toHaveLength(20)
  })
})

describe('what operators read', () => {
  it('members’ names in users and users_view, and the log with its operator and target', async () => {
    const stranger = await makeMember(server, 'Nosy Member')
    for (const name of ['users', 'users_view'] as const) {
      const seen = await f.operator.pb.collection(name).getOne(f.client.record.id)
      expect(seen.name, name).toBe('Private Client')
      await expectRefused(stranger.pb.collection(name).getOne(f.client.record.id), {
        status: 404,
      })
    }
    const suspended = await makeMember(server, 'Logged Target')
    await f.operator.pb.send('/api/gymbuddy/ops/suspend', {
      method: 'POST',
      body: { user: suspended.record.id, reason: 'Spam' },
    })
    type Named = { name: string }
    const log = await f.operator.pb
      .collection('operator_actions')
      .getFullList<OperatorActionsResponse<{ operator?: Named; target?: Named }>>({
        expand: 'operator,target',
        filter: `target = "${suspended.record.id}"`,
      })
    expect(log.map((row) => [row.expand?.operator?.name, row.expand?.target?.name])).toEqual([
      ['Olive Operator', 'Logged Target'],
    ])
  })

  it('no fitness profile and no chat over the records API', async () => {
    const token = f.operator.pb.authStore.token
    for (const name of PRIVATE) {
      const base = `/api/collections/${name}/records`
      // Lists of private rows must name them (lib/platform/list_guard.js): by every field that can.
      for (const field of LIST_FIELDS[name]!) {
        const filter = f.ids.map((id) => `${field}="${id}"`).join(' || ')
        const list = await raw('GET', `${base}?filter=${encodeURIComponent(filter)}`, token)
        expect(list.status, `${name} by ${field}`).toBe(200)
        expect(leaks(list.text), `${name} by ${field}`).toEqual([])
      }
      for (const id of f.ids) {
        const one = await raw('GET', `${base}/${id}`, token)
        expect(leaks(one.text), `${name}/${id}`).toEqual([])
      }
    }
  })

  it('no fitness profile and no chat through any expand, from any collection', async () => {
    const shown: string[] = []
    let tried = 0
    for (const from of collections.filter((c) => !c.system)) {
      const paths = expandsReaching(from, 2)
      if (paths.length === 0) continue
      const base = `/api/collections/${from.name}/records`
      for (const path of paths) {
        const expand = encodeURIComponent(path)
        for (const suffix of ['', ...f.ids.map((id) => `/${id}`)]) {
          tried += 1
          const answer = await raw(
            'GET',
            `${base}${suffix}?expand=${expand}`,
            f.operator.pb.authStore.token,
          )
          if (leaks(answer.text).length > 0) shown.push(`${from.name}${suffix}?expand=${path}`)
        }
      }
    }
    expect(tried).toBeGreaterThan(50)
    expect(shown).toEqual([])
  })

  it('no fitness profile and no chat through realtime', async () => {
    const received: string[] = []
    const stops = []
    for (const topic of ['client_profiles/*', 'messages/*', 'chats/*', 'users/*']) {
      stops.push(
        await f.operator.pb.realtime.subscribe(topic, (event: unknown) => {
          received.push(JSON.stringify(event))
        }),
      )
    }
    try {
      const sentinel = `Realtime sentinel ${crypto.randomUUID().slice(0, 8)}`
      await f.client.pb.collection('client_profiles').update(f.client.profile.id, {
        additionalInfo: `${f.markers[0]} (edited)`,
      })
      await f.client.pb.collection('messages').create({
        chat: f.ids[4],
        sender: f.client.record.id,
        text: `${f.markers[1]} (again)`,
      })
      // A users event operators do receive: when it arrives, the others would have too.
      await server.root.collection('users').update(f.client.record.id, { name: sentinel })
      await expect.poll(() => received.some((event) => event.includes(sentinel))).toBe(true)
      await server.root.collection('users').update(f.client.record.id, { name: 'Private Client' })
    } finally {
      for (const stop of stops) await stop()
    }
    expect(received.flatMap(leaks)).toEqual([])
  })

  it('no fitness profile and no chat through any custom GET route, with any id', async () => {
    const gets = ALL_ROUTES.filter((route) => route.method === 'GET')
    expect(gets.length).toBeGreaterThan(20)
    const shown: string[] = []
    for (const { path } of gets) {
      let urls = [path.replace('{path...}', 'gymbuddy/nothing')]
      for (const name of path.match(/\{(\w+)\}/g) ?? [])
        urls = urls.flatMap((url) => f.ids.map((id) => url.replace(name, id)))
      for (const url of urls) {
        const answer = await raw('GET', url, f.operator.pb.authStore.token)
        if (leaks(answer.text).length > 0) shown.push(url)
      }
    }
    expect(shown).toEqual([])
  })
})

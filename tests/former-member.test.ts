// After a member closes their account, the other side meets a "Former member"
// (pb_hooks/lib/privacy/former_member.js): no answer anywhere prints its placeholder address (every GET
// route, listed from the hook files, and every collection, listed from the schema), the
// conversation says the member left, and nobody can write to them.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { CollectionModel } from 'pocketbase'
import { beforeAll, describe, expect, it } from 'vitest'
import { registrationsOf } from '../scripts/lib/hooks-map'
import { hooksDir } from '../scripts/lib/pocketbase'
import { makeBooking, requestSeries } from './bookings-support'
import {
  expectRefused,
  makeClient,
  makeOperator,
  makeTrainer,
  PASSWORD,
  sgtSlot,
  type Member,
} from './factories'
import { testServer } from './support/test-server'

const server = testServer()

const PLACEHOLDER = 'closed.invalid'

const getRoutes = readdirSync(hooksDir)
  .filter((name) => name.endsWith('.pb.js'))
  .flatMap((file) => registrationsOf(file, readFileSync(join(hooksDir, file), 'utf8')))
  .filter((registration) => registration.call === 'routerAdd' && registration.args[0] === 'GET')
  .map((registration) => registration.args[1] as string)

interface Scene {
  viewer: Member
  operator: Member
  formerId: string
  booking: string
  series: string
  feed: string
}

/** How each GET route is asked by the Former member's partner (or an operator), and why not. */
const ASKED: Record<string, ((s: Scene) => { path: string; as?: 'operator' }[]) | string> = {
  '/api/{path...}': 'the not-found answer',
  '/api': 'the not-found answer',
  '/api/gymbuddy/me/export': () => [{ path: '/api/gymbuddy/me/export' }],
  '/api/gymbuddy/reliability/{userId}': (s) => [
    { path: `/api/gymbuddy/reliability/${s.formerId}` },
  ],
  '/api/gymbuddy/bookings': () =>
    ['booker', 'gymBuddy'].map((side) => ({
      path: `/api/gymbuddy/bookings?side=${side}&now=${encodeURIComponent(new Date().toISOString())}`,
    })),
  '/api/gymbuddy/series/plan': (s) => [
    {
      path: `/api/gymbuddy/series/plan?gymBuddy=${s.formerId}&datetime=${encodeURIComponent(sgtSlot(9, 10))}&weeks=4`,
    },
  ],
  '/api/gymbuddy/series/{id}/ics': (s) => [{ path: `/api/gymbuddy/series/${s.series}/ics` }],
  '/api/gymbuddy/bookings/{id}/ics': (s) => [{ path: `/api/gymbuddy/bookings/${s.booking}/ics` }],
  '/api/gymbuddy/calendar/{token}': (s) => [{ path: new URL(s.feed).pathname }],
  '/api/gymbuddy/conversations/{userId}': (s) => [
    { path: `/api/gymbuddy/conversations/${s.formerId}` },
  ],
  '/api/gymbuddy/dashboard': () => [{ path: '/api/gymbuddy/dashboard' }],
  '/api/gymbuddy/finder': () => [{ path: '/api/gymbuddy/finder' }],
  '/api/gymbuddy/finder/specializations': () => [{ path: '/api/gymbuddy/finder/specializations' }],
  '/api/gymbuddy/inbox': () => [{ path: '/api/gymbuddy/inbox' }],
  '/api/gymbuddy/unread': () => [{ path: '/api/gymbuddy/unread' }],
  '/api/gymbuddy/me': () => [{ path: '/api/gymbuddy/me' }],
  '/api/gymbuddy/mail': () => [{ path: '/api/gymbuddy/mail' }],
  '/api/gymbuddy/ops/disputes': () => [{ path: '/api/gymbuddy/ops/disputes', as: 'operator' }],
  '/api/gymbuddy/ops/summary': () => [{ path: '/api/gymbuddy/ops/summary', as: 'operator' }],
  '/api/gymbuddy/ops/members': () =>
    ['Former', PLACEHOLDER].map((q) => ({
      path: `/api/gymbuddy/ops/members?q=${encodeURIComponent(q)}`,
      as: 'operator' as const,
    })),
  '/api/gymbuddy/bookings/{id}/paynow': (s) => [
    { path: `/api/gymbuddy/bookings/${s.booking}/paynow` },
  ],
  '/api/gymbuddy/purchases/{id}/paynow': () => [
    { path: '/api/gymbuddy/purchases/zzzzzzzzzzzzzzz/paynow' },
  ],
  '/api/gymbuddy/purchases/{id}/cover': () => [
    { path: '/api/gymbuddy/purchases/zzzzzzzzzzzzzzz/cover' },
  ],
  '/api/gymbuddy/payments/received': () => [{ path: '/api/gymbuddy/payments/received' }],
  '/api/gymbuddy/payments/earnings': () => [{ path: '/api/gymbuddy/payments/earnings' }],
  '/api/gymbuddy/payments/earnings.csv': () => [{ path: '/api/gymbuddy/payments/earnings.csv' }],
  '/api/gymbuddy/credits': () => [{ path: '/api/gymbuddy/credits' }],
  '/api/gymbuddy/receipts/{id}/pdf': () => [{ path: '/api/gymbuddy/receipts/zzzzzzzzzzzzzzz/pdf' }],
  '/api/gymbuddy/recommendations': () => [{ path: '/api/gymbuddy/recommendations' }],
  '/api/gymbuddy/trainers/{id}/reply-time': (s) => [
    { path: `/api/gymbuddy/trainers/${s.formerId}/reply-time` },
  ],
  '/api/gymbuddy/trainers/{id}/free': (s) => [
    { path: `/api/gymbuddy/trainers/${s.formerId}/free` },
  ],
  '/api/gymbuddy/trainers/{id}/busy': (s) => [
    { path: `/api/gymbuddy/trainers/${s.formerId}/busy` },
  ],
}

const closeAccount = (member: Member) =>
  member.pb.send('/api/gymbuddy/me/delete', { method: 'POST', body: { password: PASSWORD } })

async function bodyOf(path: string, as: Member) {
  const response = await fetch(`${server.url}${path}`, {
    headers: { Authorization: as.pb.authStore.token },
  })
  return { status: response.status, text: await response.text() }
}

/** A viewer who had sessions, a weekly series and a chat with `leaver`, after `leaver` left. */
async function sceneWith(viewer: Member, leaver: Member, trainer: Member, client: Member) {
  const hour = 3600_000
  const past = new Date(Math.floor(Date.now() / hour) * hour - 72 * hour).toISOString()
  const booking = await makeBooking(server.root, client, trainer, past, 'confirmed')
  const series = await requestSeries(client, trainer, sgtSlot(3, 11), 3)
  const chat = await client.pb
    .collection('chats')
    .create({ user1: client.record.id, user2: trainer.record.id })
  for (const [sender, text] of [
    [client, 'Hello coach'],
    [trainer, 'Hello, see you Tuesday'],
  ] as const)
    await sender.pb.collection('messages').create({ chat: chat.id, sender: sender.record.id, text })
  const { url: feed } = await viewer.pb.send<{ url: string }>('/api/gymbuddy/calendar/token', {
    method: 'POST',
  })
  await closeAccount(leaver)
  const kept = await server.root.collection('bookings').getOne(booking.id)
  const formerId = leaver === client ? kept.booker : kept.gymBuddy
  return {
    viewer,
    operator: await makeOperator(server),
    formerId,
    booking: booking.id,
    series: series.id,
    feed,
    chat: chat.id,
  }
}

describe('after a member leaves', () => {
  let scenes: Record<'trainerSees' | 'clientSees', Scene & { chat: string }>
  beforeAll(async () => {
    const trainer = await makeTrainer(server, 'Staying Coach')
    const leavingClient = await makeClient(server, 'Leaving Client')
    const client = await makeClient(server, 'Staying Client')
    const leavingTrainer = await makeTrainer(server, 'Leaving Coach')
    scenes = {
      trainerSees: await sceneWith(trainer, leavingClient, trainer, leavingClient),
      clientSees: await sceneWith(client, leavingTrainer, leavingTrainer, client),
    }
  })

  it('every GET route is asked here, or says why not', () => {
    expect([...getRoutes].sort()).toEqual(Object.keys(ASKED).sort())
  })

  it.each(['trainerSees', 'clientSees'] as const)(
    'no GET route prints the placeholder address (%s)',
    async (name) => {
      const scene = scenes[name]
      for (const [route, ask] of Object.entries(ASKED)) {
        if (typeof ask === 'string') continue
        for (const { path, as } of ask(scene)) {
          const { text } = await bodyOf(path, as === 'operator' ? scene.operator : scene.viewer)
          expect(text, `${route}: ${path}`).not.toContain(PLACEHOLDER)
        }
      }
    },
  )

  it.each(['trainerSees', 'clientSees'] as const)(
    'no collection the other side can list prints it, expanded or not (%s)',
    async (name) => {
      const { viewer } = scenes[name]
      const collections = await server.root.collections.getFullList<CollectionModel>()
      for (const collection of collections) {
        const relations = (collection.fields as { name: string; type: string }[])
          .filter((field) => field.type === 'relation')
          .map((field) => field.name)
        const expand = relations.length ? `&expand=${relations.join(',')}` : ''
        const { text } = await bodyOf(
          `/api/collections/${collection.name}/records?perPage=200${expand}`,
          viewer,
        )
        expect(text, collection.name).not.toContain(PLACEHOLDER)
      }
    },
  )

  it.each(['trainerSees', 'clientSees'] as const)(
    'the conversation says they left, and nothing more can be sent to them (%s)',
    async (name) => {
      const { viewer, formerId, chat } = scenes[name]
      const answer = await viewer.pb.send<{ person: { name: string }; left?: boolean }>(
        `/api/gymbuddy/conversations/${formerId}`,
        {},
      )
      expect(answer.left).toBe(true)
      expect(answer.person.name).toBe('Former member')
      await expectRefused(
        viewer.pb
          .collection('messages')
          .create({ chat, sender: viewer.record.id, text: 'Are you still there?' }),
        { status: 400, field: 'chat', code: 'validation_member_left' },
      )
      const messages = await viewer.pb
        .collection('messages')
        .getFullList({ filter: `chat = "${chat}"` })
      expect(messages.map((message) => message.text)).not.toContain('Are you still there?')
    },
  )

  it('nobody starts a new chat with a Former member', async () => {
    const { formerId } = scenes.trainerSees
    const someone = await makeClient(server, 'Late Client')
    await expectRefused(
      someone.pb.collection('chats').create({ user1: someone.record.id, user2: formerId }),
      { status: 400, field: 'user2', code: 'validation_member_left' },
    )
  })

  it('a member who is still here is not marked as left', async () => {
    const trainer = await makeTrainer(server, 'Present Coach')
    const client = await makeClient(server, 'Present Client')
    await makeBooking(server.root, client, trainer, sgtSlot(4, 10), 'confirmed')
    const answer = await client.pb.send<{ left?: boolean }>(
      `/api/gymbuddy/conversations/${trainer.record.id}`,
      {},
    )
    expect(answer.left).toBeUndefined()
  })
})

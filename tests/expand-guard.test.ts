// `expand` only as the app uses it (pb_hooks/lib/platform/expand_guard.js): trainer_profile on
// gym_buddies_view, and the spec's "Load user" (profile or trainer_profile on a view of one's own
// users record). A nested back-relation expand of a chat's messages answered 40-73 MB in 2-13 s;
// every other expand, on REST or in a realtime subscription's options, now gets a 400 naming
// `expand` before any query runs. Superusers (the dashboard) expand freely.
import { describe, expect, it } from 'vitest'
import {
  expectRefused,
  makeClient,
  makeMember,
  makeTrainer,
  makeVisitor,
  PASSWORD,
  type Member,
} from './factories'
import {
  openRawConnection,
  setSubscriptions,
  topicWithOptions,
  type RawAnswer,
} from './support/raw-realtime'
import { testServer } from './support/test-server'

const server = testServer()
const REFUSED = { status: 400, field: 'expand', code: 'validation_expand_not_allowed' }
const ATTACK = 'chat.messages_via_chat.chat.messages_via_chat'

async function chatWithMessages(a: Member, b: Member, count: number) {
  const chat = await server.root
    .collection('chats')
    .create({ user1: a.record.id, user2: b.record.id })
  for (let i = 0; i < count; i += 11) {
    await Promise.all(
      Array.from({ length: Math.min(11, count - i) }, (_, k) =>
        server.root
          .collection('messages')
          .create({ chat: chat.id, sender: a.record.id, text: `hello ${i + k}` }),
      ),
    )
  }
  return chat
}

/** A raw GET as the member: status, size and time of the answer. */
async function timedGet(path: string, token: string) {
  const started = performance.now()
  const response = await fetch(`${server.url}${path}`, { headers: { authorization: token } })
  const body = Buffer.from(await response.arrayBuffer())
  const ms = performance.now() - started
  return { status: response.status, bytes: body.length, ms, json: JSON.parse(body.toString()) }
}

function expectExpandRefused(answer: RawAnswer | { status: number; json: RawAnswer['body'] }) {
  const body = 'json' in answer ? answer.json : answer.body
  expect(answer.status).toBe(400)
  expect(body.data?.expand?.code).toBe(REFUSED.code)
}

describe('expand on REST', () => {
  it("refuses a nested back-relation expand of a chat's messages at once; the plain list still answers", async () => {
    const a = await makeMember(server, 'Expand A')
    const b = await makeMember(server, 'Expand B')
    const chat = await chatWithMessages(a, b, 55)
    const list = `/api/collections/messages/records?perPage=1000&filter=${encodeURIComponent(`chat="${chat.id}"`)}`
    const attack = await timedGet(`${list}&expand=${ATTACK}`, a.pb.authStore.token)
    expectExpandRefused(attack)
    expect(attack.bytes).toBeLessThan(1000)
    expect(attack.ms).toBeLessThan(500)

    const plain = await timedGet(list, a.pb.authStore.token)
    expect(plain.status).toBe(200)
    expect(plain.json.totalItems).toBe(55)
  })

  it('refuses any other expand: lists and views of any collection, escaped, for members and visitors', async () => {
    const a = await makeMember(server, 'Expand C')
    const b = await makeMember(server, 'Expand D')
    const trainer = await makeTrainer(server, 'Coach Expand')
    const chat = await chatWithMessages(a, b, 2)
    const messages = a.pb.collection('messages')
    const [first] = await messages.getFullList({
      filter: a.pb.filter('chat = {:c}', { c: chat.id }),
    })
    await expectRefused(messages.getList(1, 10, { expand: 'sender' }), REFUSED)
    await expectRefused(messages.getOne(first.id, { expand: 'chat' }), REFUSED)
    await expectRefused(
      a.pb.collection('chats').getOne(chat.id, { expand: 'messages_via_chat' }),
      REFUSED,
    )
    await expectRefused(
      a.pb.collection('users').getOne(a.record.id, { expand: 'profile,trainer_profile' }),
      REFUSED,
    )
    const visitor = makeVisitor(server)
    const buddies = visitor.collection('gym_buddies_view')
    await expectRefused(
      buddies.getOne(trainer.record.id, { expand: 'trainer_profile.user' }),
      REFUSED,
    )
    await expectRefused(
      buddies.getList(1, 5, { expand: 'trainer_profile,bookings_via_gymBuddy' }),
      REFUSED,
    )
    // By the view's id instead of its name, and with the parameter's name escaped.
    const { id: viewId } = await server.root.collections.getOne('gym_buddies_view')
    await expectRefused(
      visitor.collection(viewId).getOne(trainer.record.id, { expand: 'trainer_profile' }),
      REFUSED,
    )
    const escaped = await timedGet(
      `/api/collections/messages/records?%65xpand=${encodeURIComponent(ATTACK)}`,
      a.pb.authStore.token,
    )
    expectExpandRefused(escaped)
  })

  it('refuses expand on create, update and sign-in answers, and nothing is written', async () => {
    const a = await makeMember(server, 'Expand E')
    const b = await makeMember(server, 'Expand F')
    const chat = await chatWithMessages(a, b, 1)
    const messages = a.pb.collection('messages')
    const filter = a.pb.filter('chat = {:c}', { c: chat.id })
    await expectRefused(
      messages.create({ chat: chat.id, sender: a.record.id, text: 'hi' }, { expand: 'chat' }),
      REFUSED,
    )
    expect((await messages.getList(1, 10, { filter })).totalItems).toBe(1)
    await expectRefused(
      a.pb.collection('users').update(a.record.id, { name: 'Renamed' }, { expand: 'profile' }),
      REFUSED,
    )
    expect((await a.pb.collection('users').getOne(a.record.id)).name).toBe('Expand E')
    const visitor = makeVisitor(server)
    await expectRefused(
      visitor.collection('users').authWithPassword(a.email, PASSWORD, { expand: 'profile' }),
      REFUSED,
    )
    await expectRefused(a.pb.collection('users').authRefresh({ expand: 'profile' }), REFUSED)
  })

  it("answers the app's own expand, trainer_profile on gym_buddies_view, to visitors and members", async () => {
    const trainer = await makeTrainer(server, 'Coach Allowed')
    const member = await makeMember(server, 'Expand G')
    for (const pb of [makeVisitor(server), member.pb]) {
      const row = await pb
        .collection('gym_buddies_view')
        .getOne(trainer.record.id, { expand: 'trainer_profile' })
      expect(row.expand?.trainer_profile?.id).toBe(trainer.profile.id)
      const page = await pb.collection('gym_buddies_view').getList(1, 5, {
        expand: 'trainer_profile',
        filter: pb.filter('id = {:id}', { id: trainer.record.id }),
      })
      expect(page.items[0]?.expand?.trainer_profile?.id).toBe(trainer.profile.id)
    }
  })

  it('answers "Load user": profile or trainer_profile on a view of your own users record, unlogged', async () => {
    const client = await makeClient(server, 'Load User Client')
    const trainer = await makeTrainer(server, 'Load User Coach')
    const own = await client.pb.collection('users').getOne(client.record.id, { expand: 'profile' })
    expect(own.expand?.profile?.id).toBe(client.profile.id)
    expect(own.expand?.profile?.additionalInfo).toBe(client.profile.additionalInfo)
    const coach = await trainer.pb
      .collection('users')
      .getOne(trainer.record.id, { expand: 'trainer_profile' })
    expect(coach.expand?.trainer_profile?.id).toBe(trainer.profile.id)
    // The owner reading their own profile is not a read by someone else.
    expect(await client.pb.collection('profile_reads').getFullList()).toEqual([])
  })

  it('refuses every other users expand: someone else’s record, nested, other fields, lists, by id, live', async () => {
    const client = await makeClient(server, 'Load Other Client')
    const trainer = await makeTrainer(server, 'Load Other Coach')
    const users = trainer.pb.collection('users')
    const mine = trainer.record.id
    await expectRefused(users.getOne(client.record.id, { expand: 'profile' }), REFUSED)
    await expectRefused(users.getOne(client.record.id, { expand: 'trainer_profile' }), REFUSED)
    for (const expand of [
      'profile.user',
      'trainer_profile.user',
      'client_profiles_via_user',
      'profile,trainer_profile',
      'avatar',
    ]) {
      await expectRefused(users.getOne(mine, { expand }), REFUSED)
    }
    await expectRefused(users.getList(1, 5, { expand: 'trainer_profile' }), REFUSED)
    await expectRefused(
      trainer.pb.collection('_pb_users_auth_').getOne(mine, { expand: 'trainer_profile' }),
      REFUSED,
    )
    await expectRefused(
      trainer.pb.collection('trainer_profiles').getOne(trainer.profile.id, { expand: 'user' }),
      REFUSED,
    )
    const connection = await openRawConnection(server.url)
    try {
      const topic = topicWithOptions(`users/${mine}`, { query: { expand: 'trainer_profile' } })
      expectExpandRefused(
        await setSubscriptions(
          server.url,
          connection.clientId,
          [topic],
          trainer.pb.authStore.token,
        ),
      )
    } finally {
      connection.close()
    }
  })

  it('lets a superuser expand freely (the dashboard)', async () => {
    const a = await makeMember(server, 'Expand H')
    const b = await makeMember(server, 'Expand I')
    const chat = await chatWithMessages(a, b, 3)
    const row = await server.root
      .collection('chats')
      .getOne<{ expand?: { messages_via_chat?: unknown[] } }>(chat.id, {
        expand: 'messages_via_chat',
      })
    expect(row.expand?.messages_via_chat).toHaveLength(3)
  })
})

describe('expand in realtime subscription options', () => {
  it("refuses a subscription whose options expand anything but the app's own; plain ones still work", async () => {
    const a = await makeMember(server, 'Live Expand A')
    const token = a.pb.authStore.token
    const connection = await openRawConnection(server.url)
    try {
      const attacks = [
        topicWithOptions('messages/*', { query: { expand: ATTACK } }),
        topicWithOptions('messages/*', { query: { expand: 'sender' } }),
        topicWithOptions('chats/*', { Query: { expand: 'messages_via_chat' } }),
        // The same options, written by hand: an escaped key and a second options pair.
        `messages/*?options=${encodeURIComponent('{"query":{"\\u0065xpand":"chat"}}')}`,
        `messages/*?x=1&options=${encodeURIComponent('{"query":{"expand":"chat"}}')}&options={}`,
        'messages/*?options=not-json',
      ]
      for (const topic of attacks) {
        expectExpandRefused(await setSubscriptions(server.url, connection.clientId, [topic], token))
      }
      const allowed = await setSubscriptions(
        server.url,
        connection.clientId,
        [
          `gymbuddy/member/${a.record.id}`,
          'PB_CONNECT',
          'messages/*',
          topicWithOptions('messages/*', { query: { fields: 'id,text' } }),
          topicWithOptions('gym_buddies_view/*', { query: { expand: 'trainer_profile' } }),
        ],
        token,
      )
      expect(allowed.status).toBe(204)
    } finally {
      connection.close()
    }
  })
})

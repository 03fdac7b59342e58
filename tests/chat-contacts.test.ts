// A chat is no way to reach a stranger: a member starts one only with a trainer or someone they
// share a booking with; a chat shows the other person only once they have written in it, and never
// an email; an empty chat stays out of the other person's inbox; public reviews name their author
// without the author's id. Each attack is tried as a raw client, with the allowed use beside it.
import { describe, expect, it } from 'vitest'
import type { ChatRecord, InboxViewRecord } from '@/lib/types'
import { makeBooking, verify } from './bookings-support'
import {
  expectRefused,
  makeClient,
  makeTrainer,
  makeVisitor,
  sgtSlot,
  type Member,
} from './factories'
import { testServer } from './support/test-server'

const server = testServer()

async function getAs(member: Member | null, path: string) {
  const headers: Record<string, string> = member ? { Authorization: member.pb.authStore.token } : {}
  const response = await fetch(`${server.url}${path}`, { headers })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

const person = (viewer: Member, other: Member) =>
  getAs(viewer, `/api/collections/users_view/records/${other.record.id}`)

async function inboxChatIds(member: Member): Promise<string[]> {
  const rows = (await getAs(member, '/api/gymbuddy/inbox')).body as unknown as InboxViewRecord[]
  return rows.map((row) => row.id)
}

/** A client who reviewed a trainer's ended session: the reviews' public answer shows them. */
async function reviewingClient(trainer: Member) {
  const client = await makeClient(server, 'Rachel Tan')
  const session = await makeBooking(
    server.root,
    client,
    trainer,
    new Date(Date.now() - 3 * 24 * 3600_000).toISOString(),
    'confirmed',
    { outcome: 'attended' },
  )
  await verify(server.root, client)
  await client.pb.collection('reviews').create({ booking: session.id, rating: 5, text: 'Great' })
  return client
}

describe('starting a chat', () => {
  it("a stranger cannot chat a reviewing client to learn their name; the review hides the author's id", async () => {
    const trainer = await makeTrainer(server, 'Coach Reviewed')
    const victim = await reviewingClient(trainer)
    const attacker = await makeClient(server, 'Attacker')

    const reviews = await getAs(
      null,
      `/api/collections/reviews/records?filter=${encodeURIComponent(`trainer = "${trainer.record.id}"`)}`,
    )
    expect(reviews.body.items).toEqual([expect.objectContaining({ authorName: 'Rachel T.' })])
    expect(JSON.stringify(reviews.body)).not.toContain(victim.record.id)
    const byAuthor = await getAs(
      attacker,
      `/api/collections/reviews/records?filter=${encodeURIComponent(`author = "${victim.record.id}"`)}`,
    )
    expect(JSON.stringify(byAuthor.body)).not.toContain('Great')

    // Even with the id known from elsewhere: no chat, and users_view still answers nothing.
    await expectRefused(
      attacker.pb
        .collection('chats')
        .create({ user1: attacker.record.id, user2: victim.record.id }),
      { status: 400, field: 'user2', code: 'validation_chat_not_allowed' },
    )
    await expectRefused(
      attacker.pb
        .collection('chats')
        .create({ user1: victim.record.id, user2: attacker.record.id }),
      { status: 400, field: 'user1', code: 'validation_chat_not_allowed' },
    )
    expect((await person(attacker, victim)).status).toBe(404)
    const conversation = await getAs(attacker, `/api/gymbuddy/conversations/${victim.record.id}`)
    expect(conversation.body).toEqual({ person: null, chat: null, messages: [] })
    expect(await inboxChatIds(victim)).toEqual([])
  })

  it('the author still finds their own reviews', async () => {
    const trainer = await makeTrainer(server)
    const author = await reviewingClient(trainer)
    const mine = await author.pb.collection('reviews').getFullList({
      filter: author.pb.filter('booking.booker = {:id}', { id: author.record.id }),
    })
    expect(mine.map((review) => review.text)).toEqual(['Great'])
  })

  it('a member chats with a trainer, and with someone they share a booking with', async () => {
    const trainer = await makeTrainer(server, 'Coach Open')
    const client = await makeClient(server, 'Client Open')
    const chat = await client.pb
      .collection('chats')
      .create({ user1: client.record.id, user2: trainer.record.id })
    expect(chat).toMatchObject({ startedBy: client.record.id, writers: [] })
    expect((await person(client, trainer)).body).toMatchObject({ name: 'Coach Open' })

    // A trainer writes first to a client who booked them.
    const booker = await makeClient(server, 'Booker Open')
    await makeBooking(server.root, booker, trainer, sgtSlot(2, 9), 'declined')
    await trainer.pb
      .collection('chats')
      .create({ user1: trainer.record.id, user2: booker.record.id })
    expect((await person(trainer, booker)).body).toMatchObject({ name: 'Booker Open' })
    expect((await person(trainer, booker)).body).not.toHaveProperty('email')
  })

  it('a trainer cannot start a chat with a client who never booked them', async () => {
    const trainer = await makeTrainer(server)
    const client = await makeClient(server)
    await expectRefused(
      trainer.pb.collection('chats').create({ user1: trainer.record.id, user2: client.record.id }),
      { status: 400, field: 'user2', code: 'validation_chat_not_allowed' },
    )
  })

  it('who started the chat and who has written are set by the server, not the body', async () => {
    const trainer = await makeTrainer(server)
    const client = await makeClient(server)
    const chat = await client.pb.collection('chats').create({
      user1: trainer.record.id,
      user2: client.record.id,
      startedBy: trainer.record.id,
      writers: [trainer.record.id, client.record.id],
    })
    expect(chat).toMatchObject({ startedBy: client.record.id, writers: [] })
  })
})

describe('a chat shows the other person once they have written', () => {
  async function chatOfStrangers(): Promise<{ a: Member; b: Member; chat: ChatRecord }> {
    // Chats older than the rule above (or demo data) can join two members who share nothing.
    const a = await makeClient(server, 'Aisha Old')
    const b = await makeClient(server, 'Bala Old')
    const chat = await server.root
      .collection('chats')
      .create<ChatRecord>({ user1: a.record.id, user2: b.record.id })
    return { a, b, chat }
  }

  it('hidden until they write: users_view, the conversation route and the inbox', async () => {
    const { a, b, chat } = await chatOfStrangers()
    await a.pb.collection('messages').create({ chat: chat.id, sender: a.record.id, text: 'Hi' })
    expect((await person(a, b)).status).toBe(404)
    const before = await getAs(a, `/api/gymbuddy/conversations/${b.record.id}`)
    expect(before.body).toMatchObject({ person: null, chat: { id: chat.id } })
    const row = ((await getAs(a, '/api/gymbuddy/inbox')).body as unknown as InboxViewRecord[])[0]
    expect(row).toMatchObject({ user2: b.record.id, user2Name: '', user2Avatar: '' })
    // b sees a, who wrote.
    expect((await person(b, a)).body).toMatchObject({ name: 'Aisha Old' })

    await b.pb.collection('messages').create({ chat: chat.id, sender: b.record.id, text: 'Hello' })
    expect((await person(a, b)).body).toMatchObject({ name: 'Bala Old' })
    const after = await getAs(a, `/api/gymbuddy/conversations/${b.record.id}`)
    expect(after.body).toMatchObject({ person: { name: 'Bala Old' }, chat: { id: chat.id } })
    expect(JSON.stringify(after.body)).not.toContain('@')
    const rows = await a.pb.collection('inbox_view').getFullList()
    expect(rows[0]).toMatchObject({ user2Name: 'Bala Old' })
  })
})

describe('an empty chat', () => {
  it("is in its starter's inbox, not the other person's, until someone writes", async () => {
    const trainer = await makeTrainer(server)
    const client = await makeClient(server)
    const chat = await client.pb
      .collection('chats')
      .create({ user1: client.record.id, user2: trainer.record.id })
    expect(await inboxChatIds(client)).toEqual([chat.id])
    expect(await inboxChatIds(trainer)).toEqual([])
    expect(await trainer.pb.collection('inbox_view').getFullList()).toEqual([])
    await expectRefused(trainer.pb.collection('inbox_view').getOne(chat.id), { status: 404 })

    await client.pb
      .collection('messages')
      .create({ chat: chat.id, sender: client.record.id, text: 'Hi' })
    expect(await inboxChatIds(trainer)).toEqual([chat.id])
    expect((await trainer.pb.collection('inbox_view').getOne(chat.id)).id).toBe(chat.id)
  })

  it('a visitor sees no inbox rows', async () => {
    expect(await makeVisitor(server).collection('inbox_view').getFullList()).toEqual([])
  })
})

// GET /api/gymbuddy/conversations/{userId}: a chat's first screen in one request. It
// answers exactly what the client's three calls give the same member (users_view's record, the
// pair's chat, its newest page oldest first), each only under its collection's rule, and nothing
// of another pair's chat to anyone.
import { describe, expect, it } from 'vitest'
import { MESSAGE_PAGE_SIZE } from '@/features/chat/message-paging'
import type { ChatRecord, MessageRecord, UsersViewRecord } from '@/lib/types'
import { seedLongChat } from '../scripts/lib/long-chat'
import { makeMember, makeTrainer, makeVisitor, type Member } from './factories'
import { hookLibrary } from './support/hook-library'
import { testServer } from './support/test-server'

const server = testServer()

interface Conversation {
  person: UsersViewRecord | null
  chat: ChatRecord | null
  messages: MessageRecord[]
}

const NONE: Conversation = { person: null, chat: null, messages: [] }

const conversationOf = (member: Member, userId: string) =>
  member.pb.send<Conversation>(`/api/gymbuddy/conversations/${encodeURIComponent(userId)}`, {})

function chatBetween(a: Member, b: Member): Promise<ChatRecord> {
  return a.pb.collection('chats').create({ user1: a.record.id, user2: b.record.id })
}

/** What the client's calls answer (src/features/chat/chat-api.ts), as the same member. */
async function clientAnswer(me: Member, other: string): Promise<Conversation> {
  const pb = me.pb
  const person = await pb.collection('users_view').getOne(other)
  const chat = await pb
    .collection('chats')
    .getFirstListItem(
      pb.filter('(user1 = {:me} && user2 = {:other}) || (user1 = {:other} && user2 = {:me})', {
        me: me.record.id,
        other,
      }),
    )
    .catch((error: { status?: number }) => {
      if (error.status === 404) return null
      throw error
    })
  const page = chat
    ? await pb.collection('messages').getList(1, MESSAGE_PAGE_SIZE, {
        filter: pb.filter('chat = {:chat}', { chat: chat.id }),
        sort: '-created,-id',
        skipTotal: true,
      })
    : { items: [] }
  return { person, chat, messages: page.items.reverse() }
}

describe('the conversation route', () => {
  it('pages as many messages as the client does', () => {
    const library = hookLibrary('pb_hooks/lib/chat/conversation.js')
    expect(library.MESSAGE_PAGE_SIZE).toBe(MESSAGE_PAGE_SIZE)
  })

  it("gives a participant the person, the chat and its newest page, oldest first, as the SDK's calls do", async () => {
    const me = await makeMember(server, 'Mei Open')
    const anna = await makeTrainer(server, 'Anna Open')
    const chat = await chatBetween(me, anna)
    await seedLongChat(server.root, chat, 60)

    for (const [reader, other] of [
      [me, anna],
      [anna, me],
    ] as const) {
      const answer = await conversationOf(reader, other.record.id)
      expect(answer).toEqual(await clientAnswer(reader, other.record.id))
      expect(answer.person).toMatchObject({ id: other.record.id, collectionName: 'users_view' })
      // A chat never shows an email.
      expect(answer.person).not.toHaveProperty('email')
      expect(answer.chat).toMatchObject({ id: chat.id, collectionName: 'chats' })
      expect(answer.messages.map((message) => message.text)).toEqual(
        Array.from({ length: 50 }, (_, k) => `Message ${11 + k} of 60`),
      )
      expect(answer.messages[0]).toMatchObject({ collectionName: 'messages', chat: chat.id })
    }
  })

  it('answers chat null and no messages while the pair has no chat', async () => {
    const me = await makeMember(server)
    const trainer = await makeTrainer(server, 'Tom Trainer')
    const answer = await conversationOf(me, trainer.record.id)
    expect(answer).toEqual({
      person: await me.pb.collection('users_view').getOne(trainer.record.id),
      chat: null,
      messages: [],
    })
    expect(answer.person?.id).toBe(trainer.record.id)
  })

  it('answers person null for an unknown or impossible id, never an error', async () => {
    const me = await makeMember(server)
    for (const id of [
      'abcdefghijklmno',
      'x',
      'a'.repeat(16),
      'ABCDEFGHIJKLMNO',
      "a' OR 1=1",
      'a.b',
      '-',
    ]) {
      expect(await conversationOf(me, id), id).toEqual(NONE)
    }
  })

  it('refuses a visitor with a 401', async () => {
    const anna = await makeMember(server)
    const response = await fetch(`${server.url}/api/gymbuddy/conversations/${anna.record.id}`)
    expect(response.status).toBe(401)
    await expect(
      makeVisitor(server).send(`/api/gymbuddy/conversations/${anna.record.id}`, {}),
    ).rejects.toMatchObject({ status: 401 })
  })

  it("answers person null for a member the caller may not view (users_view's view rule)", async () => {
    const me = await makeMember(server)
    const stranger = await makeMember(server, 'Plain Stranger')
    const friend = await makeMember(server)
    // Chats between members who share nothing exist only from before the chat rule (superuser).
    const chatOf = (a: Member, b: Member) =>
      server.root.collection('chats').create<ChatRecord>({ user1: a.record.id, user2: b.record.id })
    // The stranger has a chat, just not with me.
    const theirs = await chatOf(stranger, friend)
    await stranger.pb
      .collection('messages')
      .create({ chat: theirs.id, sender: stranger.record.id, text: 'private' })

    await expect(me.pb.collection('users_view').getOne(stranger.record.id)).rejects.toMatchObject({
      status: 404,
    })
    expect(await conversationOf(me, stranger.record.id)).toEqual(NONE)
    // A chat of ours: mine to read, but the stranger stays hidden until they write in it.
    const ours = await chatOf(me, stranger)
    const before = await conversationOf(me, stranger.record.id)
    expect(before).toMatchObject({ person: null, chat: { id: ours.id }, messages: [] })
    await stranger.pb
      .collection('messages')
      .create({ chat: ours.id, sender: stranger.record.id, text: 'hello' })
    const answer = await conversationOf(me, stranger.record.id)
    expect(answer.person?.id).toBe(stranger.record.id)
    expect(answer.chat?.id).toBe(ours.id)
    expect(answer.messages.map((message) => message.text)).toEqual(['hello'])
  })

  it("never gives a third member another pair's chat or messages", async () => {
    const trainer = await makeTrainer(server, 'Tia Trainer')
    const client = await makeMember(server, 'Cole Client')
    const outsider = await makeMember(server, 'Otto Outsider')
    const chat = await chatBetween(client, trainer)
    await client.pb
      .collection('messages')
      .create({ chat: chat.id, sender: client.record.id, text: 'only for the trainer' })

    // The trainer is public, so the outsider sees the person: but only their own (missing) chat.
    const answer = await conversationOf(outsider, trainer.record.id)
    expect(answer).toEqual({
      person: await outsider.pb.collection('users_view').getOne(trainer.record.id),
      chat: null,
      messages: [],
    })
    expect(JSON.stringify(answer)).not.toContain(chat.id)
    // The client is not theirs to view.
    expect(await conversationOf(outsider, client.record.id)).toEqual(NONE)
    // The participants still get it.
    expect((await conversationOf(client, trainer.record.id)).chat?.id).toBe(chat.id)
    expect((await conversationOf(trainer, client.record.id)).messages).toHaveLength(1)
  })
})

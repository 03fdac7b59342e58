// Chats and messages: participants only, one chat per pair, the message hook, realtime.
import { EventSource } from 'eventsource'
import { describe, expect, it } from 'vitest'
import type { ChatRecord, MessageRecord } from '@/lib/types'
import {
  NOT_YOURS,
  expectRefused,
  makeClient,
  makeMember,
  makeTrainer,
  makeVisitor,
  type Member,
} from './factories'
import { testServer } from './support/test-server'

globalThis.EventSource = EventSource as unknown as typeof globalThis.EventSource

const server = testServer()

async function chatBetween(a: Member, b: Member): Promise<ChatRecord> {
  return a.pb.collection('chats').create({ user1: a.record.id, user2: b.record.id })
}

async function send(from: Member, chat: ChatRecord, text: string): Promise<MessageRecord> {
  return from.pb.collection('messages').create({ text, sender: from.record.id, chat: chat.id })
}

describe('chats', () => {
  it('a participant creates a chat and both participants find it in either order', async () => {
    const client = await makeClient(server)
    const trainer = await makeTrainer(server)
    const chat = await chatBetween(client, trainer)
    expect(chat).toMatchObject({ lastMessageText: '', lastMessageSender: '' })
    const found = await trainer.pb.collection('chats').getFirstListItem(
      trainer.pb.filter('(user1 = {:a} && user2 = {:b}) || (user1 = {:b} && user2 = {:a})', {
        a: trainer.record.id,
        b: client.record.id,
      }),
    )
    expect(found.id).toBe(chat.id)
  })

  it('only the two participants list or view a chat; visitors see nothing', async () => {
    const a = await makeMember(server)
    const b = await makeTrainer(server)
    const outsider = await makeMember(server)
    const chat = await chatBetween(a, b)
    await expectRefused(outsider.pb.collection('chats').getOne(chat.id), { status: 404 })
    expect(await outsider.pb.collection('chats').getFullList()).toEqual([])
    expect(await makeVisitor(server).collection('chats').getFullList()).toEqual([])
    expect(
      (await b.pb.collection('chats').getFullList({ sort: '-updated' })).map((c) => c.id),
    ).toEqual([chat.id])
  })

  it('a user cannot create a chat between two other people', async () => {
    const a = await makeMember(server)
    const b = await makeTrainer(server)
    const outsider = await makeMember(server)
    await expectRefused(
      outsider.pb.collection('chats').create({ user1: a.record.id, user2: b.record.id }),
      { status: NOT_YOURS },
    )
  })

  it('a visitor cannot create a chat', async () => {
    const a = await makeMember(server)
    const b = await makeTrainer(server)
    await expectRefused(
      makeVisitor(server).collection('chats').create({ user1: a.record.id, user2: b.record.id }),
      { status: 400 },
    )
  })

  it('a chat needs another, existing user', async () => {
    const a = await makeMember(server)
    await expectRefused(
      a.pb.collection('chats').create({ user1: a.record.id, user2: a.record.id }),
      { status: 400, field: 'user2', code: 'validation_chat_with_self' },
    )
    await expectRefused(
      a.pb.collection('chats').create({ user1: a.record.id, user2: 'nosuchuser0000' }),
      { status: 400, field: 'user2' },
    )
  })

  it('there is one chat per pair, in either order, even under concurrent creates', async () => {
    const a = await makeMember(server)
    const b = await makeTrainer(server)
    const attempts = await Promise.allSettled([
      a.pb.collection('chats').create({ user1: a.record.id, user2: b.record.id }),
      b.pb.collection('chats').create({ user1: b.record.id, user2: a.record.id }),
      a.pb.collection('chats').create({ user1: b.record.id, user2: a.record.id }),
      b.pb.collection('chats').create({ user1: a.record.id, user2: b.record.id }),
    ])
    expect(attempts.filter((attempt) => attempt.status === 'fulfilled')).toHaveLength(1)
    expect(await a.pb.collection('chats').getFullList()).toHaveLength(1)
    await expectRefused(
      a.pb.collection('chats').create({ user1: b.record.id, user2: a.record.id }),
      { status: 400, field: 'user2', code: 'validation_chat_exists' },
    )
  })

  it('participants cannot change a chat or delete it', async () => {
    const a = await makeMember(server)
    const b = await makeTrainer(server)
    const outsider = await makeMember(server)
    const chat = await chatBetween(a, b)
    await expectRefused(a.pb.collection('chats').update(chat.id, { user2: outsider.record.id }), {
      status: 403,
    })
    await expectRefused(a.pb.collection('chats').delete(chat.id), { status: 403 })
  })
})

describe('messages', () => {
  it('a message is stored trimmed and its chat gets the last-message fields', async () => {
    const a = await makeMember(server)
    const b = await makeTrainer(server)
    const chat = await chatBetween(a, b)
    const first = await send(a, chat, '  Hello there  ')
    expect(first.text).toBe('Hello there')
    const second = await send(b, chat, 'Hi!')
    const updated = await a.pb.collection('chats').getOne(chat.id)
    expect(updated).toMatchObject({
      lastMessageText: 'Hi!',
      lastMessageSender: b.record.id,
      lastMessageAt: second.created,
    })
    expect(updated.updated >= second.created).toBe(true)
  })

  it('participants list the messages sorted by created, each naming its sender', async () => {
    const a = await makeMember(server)
    const b = await makeTrainer(server)
    const chat = await chatBetween(a, b)
    await send(a, chat, 'one')
    await send(b, chat, 'two')
    const messages = await b.pb.collection('messages').getFullList({
      filter: b.pb.filter('chat = {:chat}', { chat: chat.id }),
      sort: 'created',
    })
    expect(messages.map((m) => m.text)).toEqual(['one', 'two'])
    // Expanding the sender is refused like any expand the app does not use (tests/expand-guard).
    expect(messages.map((m) => m.sender)).toEqual([a.record.id, b.record.id])
    const last = await a.pb
      .collection('messages')
      .getFirstListItem(a.pb.filter('chat = {:chat}', { chat: chat.id }), { sort: '-created' })
    expect(last.text).toBe('two')
  })

  it('an outsider cannot read or post messages in a chat', async () => {
    const a = await makeMember(server)
    const b = await makeTrainer(server)
    const outsider = await makeMember(server)
    const chat = await chatBetween(a, b)
    const message = await send(a, chat, 'private')
    await expectRefused(outsider.pb.collection('messages').getOne(message.id), { status: 404 })
    expect(
      await outsider.pb
        .collection('messages')
        .getFullList({ filter: outsider.pb.filter('chat = {:chat}', { chat: chat.id }) }),
    ).toEqual([])
    await expectRefused(send(outsider, chat, 'let me in'), { status: NOT_YOURS })
    expect(await makeVisitor(server).collection('messages').getFullList()).toEqual([])
  })

  it('a participant cannot send a message as the other participant', async () => {
    const a = await makeMember(server)
    const b = await makeTrainer(server)
    const chat = await chatBetween(a, b)
    await expectRefused(
      a.pb.collection('messages').create({ text: 'spoof', sender: b.record.id, chat: chat.id }),
      { status: NOT_YOURS },
    )
    expect((await b.pb.collection('chats').getOne(chat.id)).lastMessageText).toBe('')
  })

  it('blank or too long messages are refused and leave the chat untouched', async () => {
    const a = await makeMember(server)
    const b = await makeTrainer(server)
    const chat = await chatBetween(a, b)
    await expectRefused(send(a, chat, '   \n '), {
      status: 400,
      field: 'text',
      code: 'validation_required',
    })
    await expectRefused(send(a, chat, 'x'.repeat(2001)), {
      status: 400,
      field: 'text',
      code: 'validation_too_long',
    })
    expect((await send(a, chat, '😀'.repeat(2000))).text).toHaveLength(4000)
    const stored = await a.pb
      .collection('messages')
      .getFullList({ filter: a.pb.filter('chat = {:chat}', { chat: chat.id }) })
    expect(stored).toHaveLength(1)
  })

  it('messages are immutable over the API', async () => {
    const a = await makeMember(server)
    const b = await makeTrainer(server)
    const chat = await chatBetween(a, b)
    const message = await send(a, chat, 'final')
    await expectRefused(a.pb.collection('messages').update(message.id, { text: 'edited' }), {
      status: 403,
    })
    await expectRefused(a.pb.collection('messages').delete(message.id), { status: 403 })
  })

  it('concurrent messages are all stored in the chat', async () => {
    const a = await makeMember(server)
    const b = await makeTrainer(server)
    const chat = await chatBetween(a, b)
    const sent = await Promise.all(
      Array.from({ length: 10 }, (_, i) => send(i % 2 ? a : b, chat, `message ${i}`)),
    )
    const stored = await a.pb
      .collection('messages')
      .getFullList({ filter: a.pb.filter('chat = {:chat}', { chat: chat.id }) })
    expect(stored.map((m) => m.id).sort()).toEqual(sent.map((m) => m.id).sort())
  })

  it('a message stored by a superuser also updates its chat', async () => {
    const a = await makeMember(server)
    const b = await makeTrainer(server)
    const chat = await chatBetween(a, b)
    const root = server.root
    const message = await root
      .collection('messages')
      .create({ text: 'system note', sender: a.record.id, chat: chat.id })
    expect((await b.pb.collection('chats').getOne(chat.id)).lastMessageAt).toBe(message.created)
  })
})

describe('realtime', () => {
  it('a participant receives new message and chat events; a non-participant does not', async () => {
    const a = await makeMember(server)
    const b = await makeTrainer(server)
    const outsider = await makeMember(server)
    const chat = await chatBetween(a, b)

    const participantMessages: MessageRecord[] = []
    const participantChats: ChatRecord[] = []
    const outsiderEvents: { record: { id: string } }[] = []
    await b.pb.collection('messages').subscribe('*', (e) => participantMessages.push(e.record))
    await b.pb.collection('chats').subscribe(chat.id, (e) => participantChats.push(e.record))
    await outsider.pb.collection('messages').subscribe('*', (e) => outsiderEvents.push(e))
    await outsider.pb.collection('chats').subscribe('*', (e) => outsiderEvents.push(e))

    try {
      const message = await send(a, chat, 'ping')
      await expect
        .poll(() => participantMessages.length > 0 && participantChats.length > 0)
        .toBe(true)
      expect(participantMessages.map((m) => m.id)).toEqual([message.id])
      expect(participantChats.at(-1)).toMatchObject({ lastMessageText: 'ping' })
      // Nothing must arrive: the outsider opens a chat of their own and hears it. A connection
      // gets its events in the order the server sent them, so a leaked one would have come first.
      const own = await chatBetween(outsider, await makeTrainer(server))
      const isOwn = (event: { record: { id: string } }) => event.record.id === own.id
      await expect.poll(() => outsiderEvents.some(isOwn)).toBe(true)
      expect(outsiderEvents.slice(0, outsiderEvents.findIndex(isOwn))).toEqual([])
    } finally {
      await b.pb.realtime.unsubscribe()
      await outsider.pb.realtime.unsubscribe()
    }
  })
})

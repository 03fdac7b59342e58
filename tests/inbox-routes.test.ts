// GET /api/gymbuddy/inbox and /api/gymbuddy/unread: the inbox's two lists written as
// JSON in SQL. They answer exactly the rows inbox_view and unread_view give the same member (the
// views' rules), newest chat first, and nothing to anyone else.
import { describe, expect, it } from 'vitest'
import type { ChatRecord, InboxViewRecord } from '@/lib/types'
import { makeMember, makeTrainer, type Member } from './factories'
import { testServer } from './support/test-server'

const server = testServer()

function chatBetween(a: Member, b: Member): Promise<ChatRecord> {
  return a.pb.collection('chats').create({ user1: a.record.id, user2: b.record.id })
}

function send(from: Member, chat: ChatRecord, text: string) {
  return from.pb.collection('messages').create({ text, sender: from.record.id, chat: chat.id })
}

const inboxOf = (member: Member) => member.pb.send<InboxViewRecord[]>('/api/gymbuddy/inbox', {})
const unreadOf = (member: Member) =>
  member.pb.send<{ chat: string; unread: number }[]>('/api/gymbuddy/unread', {})

describe('the inbox routes', () => {
  it("answer a member's inbox_view and unread_view rows, newest chat first", async () => {
    const me = await makeMember(server, 'Mei Inbox')
    const [anna, ben, cara] = await Promise.all(
      ['Anna', 'Ben', 'Cara'].map((name) => makeTrainer(server, name)),
    )
    const withAnna = await chatBetween(me, anna)
    const withBen = await chatBetween(me, ben)
    // Empty, but mine: I started it.
    await chatBetween(me, cara)
    await send(anna, withAnna, 'one')
    await send(anna, withAnna, 'two')
    await send(me, withBen, 'mine is never unread for me')
    await send(ben, withBen, 'hi')

    const inbox = await inboxOf(me)
    const view = await me.pb.collection('inbox_view').getFullList({ sort: '-updated' })
    expect(inbox).toHaveLength(3)
    expect(inbox).toEqual(expect.arrayContaining(view.map((row) => ({ ...row }))))
    // Newest first: Ben's chat had the last message.
    expect(inbox.map((row) => row.id).slice(0, 2)).toEqual([withBen.id, withAnna.id])
    expect(inbox[0]).toMatchObject({ lastMessageText: 'hi', lastMessageSender: ben.record.id })

    const unread = await unreadOf(me)
    const unreadView = await me.pb.collection('unread_view').getFullList({ filter: 'unread > 0' })
    expect(unread).toHaveLength(2)
    expect(unread).toEqual(
      expect.arrayContaining(unreadView.map((row) => ({ chat: row.chat, unread: row.unread }))),
    )
    expect(Object.fromEntries(unread.map((row) => [row.chat, row.unread]))).toEqual({
      [withAnna.id]: 2,
      [withBen.id]: 1,
    })
  })

  it('give another member none of my rows and a visitor a 401', async () => {
    const me = await makeMember(server)
    const anna = await makeTrainer(server)
    const outsider = await makeMember(server)
    await send(anna, await chatBetween(me, anna), 'hello')

    expect(await inboxOf(outsider)).toEqual([])
    expect(await unreadOf(outsider)).toEqual([])
    for (const path of ['/api/gymbuddy/inbox', '/api/gymbuddy/unread']) {
      expect((await fetch(`${server.url}${path}`)).status).toBe(401)
    }
  })
})

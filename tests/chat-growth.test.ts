// A long chat stays cheap: chats keep no list of message ids, so nothing a member can
// read or expand grows with the chat; messages are found by their `chat` and paged.
import { describe, expect, it } from 'vitest'
import { makeMember, makeTrainer } from './factories'
import { testServer } from './support/test-server'

const server = testServer()

describe('a long chat', () => {
  it('exposes no growing list: the chat record stays the same size, and its messages are paged', async () => {
    const a = await makeMember(server)
    const b = await makeTrainer(server)
    const chat = await a.pb.collection('chats').create({ user1: a.record.id, user2: b.record.id })
    const root = server.root
    const sendMany = async (count: number) => {
      for (let i = 0; i < count; i += 10) {
        await Promise.all(
          Array.from({ length: 10 }, (_, k) =>
            root
              .collection('messages')
              .create({ chat: chat.id, sender: a.record.id, text: `m${k}` }),
          ),
        )
      }
    }
    await sendMany(10)
    const short = JSON.stringify(await b.pb.collection('chats').getOne(chat.id))
    await sendMany(90)
    const long = await b.pb.collection('chats').getOne(chat.id)
    expect(long).not.toHaveProperty('messages')
    expect(JSON.stringify(long).length).toBe(short.length)

    const page = await b.pb.collection('messages').getList(1, 100, {
      filter: b.pb.filter('chat = {:chat}', { chat: chat.id }),
    })
    expect(page.items).toHaveLength(100)
    // 100 messages: a few hundred bytes each. Expanding their chat (or through it, its messages)
    // is refused like any expand the app does not use (tests/expand-guard.test.ts).
    expect(JSON.stringify(page).length).toBeLessThan(100 * 1000)
    await expect(
      b.pb.collection('messages').getList(1, 100, { expand: 'chat.messages' }),
    ).rejects.toMatchObject({ status: 400 })
  })
})

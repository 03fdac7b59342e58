// A page of long texts stays under 1 MB (pb_hooks/lib/page_cap.js). A message holds up to 2000
// characters (8 KB of emoji); at PocketBase's own limit, perPage=1000, one member's list of their
// chat answered ~8 MB. Members now get at most 100 messages a page; the SDK's getFullList still
// reads every one, and the chat screen's pages of 50 are untouched.
import { describe, expect, it } from 'vitest'
import { makeMember } from './factories'
import { rawGet } from './raw-http'
import { testServer } from './support/test-server'

const server = testServer()
const LONGEST_TEXT = '\u{1F600}'.repeat(2000)

describe('pages of long messages', () => {
  it('answers a member at most 100 long messages a page, under 1 MB; getFullList still reads all', async () => {
    const a = await makeMember(server, 'Page A')
    const b = await makeMember(server, 'Page B')
    const chat = await server.root
      .collection('chats')
      .create({ user1: a.record.id, user2: b.record.id })
    for (let i = 0; i < 130; i += 10) {
      await Promise.all(
        Array.from({ length: 10 }, () =>
          server.root
            .collection('messages')
            .create({ chat: chat.id, sender: a.record.id, text: LONGEST_TEXT }),
        ),
      )
    }
    const filter = encodeURIComponent(`chat="${chat.id}"`)
    const list = `${server.url}/api/collections/messages/records?filter=${filter}`
    const headers = { Authorization: b.pb.authStore.token }
    for (const query of ['perPage=1000', '%70erPage=500']) {
      const page = await rawGet(`${list}&${query}`, headers)
      expect(page.status).toBe(200)
      expect(page.body.length).toBeLessThan(1024 * 1024)
      const json = JSON.parse(page.body.toString()) as { perPage: number; items: unknown[] }
      expect(json.perPage).toBe(100)
      expect(json.items).toHaveLength(100)
    }
    const screen = JSON.parse(
      (await rawGet(`${list}&perPage=50&page=2`, headers)).body.toString(),
    ) as { perPage: number; items: unknown[] }
    expect([screen.perPage, screen.items.length]).toEqual([50, 50])

    const all = await b.pb
      .collection('messages')
      .getFullList({ filter: b.pb.filter('chat = {:c}', { c: chat.id }), batch: 1000 })
    expect(new Set(all.map((message) => message.id)).size).toBe(130)
    // The dashboard lists freely.
    const root = await server.root
      .collection('messages')
      .getList(1, 1000, { filter: b.pb.filter('chat = {:c}', { c: chat.id }) })
    expect(root.items).toHaveLength(130)
  })
})

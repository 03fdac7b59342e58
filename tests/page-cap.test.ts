// A page stays under 1 MB (pb_hooks/lib/platform/page_cap.js): each collection's cap comes from its schema,
// the most bytes one record can print (each text at its max in 4-byte characters, lists full, the
// allowed expand's record included), and a larger perPage is lowered to it, as PocketBase lowers
// one over 1000. A message holds up to 2000 characters (8 KB of emoji): at perPage=1000 one
// member's list of their chat answered ~8 MB. The SDK's getFullList still reads every row, the
// chat screen's pages of 50 are untouched, and a schema change moves the cap at once.
import { describe, expect, it } from 'vitest'
import { makeMember } from './factories'
import { rawGet } from './raw-http'
import { testServer } from './support/test-server'

const server = testServer()
const LONGEST_TEXT = '\u{1F600}'.repeat(2000)
const MB = 1024 * 1024

interface Page {
  perPage: number
  items: unknown[]
}

describe('pages derived from the schema', () => {
  it('answers a member a page of the longest messages under 1 MB, says the perPage used, and getFullList still reads all', async () => {
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
    const caps: number[] = []
    // Asked for too many (an escaped name too), or for none (PocketBase's default of 30 fits).
    for (const query of ['perPage=1000', '%70erPage=500', 'perPage=99999999999', 'sort=created']) {
      const page = await rawGet(`${list}&${query}`, headers)
      expect(page.status).toBe(200)
      expect(page.body.length).toBeLessThan(MB)
      const json = JSON.parse(page.body.toString()) as Page
      expect(json.items).toHaveLength(json.perPage)
      caps.push(json.perPage)
    }
    const [cap] = caps
    expect(caps).toEqual([cap, cap, cap, 30])
    expect(cap).toBeGreaterThanOrEqual(50)
    expect(cap).toBeLessThan(130)
    // A page as full as the cap allows, of the longest text there is, is under 1 MB.
    expect(cap * (LONGEST_TEXT.length * 2 + 400)).toBeLessThan(MB)

    const screen = JSON.parse(
      (await rawGet(`${list}&perPage=50&page=2`, headers)).body.toString(),
    ) as Page
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

  it('lowers the cap when a collection allows longer texts, and for the allowed expand', async () => {
    const perPageOf = async (path: string) =>
      (JSON.parse((await rawGet(`${server.url}${path}`)).body.toString()) as Page).perPage
    const reviews = '/api/collections/reviews/records?perPage=1000'
    const before = await perPageOf(reviews)
    const collection = await server.root.collections.getOne('reviews')
    const fields = collection.fields.map((field) =>
      field.name === 'text' ? { ...field, max: 4000 } : field,
    )
    await server.root.collections.update('reviews', { fields })
    const after = await perPageOf(reviews)
    await server.root.collections.update('reviews', { fields: collection.fields })
    expect(after).toBeLessThan(before)
    expect(await perPageOf(reviews)).toBe(before)

    const buddies = '/api/collections/gym_buddies_view/records?perPage=1000'
    expect(await perPageOf(`${buddies}&expand=trainer_profile`)).toBeLessThan(
      await perPageOf(buddies),
    )
  })
})

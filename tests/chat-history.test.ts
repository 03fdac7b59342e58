// A chat with 5,000 messages opens on its newest page, and each older page costs the
// same, whatever the length of the chat (the requests the chat screen makes, as a member).
import { beforeAll, describe, expect, it } from 'vitest'
import { seedLongChat } from '../scripts/lib/long-chat'
import { makeMember, makeTrainer, type Member } from './factories'
import { testServer } from './support/test-server'

const COUNT = 5000
const PAGE = 50

const server = testServer()
let reader: Member
let chatId: string

beforeAll(async () => {
  const a = await makeMember(server, 'Long Writer')
  // A member may start a chat with a trainer (or someone they share a booking with).
  reader = await makeTrainer(server, 'Long Reader')
  const chat = await a.pb
    .collection('chats')
    .create({ user1: a.record.id, user2: reader.record.id })
  chatId = chat.id
  await seedLongChat(server.root, chat, COUNT)
}, 120_000)

/** The chat screen's request: the newest page, or the page before a cursor (see chat-api.ts). */
function page(before?: { created: string; id: string }) {
  const pb = reader.pb
  const filter = before
    ? pb.filter('chat = {:chat} && created <= {:created} && (created < {:created} || id < {:id})', {
        chat: chatId,
        ...before,
      })
    : pb.filter('chat = {:chat}', { chat: chatId })
  return pb
    .collection('messages')
    .getList(1, PAGE, { filter, sort: '-created,-id', skipTotal: true })
}

async function medianMs(request: () => Promise<unknown>, times = 15): Promise<number> {
  const samples: number[] = []
  for (let i = 0; i < times; i += 1) {
    const started = performance.now()
    await request()
    samples.push(performance.now() - started)
  }
  return samples.sort((x, y) => x - y)[Math.floor(times / 2)] ?? Infinity
}

describe('a chat with 5,000 messages', () => {
  it('opens on its 50 newest messages in a small, fast answer', async () => {
    const newest = await page()
    expect(newest.items.map((m) => m.text)).toEqual(
      Array.from({ length: PAGE }, (_, k) => `Message ${COUNT - k} of ${COUNT}`),
    )
    expect(JSON.stringify(newest).length).toBeLessThan(25_000)
    expect(await medianMs(() => page())).toBeLessThan(50)
  })

  it('pages back to the first message, each page the 50 before it, none twice or missed', async () => {
    const seen: string[] = []
    let before: { created: string; id: string } | undefined
    for (;;) {
      const { items } = await page(before)
      seen.push(...items.map((m) => m.text))
      const last = items.at(-1)
      if (items.length < PAGE || !last) break
      before = { created: last.created, id: last.id }
    }
    expect(seen).toHaveLength(COUNT)
    expect(seen.at(-1)).toBe(`Message 1 of ${COUNT}`)
    expect(new Set(seen).size).toBe(COUNT)
  })

  it('answers the oldest page as fast as the newest', async () => {
    const oldest = await page({ created: '2000-01-01 00:00:00.000Z', id: '' })
    expect(oldest.items).toHaveLength(0)
    const first = await reader.pb.collection('messages').getList(COUNT / PAGE - 1, PAGE, {
      filter: reader.pb.filter('chat = {:chat}', { chat: chatId }),
      sort: '-created,-id',
      skipTotal: true,
    })
    const cursor = first.items.at(-1)
    expect(cursor?.text).toBe(`Message ${PAGE + 1} of ${COUNT}`)
    const deep = () => page({ created: cursor!.created, id: cursor!.id })
    expect((await deep()).items).toHaveLength(PAGE)
    expect(await medianMs(deep)).toBeLessThan(50)
  })
})

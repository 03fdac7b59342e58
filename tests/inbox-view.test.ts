// inbox_view: one row per chat with both participants and the last message, for the inbox's single
// request however many chats (the old `id = … || …` filter over partners broke at ~130).
import { describe, expect, it } from 'vitest'
import { makeMember, makeTrainer, PASSWORD, uniqueEmail, type Member } from './factories'
import { generatedFields } from './support/generated-schema'
import { testServer } from './support/test-server'

const server = testServer()

/** `count` trainers made by the superuser (shown in any chat by name), 25 requests at a time. */
async function makePartners(count: number): Promise<{ id: string; name: string }[]> {
  const partners: { id: string; name: string }[] = []
  for (let start = 0; start < count; start += 25) {
    const batch = Array.from({ length: Math.min(25, count - start) }, (_, i) =>
      server.root.collection('users').create({
        name: `Partner ${start + i}`,
        userType: 'trainer',
        email: uniqueEmail('partner'),
        password: PASSWORD,
        passwordConfirm: PASSWORD,
      }),
    )
    for (const user of await Promise.all(batch)) partners.push({ id: user.id, name: user.name })
  }
  return partners
}

async function makeChats(me: Member, partners: { id: string }[]): Promise<void> {
  for (let start = 0; start < partners.length; start += 25) {
    await Promise.all(
      partners
        .slice(start, start + 25)
        .map((partner, i) =>
          server.root
            .collection('chats')
            .create(
              (start + i) % 2 === 0
                ? { user1: me.record.id, user2: partner.id, startedBy: me.record.id }
                : { user1: partner.id, user2: me.record.id, startedBy: me.record.id },
            ),
        ),
    )
  }
}

describe('inbox_view', () => {
  it('has exactly the fields of its generated record type (src/lib/pocketbase-types.ts)', async () => {
    const collection = await server.root.collections.getOne('inbox_view')
    expect(collection.fields.map((field) => field.name).sort()).toEqual(
      [...generatedFields().inbox_view].sort(),
    )
  })

  it("a participant lists 200 chats with the other party's name", async () => {
    const me = await makeMember(server, 'Busy')
    const partners = await makePartners(200)
    await makeChats(me, partners)

    // A page is capped for members (docs/decisions.md "Pages derived from the schema").
    const page = await me.pb.collection('inbox_view').getList(1, 500, { sort: '-updated' })
    expect(page.totalItems).toBe(200)
    const rows = await me.pb.collection('inbox_view').getFullList({ sort: '-updated' })
    expect(rows).toHaveLength(200)
    const names = rows.map((row) => (row.user1 === me.record.id ? row.user2Name : row.user1Name))
    expect(names.sort()).toEqual(partners.map((partner) => partner.name).sort())
    // No email is listed, not even one's own (tests/email-privacy.test.ts).
    for (const row of rows) expect(JSON.stringify(row)).not.toContain('@')
  })

  it('a chat row carries the last message and its id is the chat id', async () => {
    const a = await makeMember(server, 'Ann')
    const b = await makeTrainer(server, 'Ben')
    const chat = await a.pb.collection('chats').create({ user1: a.record.id, user2: b.record.id })
    await a.pb.collection('messages').create({ chat: chat.id, sender: a.record.id, text: 'Hi Ben' })
    await b.pb.collection('messages').create({ chat: chat.id, sender: b.record.id, text: 'Hi Ann' })

    const row = await a.pb.collection('inbox_view').getOne(chat.id)
    expect(row).toMatchObject({
      user1: a.record.id,
      user2: b.record.id,
      user1Name: 'Ann',
      user2Name: 'Ben',
      lastMessageText: 'Hi Ann',
      lastMessageSender: b.record.id,
    })
    expect(row.lastMessageAt).not.toBe('')
    const fromChats = await a.pb.collection('chats').getOne(chat.id)
    expect(row.updated).toBe(fromChats.updated)
  })

  it('a non-participant and a visitor see no rows', async () => {
    const a = await makeMember(server, 'Ada')
    const b = await makeTrainer(server, 'Bo')
    const outsider = await makeMember(server, 'Outsider')
    const chat = await a.pb.collection('chats').create({ user1: a.record.id, user2: b.record.id })

    expect((await outsider.pb.collection('inbox_view').getList(1, 50)).items).toEqual([])
    await expect(outsider.pb.collection('inbox_view').getOne(chat.id)).rejects.toMatchObject({
      status: 404,
    })
    const visitor = await fetch(`${server.url}/api/collections/inbox_view/records`)
    expect(((await visitor.json()) as { items: unknown[] }).items).toEqual([])
  })

  it("the other party's avatar URL built from the view row serves the user's file", async () => {
    const a = await makeMember(server, 'Amy')
    const b = await makeTrainer(server, 'Bea')
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    )
    const form = new FormData()
    form.append('avatar', new Blob([png], { type: 'image/png' }), 'bea.png')
    await b.pb.collection('users').update(b.record.id, form)
    const chat = await a.pb.collection('chats').create({ user1: a.record.id, user2: b.record.id })

    const row = await a.pb.collection('inbox_view').getOne(chat.id)
    expect(row.user2Avatar).not.toBe('')
    const original = await fetch(a.pb.files.getURL(row, row.user2Avatar))
    expect(Buffer.from(await original.arrayBuffer())).toEqual(png)
    const thumb = await fetch(a.pb.files.getURL(row, row.user2Avatar, { thumb: '100x100' }))
    expect(thumb.status).toBe(200)
    expect(thumb.headers.get('content-type')).toBe('image/png')
  })
})

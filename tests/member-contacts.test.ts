// Who a member sees in users_view comes from stored contacts (member_contacts, written by the
// server with each booking and message): yourself, trainers, both parties of a booking, and a chat
// participant once they have written. The rows themselves are the server's: no member reads or
// writes them, directly or through another collection's filter. Closing an account keeps the
// others' contacts, re-pointed to the Former member. Each as a raw client.
import { describe, expect, it } from 'vitest'
import type { ChatRecord } from '@/lib/types'
import { makeBooking } from './bookings-support'
import { makeClient, makeTrainer, PASSWORD, sgtSlot, type Member } from './factories'
import { testServer } from './support/test-server'

const server = testServer()

/** The parts of an answer read here: a record's name, a list's rows. */
interface Answer {
  name?: string
  items?: { id: string }[]
}

async function call(member: Member | null, path: string, method = 'GET', body?: unknown) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' }
  if (member) headers.Authorization = member.pb.authStore.token
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as Answer }
}

/** users_view's answer for `other`: its name, or null when hidden (404). */
async function seenName(viewer: Member, other: Member | string): Promise<string | null> {
  const id = typeof other === 'string' ? other : other.record.id
  const answer = await call(viewer, `/api/collections/users_view/records/${id}`)
  if (answer.status === 404) return null
  expect(answer.status).toBe(200)
  return answer.body.name ?? ''
}

/** The ids users_view lists to `viewer` out of `others` (a list naming its rows). */
async function listedIds(viewer: Member, others: Member[]): Promise<string[]> {
  const filter = others.map((other) => `id = "${other.record.id}"`).join(' || ')
  const answer = await call(
    viewer,
    `/api/collections/users_view/records?perPage=100&filter=${encodeURIComponent(filter)}`,
  )
  expect(answer.status).toBe(200)
  return (answer.body.items ?? []).map((row) => row.id).sort()
}

const contactsNaming = (id: string) =>
  server.root
    .collection('member_contacts')
    .getFullList({ filter: server.root.filter('owner = {:id} || party = {:id}', { id }) })

describe('users_view shows exactly your contacts, trainers and yourself', () => {
  it('a booking party both ways; a chat writer once they wrote; never a non-writer or a stranger', async () => {
    const trainer = await makeTrainer(server, 'Coach Contact')
    const booker = await makeClient(server, 'Booker Contact')
    const writer = await makeClient(server, 'Writer Contact')
    const silent = await makeClient(server, 'Silent Contact')
    const stranger = await makeClient(server, 'Stranger Contact')
    await makeBooking(server.root, booker, trainer, sgtSlot(3, 10), 'declined')
    // Chats between two clients predate the chat-start rule (or are demo data): made as root.
    const withWriter = await server.root
      .collection('chats')
      .create<ChatRecord>({ user1: booker.record.id, user2: writer.record.id })
    await server.root
      .collection('chats')
      .create<ChatRecord>({ user1: silent.record.id, user2: booker.record.id })

    expect(await seenName(trainer, booker)).toBe('Booker Contact')
    expect(await seenName(booker, trainer)).toBe('Coach Contact')
    expect(await seenName(booker, writer)).toBeNull()
    await writer.pb
      .collection('messages')
      .create({ chat: withWriter.id, sender: writer.record.id, text: 'Hi' })
    expect(await seenName(booker, writer)).toBe('Writer Contact')
    // The writer does not see the booker, who has not written back.
    expect(await seenName(writer, booker)).toBeNull()
    expect(await seenName(booker, silent)).toBeNull()
    expect(await seenName(booker, stranger)).toBeNull()
    expect(await seenName(stranger, booker)).toBeNull()
    // A trainer is visible to everyone signed in, contact or not.
    expect(await seenName(stranger, trainer)).toBe('Coach Contact')

    expect(await listedIds(booker, [booker, trainer, writer, silent, stranger])).toEqual(
      [booker, trainer, writer].map((member) => member.record.id).sort(),
    )
    expect(await listedIds(stranger, [booker, trainer, writer, silent])).toEqual([
      trainer.record.id,
    ])
  })

  it('a request made through the API makes both parties contacts at once', async () => {
    const trainer = await makeTrainer(server)
    const client = await makeClient(server, 'Requesting Client')
    expect(await seenName(trainer, client)).toBeNull()
    await client.pb.collection('bookings').create({
      gymBuddy: trainer.record.id,
      booker: client.record.id,
      datetime: sgtSlot(2, 11),
      status: 'requested',
    })
    expect(await seenName(trainer, client)).toBe('Requesting Client')
  })
})

describe('member_contacts is the server’s', () => {
  it('no member or visitor lists, reads, creates, changes or deletes a row (403)', async () => {
    const trainer = await makeTrainer(server)
    const client = await makeClient(server)
    await makeBooking(server.root, client, trainer, sgtSlot(4, 10), 'requested')
    const [row] = await contactsNaming(client.record.id)
    expect(row).toBeDefined()
    const path = '/api/collections/member_contacts/records'
    for (const who of [client, trainer, null]) {
      expect((await call(who, path)).status).toBe(403)
      expect((await call(who, `${path}/${row!.id}`)).status).toBe(403)
      const mine = { owner: client.record.id, party: trainer.record.id }
      expect((await call(who, path, 'POST', mine)).status).toBe(403)
      expect((await call(who, `${path}/${row!.id}`, 'PATCH', mine)).status).toBe(403)
      expect((await call(who, `${path}/${row!.id}`, 'DELETE')).status).toBe(403)
    }
    expect(await contactsNaming(client.record.id)).toHaveLength(2)
  })

  it("another collection's filter cannot ask whom a member has booked or written to", async () => {
    const trainer = await makeTrainer(server)
    const client = await makeClient(server)
    const attacker = await makeClient(server)
    await makeBooking(server.root, client, trainer, sgtSlot(5, 10), 'requested')
    // The attacker's own booking with the trainer carries the question about the trainer's
    // contacts: does its list answer differently when the client is one?
    await makeBooking(server.root, attacker, trainer, sgtSlot(5, 11), 'requested')
    const probes = [
      `@collection.member_contacts.owner ?= "${trainer.record.id}" && @collection.member_contacts.party ?= "${client.record.id}"`,
      `gymBuddy.member_contacts_via_owner.party ?= "${client.record.id}"`,
      `gymBuddy.member_contacts_via_party.owner ?= "${client.record.id}"`,
    ]
    for (const probe of probes) {
      const answer = await call(
        attacker,
        `/api/collections/bookings/records?filter=${encodeURIComponent(probe)}`,
      )
      expect([answer.status, answer.body.items?.length ?? 0], probe).toSatisfy(
        ([status, rows]: [number, number]) => status === 400 || status === 403 || rows === 0,
      )
    }
  })
})

describe('closing an account', () => {
  it('succeeds with contacts both ways, and the others keep seeing the Former member', async () => {
    const trainer = await makeTrainer(server, 'Closing Coach')
    const client = await makeClient(server, 'Staying Client')
    const chatter = await makeClient(server, 'Staying Chatter')
    await makeBooking(
      server.root,
      client,
      trainer,
      new Date(Date.now() - 5 * 86_400_000).toISOString(),
      'confirmed',
    )
    const chat = await server.root
      .collection('chats')
      .create<ChatRecord>({ user1: trainer.record.id, user2: chatter.record.id })
    for (const sender of [trainer, chatter])
      await sender.pb
        .collection('messages')
        .create({ chat: chat.id, sender: sender.record.id, text: 'Hello' })
    const oldId = trainer.record.id

    await trainer.pb.send('/api/gymbuddy/me/delete', {
      method: 'POST',
      body: { password: PASSWORD },
    })

    const [kept] = await client.pb.collection('bookings').getFullList()
    const formerId = kept!.gymBuddy as string
    expect(formerId).not.toBe(oldId)
    // No longer a trainer: still seen, as a contact, under its new name.
    expect(await seenName(client, formerId)).toBe('Former member')
    expect(await seenName(chatter, formerId)).toBe('Former member')
    expect(await contactsNaming(oldId)).toEqual([])
    const former = await contactsNaming(formerId)
    expect(former.map((row) => [row.owner, row.party]).sort()).toEqual(
      [
        [client.record.id, formerId],
        [chatter.record.id, formerId],
      ].sort(),
    )
  })
})

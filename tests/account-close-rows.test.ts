// Closing an account (POST /api/gymbuddy/me/delete) against the one table that says what happens
// to each row naming the member (pb_hooks/lib/privacy/account_close_rows.js): the migrated schema's every
// relation to users is in the table (and nothing else is), and after a close no row anywhere names
// the old id; the member's waitlist places are deleted, not handed to a Former member.
import type { CollectionModel } from 'pocketbase'
import { describe, expect, it } from 'vitest'
import { makeBooking } from './bookings-support'
import { makeClient, makeTrainer, PASSWORD, sgtSlot, type Member } from './factories'
import { hookLibrary } from './support/hook-library'
import { testServer } from './support/test-server'

const server = testServer()

type Action = 'delete' | 'repoint' | 'keep'
const { ON_CLOSE } = hookLibrary('pb_hooks/lib/privacy/account_close_rows.js') as {
  ON_CLOSE: Record<string, Record<string, [Action, string]>>
}

interface RelationField {
  name: string
  type: string
  collectionId?: string
  maxSelect?: number
}

/** Every relation field to users in the migrated schema, as collection → field → maxSelect. */
async function userRelations() {
  const collections = await server.root.collections.getFullList<CollectionModel>()
  const users = collections.find((collection) => collection.name === 'users')
  const found: Record<string, Record<string, number>> = {}
  for (const collection of collections)
    for (const field of collection.fields as RelationField[])
      if (field.type === 'relation' && field.collectionId === users?.id)
        (found[collection.name] ??= {})[field.name] = field.maxSelect ?? 1
  return { found, collections }
}

const closeAccount = (member: Member) =>
  member.pb.send('/api/gymbuddy/me/delete', { method: 'POST', body: { password: PASSWORD } })

function waitFor(member: Member, trainer: Member, datetime: string) {
  return member.pb
    .collection('waitlist')
    .create({ user: member.record.id, gymBuddy: trainer.record.id, datetime })
}

describe('what closing an account does to each collection', () => {
  it('the table names every relation to users in the schema, and only those, each with a reason', async () => {
    const { found, collections } = await userRelations()
    const listed = Object.fromEntries(
      Object.entries(ON_CLOSE).map(([name, fields]) => [name, Object.keys(fields).sort()]),
    )
    const inSchema = Object.fromEntries(
      Object.entries(found).map(([name, fields]) => [name, Object.keys(fields).sort()]),
    )
    expect(listed).toEqual(inSchema)
    const views = new Set(collections.filter((c) => c.type === 'view').map((c) => c.name))
    for (const [name, fields] of Object.entries(ON_CLOSE))
      for (const [field, [action, why]] of Object.entries(fields)) {
        // A view has no rows of its own; a base table's rows are deleted or re-pointed.
        expect(views.has(name) ? ['keep'] : ['delete', 'repoint'], `${name}.${field}`).toContain(
          action,
        )
        expect(why.length, `${name}.${field} says why`).toBeGreaterThan(10)
      }
  })

  it('after a close, no row of any collection names the old id', async () => {
    const client = await makeClient(server, 'Thorough Client')
    const trainer = await makeTrainer(server, 'Thorough Coach')
    const hour = 3600_000
    await makeBooking(
      server.root,
      client,
      trainer,
      new Date(Math.floor(Date.now() / hour) * hour - 48 * hour).toISOString(),
      'confirmed',
    )
    const chat = await client.pb
      .collection('chats')
      .create({ user1: client.record.id, user2: trainer.record.id })
    await client.pb
      .collection('messages')
      .create({ chat: chat.id, sender: client.record.id, text: 'Hello coach' })
    await trainer.pb.collection('client_profiles').getOne(client.profile.id)
    const oldId = client.record.id
    await closeAccount(client)

    const { found, collections } = await userRelations()
    const views = new Set(collections.filter((c) => c.type === 'view').map((c) => c.name))
    for (const [name, fields] of Object.entries(found)) {
      if (views.has(name)) continue
      for (const [field, maxSelect] of Object.entries(fields)) {
        const filter = maxSelect > 1 ? `${field} ~ "${oldId}"` : `${field} = "${oldId}"`
        expect(
          await server.root.collection(name).getFullList({ filter }),
          `${name}.${field}`,
        ).toEqual([])
      }
    }
  })

  it('a closed member’s waitlist places are deleted, and a closed trainer’s hours have no waiters', async () => {
    const trainer = await makeTrainer(server, 'Queue Coach')
    const holder = await makeClient(server, 'Queue Holder')
    const waiter = await makeClient(server, 'Queue Waiter')
    const other = await makeClient(server, 'Queue Other')
    await makeBooking(server.root, holder, trainer, sgtSlot(5, 10), 'confirmed')
    await makeBooking(server.root, holder, trainer, sgtSlot(5, 11), 'confirmed')
    const mine = await waitFor(waiter, trainer, sgtSlot(5, 10))
    const theirs = await waitFor(other, trainer, sgtSlot(5, 11))
    const waitlist = () => server.root.collection('waitlist').getFullList()
    expect((await waitlist()).map((row) => row.id)).toEqual(
      expect.arrayContaining([mine.id, theirs.id]),
    )

    await closeAccount(waiter)
    const left = await waitlist()
    expect(left.map((row) => row.id)).not.toContain(mine.id)
    expect(left.map((row) => row.id)).toContain(theirs.id)

    await closeAccount(trainer)
    expect((await waitlist()).map((row) => row.id)).not.toContain(theirs.id)
    // Nobody is told that an hour of a trainer who left has opened.
    const told = await other.pb
      .collection('notifications')
      .getFullList({ filter: "kind = 'slot_opened'" })
    expect(told).toEqual([])
  })
})

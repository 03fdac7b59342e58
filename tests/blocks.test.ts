// Blocks (docs/trust-and-safety.md, "Blocks and reports"), as raw clients see them: only the
// blocker reads and removes a block; while one stands, in either direction, every record a member
// creates that would reach the other is refused with the one "not available" refusal (the same a
// suspended member gets), walked over every collection of that kind in the migrated schema;
// blocking cancels the pair's upcoming sessions and series and tells the other side as any cancel
// does; the blocker's finder and recommendations leave the blocked trainer out.
import { describe, expect, it } from 'vitest'
import type { NotificationRecord, TypedPocketBase } from '@/lib/types'
import { makeBooking, request, requestSeries } from './bookings-support'
import {
  expectRefused,
  makeClient,
  makeMember,
  makeTrainer,
  makeVisitor,
  sgtSlot,
  type Member,
} from './factories'
import { makePackage } from './payments-support'
import { testServer } from './support/test-server'

const server = testServer()

const NOT_AVAILABLE = {
  status: 400,
  code: 'validation_not_available',
  message: 'This member is not available.',
}

interface Pair {
  client: Member
  trainer: Member
}

type Setup = (pair: Pair) => Promise<string>
type Act = (actor: Member, other: Member, context: string) => Promise<unknown>

interface ReachCase {
  /** The field the refusal names. */
  field: string
  /** Done before the block (e.g. the chat a message goes to); its answer is the act's context. */
  setup?: Setup
  /** Each side that can start this record: the client toward the trainer, or both ways. */
  actors: ('client' | 'trainer')[]
  act: Act
}

let hour = 9

/** A fresh bookable hour for each case (the file's trainers all work the default hours). */
function nextSlot(): string {
  hour = hour === 20 ? 10 : hour + 1
  return sgtSlot(3 + Math.floor(hour / 4), hour)
}

// Every collection a member creates records in that reach another member.
const REACH: Record<string, ReachCase> = {
  chats: {
    field: 'user2',
    // A trainer may start a chat with a client they share a booking with.
    setup: async ({ client, trainer }) => {
      await makeBooking(server.root, client, trainer, sgtSlot(-3, 10), 'confirmed')
      return ''
    },
    actors: ['client', 'trainer'],
    act: (actor, other) =>
      actor.pb.collection('chats').create({ user1: actor.record.id, user2: other.record.id }),
  },
  messages: {
    field: 'chat',
    setup: async ({ client, trainer }) =>
      (
        await client.pb
          .collection('chats')
          .create({ user1: client.record.id, user2: trainer.record.id })
      ).id,
    actors: ['client', 'trainer'],
    act: (actor, _other, chat) =>
      actor.pb.collection('messages').create({ chat, sender: actor.record.id, text: 'Hello' }),
  },
  bookings: {
    field: 'gymBuddy',
    actors: ['client'],
    act: (actor, other) => request(actor, other, nextSlot()),
  },
  booking_series: {
    field: 'gymBuddy',
    actors: ['client'],
    act: (actor, other) => requestSeries(actor, other, nextSlot(), 4),
  },
  waitlist: {
    field: 'gymBuddy',
    // Another client holds the hour the client waits for.
    setup: async ({ trainer }) => {
      const datetime = nextSlot()
      const holder = await makeClient(server, 'Holder Client')
      await makeBooking(server.root, holder, trainer, datetime, 'confirmed')
      return datetime
    },
    actors: ['client'],
    act: (actor, other, datetime) =>
      actor.pb
        .collection('waitlist')
        .create({ user: actor.record.id, gymBuddy: other.record.id, datetime }),
  },
  package_purchases: {
    field: 'trainer',
    setup: async ({ trainer }) => (await makePackage(trainer)).id,
    actors: ['client'],
    act: (actor, _other, pkg) =>
      actor.pb.collection('package_purchases').create({ package: pkg, client: actor.record.id }),
  },
}

// Member-created records that name two members and stay open while a block stands, and why.
const EXEMPT: Record<string, string> = {
  reviews: 'A review rates a session that happened; a block must not silence it.',
  blocks: 'The block itself.',
  reports: 'A member must be able to report the member they blocked.',
  credentials: 'Names only the trainer and the operator who checked it.',
}

interface CollectionInfo {
  id: string
  name: string
  type: string
  system: boolean
  createRule: string | null
  fields: { name: string; type: string; collectionId?: string }[]
}

async function pair(): Promise<Pair> {
  return { client: await makeClient(server, 'Blocking Client'), trainer: await makeTrainer(server) }
}

function block(blocker: Member, blocked: Member) {
  return blocker.pb
    .collection('blocks')
    .create({ blocker: blocker.record.id, blocked: blocked.record.id })
}

describe('what a block stops', () => {
  it('every collection members create in that names another member is walked here', async () => {
    const all = (await server.root.collections.getFullList()) as unknown as CollectionInfo[]
    const users = all.find((c) => c.name === 'users')!
    const chats = all.find((c) => c.name === 'chats')!
    const reaching = all
      .filter((c) => !c.system && c.type === 'base' && c.createRule !== null)
      .filter((c) => {
        const relations = c.fields.filter((f) => f.type === 'relation')
        const toUsers = relations.filter((f) => f.collectionId === users.id).length
        return toUsers >= 2 || relations.some((f) => f.collectionId === chats.id)
      })
      .map((c) => c.name)
    const unclassified = reaching.filter((name) => !(name in REACH) && !(name in EXEMPT))
    expect(
      unclassified,
      'add each to REACH (and lib/safety/blocks.js) or to EXEMPT with why',
    ).toEqual([])
    for (const name of Object.keys(REACH)) expect(reaching).toContain(name)
  })

  for (const [collection, reach] of Object.entries(REACH)) {
    for (const direction of ['the client blocked the trainer', 'the trainer blocked the client']) {
      it(`${collection}: refused both ways once ${direction}, with the one "not available" refusal`, async () => {
        const members = await pair()
        const context = reach.setup ? await reach.setup(members) : ''
        const { client, trainer } = members
        if (direction.startsWith('the client')) await block(client, trainer)
        else await block(trainer, client)
        for (const side of reach.actors) {
          const [actor, other] = side === 'client' ? [client, trainer] : [trainer, client]
          await expectRefused(reach.act(actor, other, context), {
            ...NOT_AVAILABLE,
            field: reach.field,
          })
        }
      })
    }
  }

  it('after an unblock the same requests go through again', async () => {
    const { client, trainer } = await pair()
    const made = await block(client, trainer)
    await expectRefused(REACH.bookings!.act(client, trainer, ''), NOT_AVAILABLE)
    await client.pb.collection('blocks').delete(made.id)
    expect(await REACH.bookings!.act(client, trainer, '')).toMatchObject({ status: 'requested' })
    const chat = await REACH.chats!.act(client, trainer, '')
    expect(chat).toMatchObject({ user1: client.record.id })
  })

  it('a message to a suspended member gets the same refusal, so a block never shows', async () => {
    const members = await pair()
    const chat = await REACH.messages!.setup!(members)
    await server.root
      .collection('users')
      .update(members.trainer.record.id, { suspendedAt: new Date().toISOString() })
    await expectRefused(REACH.messages!.act(members.client, members.trainer, chat), {
      ...NOT_AVAILABLE,
      field: 'chat',
    })
  })
})

describe('who reads a block', () => {
  it('only the blocker lists, reads and removes it; the blocked member sees nothing', async () => {
    const { client, trainer } = await pair()
    const made = await block(client, trainer)
    expect(await client.pb.collection('blocks').getFullList()).toEqual([
      expect.objectContaining({ id: made.id, blocked: trainer.record.id, blockedName: 'Trainer' }),
    ])
    expect(await trainer.pb.collection('blocks').getFullList()).toEqual([])
    await expectRefused(trainer.pb.collection('blocks').getOne(made.id), { status: 404 })
    await expectRefused(trainer.pb.collection('blocks').delete(made.id), { status: 404 })
    const notices = await trainer.pb.collection('notifications').getFullList()
    expect(notices).toEqual([])
  })

  it('nobody blocks in another member’s name, blocks themselves, or blocks twice', async () => {
    const { client, trainer } = await pair()
    const third = await makeMember(server, 'Third Member')
    await expectRefused(
      third.pb
        .collection('blocks')
        .create({ blocker: client.record.id, blocked: trainer.record.id }),
      { status: 400 },
    )
    expect(await client.pb.collection('blocks').getFullList()).toEqual([])
    await expectRefused(block(client, client), {
      status: 400,
      field: 'blocked',
      code: 'validation_block_self',
    })
    await block(client, trainer)
    await expectRefused(block(client, trainer), {
      status: 400,
      field: 'blocked',
      code: 'validation_already_blocked',
    })
  })
})

describe('what a block ends', () => {
  it('the pair’s upcoming sessions and series are cancelled "Cancelled" and the other side told', async () => {
    const { client, trainer } = await pair()
    const other = await makeClient(server, 'Other Client')
    const requested = await request(client, trainer, sgtSlot(4, 10))
    const confirmed = await makeBooking(server.root, client, trainer, sgtSlot(4, 12), 'confirmed')
    const past = await makeBooking(server.root, client, trainer, sgtSlot(-2, 12), 'confirmed')
    const series = await requestSeries(client, trainer, sgtSlot(5, 15), 3)
    const elsewhere = await request(other, trainer, sgtSlot(4, 14))
    await block(trainer, client)

    const read = (id: string) => server.root.collection('bookings').getOne(id)
    for (const id of [requested.id, confirmed.id]) {
      expect(await read(id)).toMatchObject({
        status: 'cancelled',
        reason: 'Cancelled',
        cancelledBy: trainer.record.id,
        lateCancel: false,
      })
    }
    expect(await read(past.id)).toMatchObject({ status: 'confirmed' })
    expect(await read(elsewhere.id)).toMatchObject({ status: 'requested' })
    expect(await server.root.collection('booking_series').getOne(series.id)).toMatchObject({
      status: 'cancelled',
      reason: 'Cancelled',
    })
    const weeks = await server.root
      .collection('bookings')
      .getFullList({ filter: server.root.filter('series = {:s}', { s: series.id }) })
    expect(weeks.map((week) => week.status)).toEqual(['cancelled', 'cancelled', 'cancelled'])

    const notices = await client.pb
      .collection('notifications')
      .getFullList<NotificationRecord>({ sort: 'created' })
    const kinds = notices.map((notice) => [notice.kind, notice.actor])
    expect(kinds).toContainEqual(['booking_cancelled', trainer.record.id])
    expect(kinds).toContainEqual(['series_cancelled', trainer.record.id])
  })

  it('a trainer’s block inside the cancel window is no late cancel', async () => {
    const { client, trainer } = await pair()
    const soon = new Date(Math.ceil((Date.now() + 3 * 3600_000) / 3600_000) * 3600_000)
    const session = await makeBooking(server.root, client, trainer, soon.toISOString(), 'confirmed')
    await block(trainer, client)
    expect(await server.root.collection('bookings').getOne(session.id)).toMatchObject({
      status: 'cancelled',
      lateCancel: false,
    })
  })

  it('their places waiting for each other’s hours go', async () => {
    const { client, trainer } = await pair()
    const datetime = await REACH.waitlist!.setup!({ client, trainer })
    await REACH.waitlist!.act(client, trainer, datetime)
    await block(client, trainer)
    expect(await client.pb.collection('waitlist').getFullList()).toEqual([])
  })
})

describe('the blocker’s finder and recommendations', () => {
  const finder = (pb: TypedPocketBase, search: string) =>
    pb.send<{ items: { id: string }[] }>(
      `/api/gymbuddy/finder?search=${encodeURIComponent(search)}`,
      { method: 'GET' },
    )
  const picks = (member: Member) =>
    member.pb.send<{ items: { id: string }[] }>('/api/gymbuddy/recommendations', {
      method: 'GET',
    })

  it('a client who blocked a trainer no longer finds them or has them recommended', async () => {
    const client = await makeClient(server, 'Finder Client')
    const trainer = await makeTrainer(server, 'Quintessa Blockable')
    await trainer.pb.collection('trainer_profiles').update(trainer.profile.id, {
      specializations: ['Cardio', 'Weights'],
      preferredLocation: 'Central',
    })
    const ids = (answer: { items: { id: string }[] }) => answer.items.map((item) => item.id)
    expect(ids(await finder(client.pb, 'Quintessa'))).toEqual([trainer.record.id])
    expect(ids(await picks(client))).toContain(trainer.record.id)

    await block(client, trainer)
    expect(ids(await finder(client.pb, 'Quintessa'))).toEqual([])
    expect(ids(await picks(client))).not.toContain(trainer.record.id)
    // Everyone else still finds them.
    expect(ids(await finder(makeVisitor(server), 'Quintessa'))).toEqual([trainer.record.id])
  })
})

// GET /api/gymbuddy/bookings: My Bookings' and Schedule's groups in one answer,
// the same rows and totals the bookings list API gives the same member for each group's filter,
// only the signed-in member's own bookings, and no throttle on empty groups.
import { describe, expect, it } from 'vitest'
import type { BookingRecord, ClientProfileRecord } from '@/lib/types'
import { makeBooking, withRescheduleOf } from './bookings-support'
import {
  expectRefused,
  makeClient,
  makeMember,
  makeTrainer,
  makeVisitor,
  sgtSlot,
  type Member,
} from './factories'
import { testServer } from './support/test-server'

const server = testServer()

type Group = 'needsAnswer' | 'upcoming' | 'past' | 'closed'
type ListedBooking = BookingRecord & { expand?: { rescheduleOf?: BookingRecord } }
interface Answer {
  pages: Partial<Record<Group, { items: ListedBooking[]; total: number }>>
  people: { id: string; name: string; email?: string }[]
  takenSlots?: string[]
  clientProfiles?: ClientProfileRecord[]
}

const groupsOf = (member: Member, query: Record<string, string | number>) =>
  member.pb.send<Answer>('/api/gymbuddy/bookings', { query })

const ids = (rows: { id: string }[] | undefined) => (rows ?? []).map((row) => row.id)

/** The list API's answer for one group, as the screens asked before this route. */
async function listed(member: Member, filter: string, sort: string, now: Date) {
  const page = await member.pb.collection('bookings').getList(1, 10, {
    filter: member.pb.filter(filter, { me: member.record.id, now }),
    sort,
  })
  return { ids: ids(page.items), total: page.totalItems }
}

describe('GET /api/gymbuddy/bookings', () => {
  it("gives a client their upcoming bookings, past sessions that took place, and closed ones apart, as the list API's filters do", async () => {
    const client = await makeClient(server, 'Group Client')
    const other = await makeClient(server, 'Other Client')
    const trainer = await makeTrainer(server, 'Group Coach')
    const root = server.root
    const later = await makeBooking(root, client, trainer, sgtSlot(5, 10), 'confirmed')
    const soon = await makeBooking(root, client, trainer, sgtSlot(2, 10), 'requested')
    const cancelled = await makeBooking(root, client, trainer, sgtSlot(3, 11), 'cancelled')
    const tookPlace = await makeBooking(root, client, trainer, sgtSlot(-3, 10), 'confirmed')
    const expired = await makeBooking(root, client, trainer, sgtSlot(-2, 10), 'expired')
    // A request whose hour passed before the expiry job marked it is expired too.
    const unanswered = await makeBooking(root, client, trainer, sgtSlot(-1, 10), 'requested')
    await makeBooking(root, other, trainer, sgtSlot(4, 12), 'confirmed')
    const now = new Date()

    const answer = await groupsOf(client, { side: 'booker', now: now.toISOString() })
    // The groups asked for, by name (a JSON object's key order is not part of the answer).
    expect(Object.keys(answer.pages).sort()).toEqual(['closed', 'past', 'upcoming'])
    expect(ids(answer.pages.upcoming?.items)).toEqual([soon.id, later.id])
    expect(answer.pages.upcoming?.total).toBe(2)
    expect(ids(answer.pages.past?.items)).toEqual([tookPlace.id])
    expect(answer.pages.past?.total).toBe(1)
    expect(ids(answer.pages.closed?.items)).toEqual([cancelled.id, unanswered.id, expired.id])
    expect(answer.pages.closed?.total).toBe(3)
    expect({ ids: ids(answer.pages.past?.items), total: answer.pages.past?.total }).toEqual(
      await listed(
        client,
        "booker = {:me} && datetime <= {:now} && status = 'confirmed'",
        '-datetime,-created',
        now,
      ),
    )
    expect({ ids: ids(answer.pages.closed?.items), total: answer.pages.closed?.total }).toEqual(
      await listed(
        client,
        "booker = {:me} && (status = 'declined' || status = 'cancelled' || status = 'expired' || (datetime <= {:now} && status = 'requested'))",
        '-datetime,-created',
        now,
      ),
    )
    expect(answer.people).toEqual([
      expect.objectContaining({ id: trainer.record.id, name: 'Group Coach', ratingCount: 0 }),
    ])
    expect(answer.takenSlots).toBeUndefined()
  })

  it("gives a trainer requests to answer, upcoming, past and declined sessions, taken slots and clients' profiles", async () => {
    const trainer = await makeTrainer(server, 'Busy Coach')
    const ann = await makeClient(server, 'Ann Group')
    const bob = await makeClient(server, 'Bob Group')
    const stranger = await makeClient(server, 'Stranger Group')
    const root = server.root
    const slot = sgtSlot(2, 9)
    // Confirming settles a slot's open requests, so the confirmed one comes first.
    const taken = await makeBooking(root, bob, trainer, slot, 'confirmed')
    const open = await makeBooking(root, ann, trainer, slot, 'requested')
    const next = await makeBooking(root, bob, trainer, sgtSlot(3, 9), 'confirmed')
    const past = await makeBooking(root, ann, trainer, sgtSlot(-1, 9), 'confirmed')
    const declined = await makeBooking(root, bob, trainer, sgtSlot(4, 9), 'declined')
    await makeBooking(root, stranger, await makeTrainer(server, 'Other Coach'), slot, 'requested')

    const answer = await groupsOf(trainer, { side: 'gymBuddy', now: new Date().toISOString() })
    expect(ids(answer.pages.needsAnswer?.items)).toEqual([open.id])
    expect(ids(answer.pages.upcoming?.items)).toEqual([taken.id, next.id])
    expect(ids(answer.pages.past?.items)).toEqual([past.id])
    expect(ids(answer.pages.closed?.items)).toEqual([declined.id])
    expect(answer.takenSlots).toEqual([taken.datetime])
    expect(answer.people.map((person) => [person.name, person.email]).sort()).toEqual([
      ['Ann Group', ann.record.email],
      ['Bob Group', bob.record.email],
    ])
    const profiles = answer.clientProfiles ?? []
    expect(profiles.map((profile) => profile.user).sort()).toEqual(
      [ann.record.id, bob.record.id].sort(),
    )
    expect(profiles.find((profile) => profile.user === ann.record.id)?.id).toBe(ann.profile.id)
  })

  it('pages a group to its limit and counts all of it, and names the booking a reschedule replaced', async () => {
    const client = await makeClient(server, 'Paging Client')
    const trainer = await makeTrainer(server, 'Paging Coach')
    const made: BookingRecord[] = []
    for (let day = 1; day <= 4; day++)
      made.push(await makeBooking(server.root, client, trainer, sgtSlot(-day, 10), 'confirmed'))
    const moved = await server.root.collection('bookings').create<BookingRecord>({
      booker: client.record.id,
      gymBuddy: trainer.record.id,
      datetime: sgtSlot(6, 10),
      status: 'requested',
      rescheduleOf: made[0].id,
    })

    const answer = await groupsOf(client, { side: 'booker', past: 2 })
    // The move is not confirmed yet: made[0] stands (a confirmed session stays until then).
    expect(ids(answer.pages.past?.items)).toEqual(ids(made.slice(0, 2)))
    expect(answer.pages.past?.total).toBe(4)
    expect(ids(answer.pages.closed?.items)).toEqual([])
    const [upcoming] = answer.pages.upcoming?.items ?? []
    expect(upcoming.id).toBe(moved.id)
    expect(upcoming.expand?.rescheduleOf?.id).toBe(made[0].id)
  })

  it('prints every record exactly as the record API does', async () => {
    const trainer = await makeTrainer(server, 'Same Coach')
    const client = await makeClient(server, 'Same Client')
    const old = await makeBooking(server.root, client, trainer, sgtSlot(4, 10), 'confirmed')
    await makeBooking(server.root, client, trainer, sgtSlot(-4, 10), 'declined')
    await server.root.collection('bookings').create<BookingRecord>({
      booker: client.record.id,
      gymBuddy: trainer.record.id,
      datetime: sgtSlot(7, 10),
      status: 'requested',
      rescheduleOf: old.id,
    })
    const asTrainer = await groupsOf(trainer, { side: 'gymBuddy' })
    const rows = Object.values(asTrainer.pages).flatMap((page) => page.items)
    expect(rows).toHaveLength(3)
    // The open request also carries the client's record (tests/booking-groups-client-record.test.ts).
    for (const row of rows)
      expect({ ...row, clientRecord: undefined, movedTo: undefined }).toEqual(
        await withRescheduleOf(trainer, row.id),
      )
    // users_view's record plus the booker's email, which the view never carries.
    expect(asTrainer.people).toEqual([
      {
        ...(await trainer.pb.collection('users_view').getOne(client.record.id)),
        email: client.email,
      },
    ])
    expect(asTrainer.clientProfiles).toEqual([
      await trainer.pb.collection('client_profiles').getOne(client.profile.id),
    ])
    const asClient = await groupsOf(client, { side: 'booker' })
    expect(asClient.people).toEqual([
      await client.pb.collection('gym_buddies_view').getOne(trainer.record.id),
    ])
  })

  it("never shows someone else's bookings: a member asking as a trainer gets empty groups", async () => {
    const client = await makeClient(server, 'Curious Client')
    const trainer = await makeTrainer(server, 'Private Coach')
    await makeBooking(
      server.root,
      await makeClient(server, 'Someone'),
      trainer,
      sgtSlot(2, 10),
      'requested',
    )
    const answer = await groupsOf(client, { side: 'gymBuddy' })
    expect(answer.pages).toEqual({
      needsAnswer: { items: [], total: 0 },
      upcoming: { items: [], total: 0 },
      past: { items: [], total: 0 },
      closed: { items: [], total: 0 },
    })
    expect(answer).toMatchObject({ people: [], takenSlots: [], clientProfiles: [] })
  })

  it('refuses a visitor and a malformed side, limit or time', async () => {
    const member = await makeMember(server, 'Malformed')
    await expectRefused(
      makeVisitor(server).send('/api/gymbuddy/bookings', { query: { side: 'booker' } }),
      { status: 401 },
    )
    await expectRefused(groupsOf(member, { side: 'everyone' }), { status: 400, field: 'side' })
    await expectRefused(groupsOf(member, { side: 'booker', past: -1 }), {
      status: 400,
      field: 'limit',
    })
    await expectRefused(groupsOf(member, { side: 'booker', upcoming: '10 OR 1' }), {
      status: 400,
      field: 'limit',
    })
    await expectRefused(groupsOf(member, { side: 'booker', now: "1' OR '1" }), {
      status: 400,
      field: 'now',
    })
  })

  it('answers empty groups at once, however often they are asked for', async () => {
    // PocketBase's list API sleeps up to 500 ms on a filtered list that comes back empty once an
    // address sent 3 of them in 3 s; a screen's groups are often empty.
    const member = await makeMember(server, 'No Bookings Yet')
    const times: number[] = []
    for (let visit = 0; visit < 8; visit++) {
      const started = performance.now()
      const answer = await groupsOf(member, { side: 'gymBuddy' })
      times.push(performance.now() - started)
      expect(answer.pages.needsAnswer?.total).toBe(0)
    }
    expect(Math.max(...times)).toBeLessThan(150)
  })
})

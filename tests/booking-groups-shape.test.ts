// GET /api/gymbuddy/bookings writes its JSON in SQLite (pb_hooks/lib/bookings/booking_groups.js): each
// booking, person and client profile in it must be what the record API gives the same member for
// the same record, whatever is stored (odd JSON, long decimals, a trainer without a profile, a
// reschedule of a booking the member may not see); it prints the fields it lists, so a field added
// to bookings shows only once listed in pb_hooks/lib/bookings/booking_row_fields.js and breaks nothing.

import { describe, expect, it } from 'vitest'
import type { BookingRecord } from '@/lib/types'
import { makeBooking, withRescheduleOf } from './bookings-support'
import { makeClient, makeMember, makeTrainer, sgtSlot, type Member } from './factories'
import { png } from './images'
import { hooksWithTestRoutes, SQL_ROUTE } from './support/test-hooks'
import { testServer } from './support/test-server'

// Test-only: a superuser stores what the API would refuse or normalise.
const hooks = hooksWithTestRoutes(SQL_ROUTE)
const server = testServer({ hooksDir: hooks })

type Listed = BookingRecord & { expand?: { rescheduleOf?: BookingRecord } }
interface Answer {
  pages: Record<string, { items: Listed[]; total: number }>
  people: { id: string }[]
  clientProfiles?: { id: string; user: string }[]
}

const store = (sql: string, params: Record<string, unknown>) =>
  server.root.send('/api/test/sql', { method: 'POST', body: { sql, params } })

const groupsOf = (member: Member, side: 'booker' | 'gymBuddy') =>
  member.pb.send<Answer>('/api/gymbuddy/bookings', { query: { side } })

/** The route's rows, people and profiles beside what the record API gives the same member. */
async function expectRecordApiShape(member: Member, answer: Answer, peopleFrom: string) {
  const rows = Object.values(answer.pages).flatMap((page) => page.items)
  // Besides the record, a trainer's open requests carry the client's 12-month record
  // (tests/booking-groups-client-record.test.ts).
  for (const row of rows)
    expect({ ...row, clientRecord: undefined, movedTo: undefined }).toEqual(
      await withRescheduleOf(member, row.id),
    )
  for (const person of answer.people) {
    // A trainer's bookers come with their email, which users_view never carries (the party of a
    // shared booking may see it: tests/email-privacy.test.ts); the rest is the view's record.
    const { email, ...viewRecord } = person as { id: string; email?: string }
    if (peopleFrom === 'users_view') expect(email).toMatch(/@/)
    expect(peopleFrom === 'users_view' ? viewRecord : person).toEqual(
      await member.pb.collection(peopleFrom).getOne(person.id),
    )
  }
  for (const profile of answer.clientProfiles ?? [])
    expect(profile).toEqual(await member.pb.collection('client_profiles').getOne(profile.id))
  return rows
}

describe('GET /api/gymbuddy/bookings prints records as the record API does', () => {
  it("for a trainer: odd JSON and numbers in profiles, avatars, and a reschedule's expand only when visible", async () => {
    const trainer = await makeTrainer(server, 'Shape Coach')
    const other = await makeTrainer(server, 'Other Shape Coach')
    const clients = await Promise.all(
      ['Ann', 'Bo', 'Cy', 'Di', 'Ed'].map((name) => makeClient(server, `${name} Shape`)),
    )
    const form = new FormData()
    form.append('avatar', new Blob([new Uint8Array(png(4, 4))], { type: 'image/png' }), 'me.png')
    await clients[0].pb.collection('users').update(clients[0].record.id, form)
    // What a JSON field may hold besides clean JSON, and a budget only 17 digits print exactly.
    const goals = [null, '', 'null', 'plain words', '[ "Lift <b>&</b>", "Café \\u00e9 \u2028" ]']
    for (const [k, client] of clients.entries())
      await store(
        'UPDATE client_profiles SET fitnessGoals = {:goals}, budget = {:budget}, additionalInfo = {:info} WHERE id = {:id}',
        {
          id: client.profile.id,
          goals: goals[k],
          budget: 0.1 + 0.2 + k,
          info: `"Quoted" 'line'\n${k}`,
        },
      )
    const root = server.root
    const made = await Promise.all(
      clients.map((client, k) =>
        makeBooking(root, client, trainer, sgtSlot(k - 2, 10), k % 2 ? 'requested' : 'confirmed'),
      ),
    )
    const elsewhere = await makeBooking(root, clients[1], other, sgtSlot(9, 11), 'confirmed')
    const rescheduleOf = 'UPDATE bookings SET rescheduleOf = {:of} WHERE id = {:id}'
    await store(rescheduleOf, { id: made[3].id, of: made[4].id })
    await store(rescheduleOf, { id: made[1].id, of: elsewhere.id })

    const answer = await groupsOf(trainer, 'gymBuddy')
    const rows = await expectRecordApiShape(trainer, answer, 'users_view')
    expect(rows).toHaveLength(5)
    const byId = new Map(rows.map((row) => [row.id, row]))
    expect(byId.get(made[3].id)?.expand?.rescheduleOf?.id).toBe(made[4].id)
    expect(byId.get(made[1].id)?.expand).toEqual({})
    expect(answer.people).toHaveLength(5)
    expect(answer.clientProfiles).toHaveLength(5)
  })

  it('for a client: trainers as gym_buddies_view gives them, a decimal rating included, and a trainer the finder no longer lists still named', async () => {
    const client = await makeClient(server, 'Shape Client')
    const rated = await makeTrainer(server, 'Rated Coach')
    const bare = await makeMember(server, 'Bare Coach')
    await store("UPDATE users SET userType = 'trainer' WHERE id = {:id}", { id: bare.record.id })
    await store(
      'UPDATE trainer_profiles SET rate = 55.55, specializations = {:s} WHERE id = {:id}',
      {
        id: rated.profile.id,
        s: '["Box & <Run>"]',
      },
    )
    for (const [k, rating] of [4, 5, 4].entries())
      await store(
        'INSERT INTO reviews (id, booking, author, trainer, rating) VALUES ({:id}, {:id}, {:author}, {:trainer}, {:rating})',
        {
          id: `shapereview${k}`.padEnd(15, '0'),
          author: client.record.id,
          trainer: rated.record.id,
          rating,
        },
      )
    await makeBooking(server.root, client, rated, sgtSlot(3, 10), 'confirmed')
    await makeBooking(server.root, client, bare, sgtSlot(-3, 10), 'confirmed')

    const answer = await groupsOf(client, 'booker')
    // The finder lists only set-up trainers; the client still sees the one they booked, by name.
    const unlisted = answer.people.find((person) => person.id === bare.record.id)
    expect(unlisted).toMatchObject({ name: 'Bare Coach', email: '', trainer_profile: '' })
    await expectRecordApiShape(
      client,
      { ...answer, people: answer.people.filter((person) => person !== unlisted) },
      'gym_buddies_view',
    )
    expect(answer.people).toHaveLength(2)
    expect(answer.people).toContainEqual(
      expect.objectContaining({ id: rated.record.id, ratingAvg: 4.3 }),
    )
  })

  it('prints exactly its listed fields: a field added to bookings, of any type, leaves both screens working', async () => {
    const trainer = await makeTrainer(server, 'Schema Coach')
    const client = await makeClient(server, 'Schema Client')
    await makeBooking(server.root, client, trainer, sgtSlot(2, 10), 'confirmed')
    const collections = server.root.collections
    const bookings = await collections.getOne('bookings')
    // Types a reflective printer had no SQL form for: a point and a multi-value select.
    const added = [
      { name: 'meetAt', type: 'geoPoint' },
      { name: 'tags', type: 'select', values: ['a', 'b'], maxSelect: 2 },
    ]
    await collections.update('bookings', { fields: [...bookings.fields, ...added] })
    try {
      for (const [member, side] of [
        [client, 'booker'],
        [trainer, 'gymBuddy'],
      ] as const) {
        const answer = await groupsOf(member, side)
        const rows = Object.values(answer.pages).flatMap((page) => page.items)
        expect(rows).toHaveLength(1)
        const record = await withRescheduleOf(member, rows[0].id)
        expect(record).toHaveProperty('meetAt')
        const newNames = added.map((field) => field.name)
        const listed = Object.entries(record).filter(([key]) => !newNames.includes(key))
        // Besides the record, each row says where a moved session went (tests/booking-moved-to.test.ts).
        expect({ ...rows[0], movedTo: undefined }).toEqual(Object.fromEntries(listed))
      }
    } finally {
      await collections.update('bookings', { fields: bookings.fields })
    }
  })
})

// The bookings route's queries use indexes the way they should at any size (migration 1900000920):
// the other party of a client's rows is read from users by id, never by walking every
// trainer; a trainer's clients and their profiles by id and by user; no statement scans a table. SQLite plans the same on a small database (no statistics).
import { describe, expect, it } from 'vitest'
import { makeBooking } from './bookings-support'
import { makeClient, makeTrainer, sgtSlot } from './factories'
import { fullScans } from './support/query-plans'
import { planServer } from './support/plan-server'

const { server, statementsOf, explain } = planServer()

describe('GET /api/gymbuddy/bookings query plans', () => {
  it("reads a client's trainers by id and scans no table", async () => {
    const client = await makeClient(server, 'Plan Client')
    for (let k = 0; k < 4; k++) {
      const trainer = await makeTrainer(server, `Plan Coach ${k}`)
      await makeBooking(server.root, client, trainer, sgtSlot(k + 1, 10), 'confirmed')
    }
    const statements = await statementsOf(() =>
      client.pb.send('/api/gymbuddy/bookings', { query: { side: 'booker' } }),
    )
    const trainersRead = statements.filter((sql) => sql.includes('gym_buddies_view'))
    expect(trainersRead).toHaveLength(1)
    const plan = await explain(trainersRead[0])
    expect(plan.map((row) => row.detail)).toContainEqual(
      expect.stringMatching(/^SEARCH u USING (COVERING )?INDEX \S+ \(id=\?\)$/),
    )
    // Each group reads the client's own bookings (an index range on booker), never every
    // booking of one status across all members.
    const bookingReads = plan
      .map((row) => row.detail)
      .filter((d) => d.startsWith('SEARCH bookings'))
    for (const read of bookingReads) expect(read).toMatch(/\(booker=\?/)
    for (const sql of statements) expect(fullScans(await explain(sql)), sql).toEqual([])
  })

  it("reads a trainer's clients by id and their profiles by user, and scans no table", async () => {
    const trainer = await makeTrainer(server, 'Plan Trainer')
    const statuses = ['requested', 'confirmed', 'declined'] as const
    for (const [k, status] of statuses.entries()) {
      const client = await makeClient(server, `Plan Client ${k}`)
      await makeBooking(server.root, client, trainer, sgtSlot(k + 1, 10), status)
    }
    const statements = await statementsOf(() =>
      trainer.pb.send('/api/gymbuddy/bookings', { query: { side: 'gymBuddy' } }),
    )
    // The whole answer is one statement (pb_hooks/lib/bookings/booking_groups.js).
    const answers = statements.filter((sql) => sql.includes('users_view'))
    expect(answers).toHaveLength(1)
    const plan = (await explain(answers[0])).map((row) => row.detail)
    expect(plan).toContainEqual(
      expect.stringMatching(/^SEARCH users USING (COVERING )?INDEX \S+ \(id=\?\)$/),
    )
    expect(plan).toContainEqual(
      expect.stringMatching(/^SEARCH t USING (COVERING )?INDEX \S+ \(user=\?\)$/),
    )
    for (const sql of statements) expect(fullScans(await explain(sql)), sql).toEqual([])
  })
})

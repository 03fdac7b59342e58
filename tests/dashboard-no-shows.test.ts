// A no-show is not a workout: the dashboard's figures (recent sessions, this week's progress, the
// all-time counts) leave out a session either side said did not happen, and one still disputed,
// for the client and for the trainer alike. The table covers every outcome the schema allows, so a
// new outcome fails here until someone decides whether it counts.
import { describe, expect, it } from 'vitest'
import type { DashboardAnswer } from '@/features/dashboard/dashboard-answer'
import { makeBooking } from './bookings-support'
import { makeClient, makeTrainer, sgtSlot, type Member } from './factories'
import { testServer } from './support/test-server'

const server = testServer()

const dashboardOf = (member: Member) =>
  member.pb.send<DashboardAnswer>('/api/gymbuddy/dashboard', {})

/** Whether a session that ended with this outcome counts as a workout (undisputed). */
const COUNTS: Record<string, boolean> = {
  '': true,
  attended: true,
  client_no_show: false,
  trainer_no_show: false,
  weather: false,
}

const CASES = Object.entries(COUNTS).flatMap(([outcome, counts]) => [
  { outcome, disputed: false, counts },
  // A disputed answer counts only once an operator settles it as attended.
  ...(outcome ? [{ outcome, disputed: true, counts: false }] : []),
])

describe('dashboard figures leave out no-shows', () => {
  it('the table names every outcome bookings can hold', async () => {
    const bookings = await server.root.collections.getOne('bookings')
    const field = bookings.fields.find((f) => f.name === 'outcome') as unknown as {
      values: string[]
    }
    expect(Object.keys(COUNTS).sort()).toEqual(['', ...field.values].sort())
  })

  it.each(CASES)(
    'outcome "$outcome" (disputed: $disputed) counts as a workout: $counts',
    async ({ outcome, disputed, counts }) => {
      const client = await makeClient(server, 'Counted Client')
      const trainer = await makeTrainer(server, 'Counted Coach')
      const happened = await makeBooking(server.root, client, trainer, sgtSlot(-2, 10), 'confirmed')
      const judged = await makeBooking(server.root, client, trainer, sgtSlot(-1, 10), 'confirmed', {
        outcome: outcome as '',
        outcomeDisputed: disputed,
      })
      for (const member of [client, trainer]) {
        const answer = await dashboardOf(member)
        expect(answer.history.sessions).toBe(counts ? 2 : 1)
        const shown = answer.sessions.map((session) => session.id)
        expect(shown).toContain(happened.id)
        expect(shown.includes(judged.id)).toBe(counts)
      }
    },
  )
})

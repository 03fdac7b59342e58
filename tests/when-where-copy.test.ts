// The travel-time rule has two readers: the request hook (pb_hooks/lib/venues/when_where.js travelClash)
// and Book Session's greyed hours (booking-slots.ts needsTravelTime). One case table, both agree.
import { describe, expect, it } from 'vitest'
import { needsTravelTime } from '@/features/book-session/booking-slots'
import { hookLibrary } from './support/hook-library'

const hooks = hookLibrary('pb_hooks/lib/venues/when_where.js') as {
  travelClash: (
    sessions: { id: string; at: number; venue: string }[],
    startMs: number,
    venue: string,
    gapHours: number,
    exceptIds: string[],
  ) => unknown
}

const HOUR = 3600_000
const base = Date.parse('2026-12-01T04:00:00Z')

describe('the travel time between venues, in the hook and on Book Session', () => {
  it('rules out the same hours for every gap, distance and venue', () => {
    for (const gapHours of [0, 1, 2]) {
      for (let offset = -4; offset <= 4; offset += 1) {
        for (const venue of ['Gym', 'Park']) {
          const at = base + offset * HOUR
          const session = { id: 's', at: base, venue: 'Gym' }
          const server = hooks.travelClash([session], at, venue, gapHours, []) !== null
          const app = needsTravelTime(at, {
            gapHours,
            venue,
            sessions: [{ datetime: new Date(base).toISOString().replace('T', ' '), venue: 'Gym' }],
          })
          expect(app, `gap ${gapHours}, ${offset} h, at ${venue}`).toBe(server)
        }
      }
    }
  })
})

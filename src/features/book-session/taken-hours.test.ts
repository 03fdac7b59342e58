import { describe, expect, it } from 'vitest'
import { takenHours } from './taken-hours'

const day = { year: 2026, month: 12, day: 1 }
const now = new Date('2026-11-30T00:00:00Z')

describe('a day’s taken hours', () => {
  it('lists the hours confirmed for someone else, not mine, not past', () => {
    const rules = {
      // 10:00 and 11:00 SGT confirmed; 11:00 is mine.
      confirmed: ['2026-12-01 02:00:00.000Z', '2026-12-01 03:00:00.000Z'],
      mine: [{ datetime: '2026-12-01 03:00:00.000Z', status: 'confirmed' as const }],
    }
    expect(takenHours(day, now, rules)).toEqual([{ slot: '10:00', at: '2026-12-01T02:00:00.000Z' }])
    expect(takenHours(day, new Date('2026-12-01T05:00:00Z'), rules)).toEqual([])
  })
})

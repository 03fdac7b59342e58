import { describe, expect, it } from 'vitest'
import type { BookingRecord } from '@/lib/types'
import { describeSeries, foldSeries, foldedCounts } from './series-fold'

const row = (id: string, datetime: string, series = '') =>
  ({ id, datetime, series }) as unknown as BookingRecord

describe('foldSeries', () => {
  it('gathers a series at its first row and keeps single bookings in place', () => {
    const rows = [
      row('a', '2026-12-01 11:00:00.000Z', 's1'),
      row('b', '2026-12-02 11:00:00.000Z'),
      row('c', '2026-12-08 11:00:00.000Z', 's1'),
    ]
    expect(foldSeries(rows)).toEqual([
      { kind: 'series', id: 's1', bookings: [rows[0], rows[2]] },
      { kind: 'single', booking: rows[1] },
    ])
  })
})

describe('describeSeries', () => {
  it('names the weekday, the Singapore hour, the count and the next session', () => {
    // 11:00Z is 19:00 in Singapore; 1 Dec 2026 is a Tuesday.
    const weeks = [0, 7, 14].map((d) =>
      row(`w${d}`, new Date(Date.UTC(2026, 11, 1 + d, 11)).toISOString().replace('T', ' '), 's'),
    )
    expect(describeSeries(weeks, new Date(Date.UTC(2026, 11, 2)))).toBe(
      'Every Tuesday, 7 pm · 3 sessions · next: 8 Dec',
    )
    expect(describeSeries(weeks, new Date(Date.UTC(2027, 0, 1)))).toBe(
      'Every Tuesday, 7 pm · 3 sessions',
    )
  })

  it('names no next session on a series cancelled or declined ahead', () => {
    const now = new Date(Date.UTC(2026, 11, 2))
    for (const status of ['cancelled', 'declined', 'expired'] as const) {
      const weeks = [7, 14].map((d) => ({
        ...row(`w${d}`, new Date(Date.UTC(2026, 11, 1 + d, 11)).toISOString(), 's'),
        status,
      }))
      expect(describeSeries(weeks, now)).toBe('Every Tuesday, 7 pm · 2 sessions')
    }
  })

  it('says where a week moved away went, not its old date', () => {
    // 9 Dec 2026 is a Wednesday; moved to Thursday 10 Dec, 19:00 SGT.
    const moved = {
      ...row('w', '2026-12-09 11:00:00.000Z', 's'),
      booker: 'c1',
      status: 'cancelled' as const,
      cancelledBy: 'c1',
      reason: 'Rescheduled',
      movedTo: '2026-12-10 11:00:00.000Z',
    }
    expect(describeSeries([moved], new Date(Date.UTC(2026, 11, 2)))).toBe(
      'Every Wednesday, 7 pm · 1 session · Moved to Thu 10 Dec',
    )
  })
  it('names the day and hour of the weeks ahead after a change from a week on', () => {
    // Tuesdays 1 and 8 Dec at 19:00 SGT; from 15 Dec on moved to Thursdays, 08:00 SGT (00:00Z).
    const tue = (d: number) => new Date(Date.UTC(2026, 11, d, 11)).toISOString()
    const thu = (d: number) => new Date(Date.UTC(2026, 11, d, 0)).toISOString()
    const moved = (id: string, datetime: string) => ({
      ...row(id, datetime, 's'),
      booker: 'c1',
      status: 'cancelled' as const,
      cancelledBy: 'c1',
      reason: 'Rescheduled',
    })
    const weeks = [
      { ...row('w1', tue(1), 's'), status: 'confirmed' as const },
      { ...row('w2', tue(8), 's'), status: 'confirmed' as const },
      moved('w3', tue(15)),
      moved('w4', tue(22)),
      { ...row('n3', thu(17), 's'), status: 'confirmed' as const },
      { ...row('n4', thu(24), 's'), status: 'confirmed' as const },
    ]
    expect(describeSeries(weeks, new Date(Date.UTC(2026, 11, 10)))).toBe(
      'Every Thursday, 8 am · 4 sessions · next: 17 Dec',
    )
  })
})

describe('foldedCounts', () => {
  it('counts a series once among the rows shown and in the total', () => {
    const rows = [
      row('a', '2026-12-01 11:00:00.000Z', 's1'),
      row('b', '2026-12-08 11:00:00.000Z', 's1'),
    ]
    expect(foldedCounts(rows, 3)).toEqual({ shown: 1, total: 2 })
  })
})

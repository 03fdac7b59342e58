import { describe, expect, it } from 'vitest'
import type { BookingRecord } from '@/lib/types'
import { mergeAnswers, splitLimits } from './booking-group-requests'
import type { BookingGroupsAnswer } from './booking-group-types'

const booking = (id: string) => ({ id }) as BookingRecord

describe('asking the bookings route within its bound', () => {
  it('asks once, as before, while the groups fit in one request', () => {
    expect(splitLimits({ upcoming: 10, past: 20, closed: 10 }, 40)).toEqual([
      { upcoming: 10, past: 20, closed: 10 },
    ])
  })

  it('asks page by page once Show more went past the bound, every row once', () => {
    expect(splitLimits({ upcoming: 10, past: 50, closed: 10 }, 40)).toEqual([
      { upcoming: 10, upcomingFrom: 0, past: 30, pastFrom: 0, closed: 0 },
      { upcoming: 0, past: 20, pastFrom: 30, closed: 10, closedFrom: 0 },
    ])
  })

  it('puts the answers back together in order, each person and profile once', () => {
    const person = { id: 'p1', name: 'Pat' }
    const first = {
      pages: {
        past: { items: [booking('a'), booking('b')], total: 3 },
        closed: { items: [], total: 1 },
      },
      people: [person],
      takenSlots: ['x'],
      clientProfiles: [],
    } as unknown as BookingGroupsAnswer
    const second = {
      pages: {
        past: { items: [booking('c')], total: 3 },
        closed: { items: [booking('d')], total: 1 },
      },
      people: [person],
      takenSlots: ['x', 'y'],
      clientProfiles: [],
    } as unknown as BookingGroupsAnswer
    const merged = mergeAnswers([first, second])
    expect(merged.pages.past?.items.map((row) => row.id)).toEqual(['a', 'b', 'c'])
    expect(merged.pages.closed?.items.map((row) => row.id)).toEqual(['d'])
    expect(merged.people).toEqual([person])
    expect(merged.takenSlots).toEqual(['x', 'y'])
  })
})

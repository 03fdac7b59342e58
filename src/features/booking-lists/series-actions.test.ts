import { describe, expect, it } from 'vitest'
import type { BookingRecord } from '@/lib/types'
import { seriesActions } from './series-actions'

const NOW = new Date('2026-12-01T00:00:00.000Z')
const AHEAD = ['2026-12-08 11:00:00.000Z', '2026-12-15 11:00:00.000Z']
const weeks = (...statuses: BookingRecord['status'][]) =>
  statuses.map((status, k) => ({ status, datetime: AHEAD[k]! }))

describe('what a weekly series offers', () => {
  it.each([
    {
      name: 'unanswered, to the trainer',
      rows: weeks('requested', 'requested'),
      side: 'gymBuddy',
      actions: ['acceptAll', 'declineAll'],
    },
    {
      name: 'unanswered, to the client',
      rows: weeks('requested', 'requested'),
      side: 'booker',
      actions: ['cancelRequest'],
    },
    {
      name: 'confirmed, to the trainer',
      rows: weeks('confirmed', 'confirmed'),
      side: 'gymBuddy',
      actions: ['calendar', 'cancelRest'],
    },
    {
      name: 'confirmed, to the client',
      rows: weeks('confirmed', 'confirmed'),
      side: 'booker',
      actions: ['calendar', 'cancelRest'],
    },
    {
      name: 'cancelled, to the trainer',
      rows: weeks('cancelled', 'cancelled'),
      side: 'gymBuddy',
      actions: [],
    },
    {
      name: 'declined, to the client',
      rows: weeks('declined', 'declined'),
      side: 'booker',
      actions: [],
    },
  ] as const)('$name: $actions', ({ rows, side, actions }) => {
    expect(seriesActions(rows, side, NOW)).toEqual(actions)
  })

  it('never offers "Cancel the rest" beside "Decline all" while nothing is confirmed', () => {
    for (const side of ['booker', 'gymBuddy'] as const) {
      const offered = seriesActions(weeks('requested', 'requested'), side, NOW)
      expect(offered).not.toContain('cancelRest')
    }
  })
})

// Every booking state a row can show, read from either side: the badge, the closing line and what
// each side answered about attendance. A new state or outcome belongs in this table.
import { describe, expect, it } from 'vitest'
import type { BookingRecord } from '@/lib/types'
import { bookingRowWords } from './booking-words'

const NOW = new Date('2026-12-01T04:00:00.000Z')
const FUTURE = '2026-12-09 11:00:00.000Z'
const PAST = '2026-11-29 02:00:00.000Z'
const UNDER_WAY = '2026-12-01 03:30:00.000Z'
const base: BookingRecord = {
  id: 'b1',
  collectionId: 'bookings',
  collectionName: 'bookings',
  booker: 'client1',
  gymBuddy: 'trainer1',
  datetime: FUTURE,
  status: 'requested',
  reason: '',
  cancelledBy: '',
  outcome: '',
  outcomeBy: '',
  outcomeReply: '',
  outcomeDisputed: false,
  lateCancel: false,
} as BookingRecord
type Row = Partial<BookingRecord> & { movedTo?: string }
type Words = { badge: string; closing?: string; answers?: string[] }
type Case = { name: string; row: Row; booker: Words; gymBuddy: Words }

const CASES: Case[] = [
  { name: 'a request', row: {}, booker: { badge: 'requested' }, gymBuddy: { badge: 'requested' } },
  {
    name: 'a confirmed session ahead',
    row: { status: 'confirmed' },
    booker: { badge: 'confirmed' },
    gymBuddy: { badge: 'confirmed' },
  },
  {
    name: 'a session under way',
    row: { status: 'confirmed', datetime: UNDER_WAY },
    booker: { badge: 'in progress' },
    gymBuddy: { badge: 'in progress' },
  },
  {
    name: 'a session nobody answered for yet',
    row: { status: 'confirmed', datetime: PAST },
    booker: { badge: 'completed' },
    gymBuddy: { badge: 'completed' },
  },
  {
    name: 'a session both said happened',
    row: { status: 'confirmed', datetime: PAST, outcome: 'attended', outcomeBy: 'client1' },
    booker: { badge: 'completed', answers: ['You said the session happened.'] },
    gymBuddy: { badge: 'completed', answers: ['The client says the session happened.'] },
  },
  {
    name: 'the trainer marked the client a no-show',
    row: { status: 'confirmed', datetime: PAST, outcome: 'client_no_show', outcomeBy: 'trainer1' },
    booker: { badge: 'no-show', answers: ['The trainer says you did not come.'] },
    gymBuddy: { badge: 'no-show', answers: ['You said the client did not come.'] },
  },
  {
    name: 'the client marked the trainer a no-show',
    row: { status: 'confirmed', datetime: PAST, outcome: 'trainer_no_show', outcomeBy: 'client1' },
    booker: { badge: 'no-show', answers: ['You said the trainer did not come.'] },
    gymBuddy: { badge: 'no-show', answers: ['The client says you did not come.'] },
  },
  {
    name: 'a disputed no-show',
    row: {
      status: 'confirmed',
      datetime: PAST,
      outcome: 'client_no_show',
      outcomeBy: 'trainer1',
      outcomeReply: 'attended',
      outcomeDisputed: true,
    },
    booker: {
      badge: 'no-show (disputed)',
      answers: ['The trainer says you did not come.', 'You said the session happened.'],
    },
    gymBuddy: {
      badge: 'no-show (disputed)',
      answers: ['You said the client did not come.', 'The client says the session happened.'],
    },
  },
  {
    name: 'a "happened" disputed by a no-show',
    row: {
      status: 'confirmed',
      datetime: PAST,
      outcome: 'attended',
      outcomeBy: 'client1',
      outcomeReply: 'client_no_show',
      outcomeDisputed: true,
    },
    booker: {
      badge: 'no-show (disputed)',
      answers: ['You said the session happened.', 'The trainer says you did not come.'],
    },
    gymBuddy: {
      badge: 'no-show (disputed)',
      answers: ['The client says the session happened.', 'You said the client did not come.'],
    },
  },
  {
    name: 'a decline with a reason',
    row: { status: 'declined', reason: 'Away that week' },
    booker: { badge: 'declined', closing: 'Declined. Reason: Away that week' },
    gymBuddy: { badge: 'declined', closing: 'Declined. Reason: Away that week' },
  },
  {
    name: 'a request declined because another client took the hour',
    row: { status: 'declined', reason: 'slot taken' },
    booker: { badge: 'declined', closing: 'Declined. Another client booked this hour' },
    gymBuddy: { badge: 'declined', closing: 'Declined. Another client booked this hour' },
  },
  {
    name: "the client's cancel",
    row: { status: 'cancelled', cancelledBy: 'client1', reason: 'Sick' },
    booker: { badge: 'cancelled', closing: 'Cancelled by you. Reason: Sick' },
    gymBuddy: { badge: 'cancelled', closing: 'Cancelled by Cody Client. Reason: Sick' },
  },
  {
    name: "the trainer's late cancel",
    row: { status: 'cancelled', cancelledBy: 'trainer1', reason: 'Injured', lateCancel: true },
    booker: {
      badge: 'cancelled',
      closing: "Cancelled by Hana Coach: late cancel (under 12 hours' notice). Reason: Injured",
    },
    gymBuddy: {
      badge: 'cancelled',
      closing: "Cancelled by you: late cancel (under 12 hours' notice). Reason: Injured",
    },
  },
  {
    name: 'a moved session',
    row: {
      status: 'cancelled',
      cancelledBy: 'client1',
      reason: 'Rescheduled',
      movedTo: '2026-12-10 11:00:00.000Z',
    },
    booker: { badge: 'moved', closing: 'Moved to Thu 10 Dec, 19:00 SGT' },
    gymBuddy: { badge: 'moved', closing: 'Moved to Thu 10 Dec, 19:00 SGT' },
  },
  {
    name: 'a moved session whose new booking is gone',
    row: { status: 'cancelled', cancelledBy: 'client1', reason: 'Rescheduled', movedTo: '' },
    booker: { badge: 'moved', closing: 'Moved to another time' },
    gymBuddy: { badge: 'moved', closing: 'Moved to another time' },
  },
  {
    name: 'a request expired',
    row: { status: 'expired', datetime: PAST },
    booker: { badge: 'expired', closing: 'Expired: not answered before the session time' },
    gymBuddy: { badge: 'expired', closing: 'Expired: not answered before the session time' },
  },
  {
    name: 'a request whose hour passed unanswered',
    row: { status: 'requested', datetime: PAST },
    booker: { badge: 'expired', closing: 'Expired: not answered before the session time' },
    gymBuddy: { badge: 'expired', closing: 'Expired: not answered before the session time' },
  },
]

const OTHER = { booker: 'Hana Coach', gymBuddy: 'Cody Client' } as const

describe('what a booking row says, state by state and side by side', () => {
  it.each(CASES.flatMap((c) => (['booker', 'gymBuddy'] as const).map((side) => ({ ...c, side }))))(
    '$name, read by the $side',
    (c) => {
      const booking = { ...base, ...c.row }
      const expected = c[c.side]
      expect(bookingRowWords(booking, c.side, NOW, OTHER[c.side])).toEqual({
        badge: expected.badge,
        closing: expected.closing ?? '',
        answers: expected.answers ?? [],
      })
    },
  )

  it('covers every status a booking can hold', () => {
    const covered = new Set(CASES.map((c) => c.row.status ?? 'requested'))
    expect([...covered].sort()).toEqual(
      ['cancelled', 'confirmed', 'declined', 'expired', 'requested'].sort(),
    )
  })

  it('never calls a no-show completed', () => {
    for (const c of CASES.filter((c) => /no-show/.test(c.name)))
      expect(bookingRowWords({ ...base, ...c.row }, 'booker', NOW, 'X').badge).not.toBe('completed')
  })
})

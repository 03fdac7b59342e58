import { describe, expect, it } from 'vitest'
import { bookingActions, bookingState, cancelDeadline, isUpcoming } from './booking-lifecycle'
import { formatSgtShort, lateCancelText } from './booking-texts'

const now = new Date('2026-03-02T00:00:00Z') // 08:00 SGT, Monday 2 March
const at = (hoursAhead: number) => new Date(now.getTime() + hoursAhead * 3_600_000).toISOString()

describe('booking lifecycle on the screens', () => {
  it('shows a request whose start has passed as expired at once', () => {
    expect(bookingState({ status: 'requested', datetime: at(-1) }, now)).toBe('expired')
    expect(bookingState({ status: '', datetime: at(-1) }, now)).toBe('expired')
    expect(bookingState({ status: '', datetime: at(1) }, now)).toBe('requested')
    expect(bookingState({ status: 'confirmed', datetime: at(-1) }, now)).toBe('confirmed')
  })

  it('lets the booker reschedule or cancel a request any time before it starts', () => {
    expect(bookingActions({ status: 'requested', datetime: at(1) }, 'booker', now)).toEqual([
      'reschedule',
      'cancel',
    ])
    expect(bookingActions({ status: 'requested', datetime: at(-1) }, 'booker', now)).toEqual([])
  })

  it('lets the booker move a confirmed session while it is 12 hours away, and cancel it until it starts', () => {
    expect(bookingActions({ status: 'confirmed', datetime: at(12) }, 'booker', now)).toEqual([
      'addToCalendar',
      'reschedule',
      'cancel',
    ])
    expect(bookingActions({ status: 'confirmed', datetime: at(11.5) }, 'booker', now)).toEqual([
      'addToCalendar',
      'cancel',
      'lateCancelNote',
    ])
    expect(bookingActions({ status: 'confirmed', datetime: at(-2) }, 'booker', now)).toEqual([])
  })

  it('lets the trainer answer requests and cancel confirmed sessions before they start', () => {
    expect(bookingActions({ status: 'requested', datetime: at(1) }, 'gymBuddy', now)).toEqual([
      'accept',
      'decline',
    ])
    expect(bookingActions({ status: 'confirmed', datetime: at(1) }, 'gymBuddy', now)).toEqual([
      'addToCalendar',
      'cancel',
    ])
    expect(bookingActions({ status: 'confirmed', datetime: at(-1) }, 'gymBuddy', now)).toEqual([])
  })

  it('lets the trainer propose a new time 12 hours ahead, and only the client answer it', () => {
    expect(bookingActions({ status: 'confirmed', datetime: at(12) }, 'gymBuddy', now)).toEqual([
      'addToCalendar',
      'propose',
      'cancel',
    ])
    const proposal = { status: 'requested', datetime: at(24), proposed: true } as const
    expect(bookingActions(proposal, 'booker', now)).toEqual(['acceptProposal', 'declineProposal'])
    expect(bookingActions(proposal, 'gymBuddy', now)).toEqual(['proposalNote', 'withdrawProposal'])
  })

  it('offers nothing on final states', () => {
    for (const status of ['declined', 'cancelled', 'expired'] as const) {
      expect(bookingActions({ status, datetime: at(48) }, 'booker', now)).toEqual([])
      expect(bookingActions({ status, datetime: at(48) }, 'gymBuddy', now)).toEqual([])
      expect(isUpcoming({ status, datetime: at(48) }, now)).toBe(false)
    }
  })

  it('says until when moving was possible, in Singapore time', () => {
    const booking = { datetime: '2026-03-03 02:00:00.000Z' } // Tue 3 Mar, 10:00 SGT
    expect(cancelDeadline(booking).toISOString()).toBe('2026-03-02T14:00:00.000Z')
    expect(formatSgtShort(cancelDeadline(booking))).toBe('Mon 2 Mar, 22:00 SGT')
    expect(lateCancelText(cancelDeadline(booking), 'trainer')).toBe(
      'Moving was possible until Mon 2 Mar, 22:00 SGT (12 hours before the session). To change the time, message your trainer; a cancel now is a late cancel.',
    )
  })
})

import { describe, expect, it } from 'vitest'
import { makeBookingRecord } from '@/testing/user-area-records'
import { answerByText, moveRequestedText, pendingMoveOf } from './move-notes'

describe('move notes', () => {
  const session = makeBookingRecord({ id: 's1', status: 'confirmed' })
  const move = makeBookingRecord({
    id: 'm1',
    status: 'requested',
    rescheduleOf: 's1',
    datetime: '2026-11-28 02:00:00.000Z',
  })

  it('finds the open move of a confirmed session, and none once it is answered', () => {
    expect(pendingMoveOf(session, [session, move])).toBe(move)
    expect(pendingMoveOf(session, [session, { ...move, status: 'declined' }])).toBeUndefined()
    expect(pendingMoveOf({ ...session, status: 'requested' }, [move])).toBeUndefined()
  })

  it('names the new time of a move and the answer deadline in Singapore time', () => {
    expect(moveRequestedText(move)).toBe('Move requested to Sat 28 Nov, 10:00 SGT')
    expect(answerByText('2026-11-28 02:00:00.000Z', 'Marcus Lim')).toBe(
      'Marcus Lim has until Sat 28 Nov, 10:00 SGT to answer',
    )
    expect(answerByText('2026-11-28 02:00:00.000Z', 'you')).toBe('Answer by Sat 28 Nov, 10:00 SGT')
  })
})

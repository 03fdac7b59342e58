import { describe, expect, it } from 'vitest'
import { daySlots } from './booking-slots'

// 08:00 on Monday 24 November 2025 in Singapore.
const now = new Date('2025-11-24T00:00:00Z')
const day = { year: 2025, month: 11, day: 25 }

describe('hours busy in the trainer’s own calendar', () => {
  it('are greyed with a reason that tells nothing of the event; the others stay offered', () => {
    // 10:00 and 14:00 Singapore time on Tuesday 25 November.
    const busy = ['2025-11-25T02:00:00.000Z', '2025-11-25T06:00:00.000Z']
    const slots = daySlots(day, now, { busy })
    expect(slots.find((entry) => entry.slot === '10:00')).toEqual({
      slot: '10:00',
      closedReason: 'trainer busy',
    })
    expect(slots.find((entry) => entry.slot === '14:00')?.closedReason).toBe('trainer busy')
    expect(slots.find((entry) => entry.slot === '11:00')).toEqual({ slot: '11:00' })
  })
})

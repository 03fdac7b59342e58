import { describe, expect, it } from 'vitest'
import { sgtSlotToUtc } from '@/lib/dates'
import { daySlots, pickedHourOf } from './booking-slots'

const tuesday = { year: 2026, month: 12, day: 1 }
const at = (slot: string) => sgtSlotToUtc(tuesday, slot)
const stored = (slot: string) => at(slot).toISOString().replace('T', ' ')

describe('minimum notice and travel time in the day’s hours', () => {
  it('greys the hours sooner than the trainer’s notice, with the reason', () => {
    const now = new Date(at('09:00').getTime() - 3_600_000)
    const slots = daySlots(tuesday, now, { minNoticeHours: 3 })
    expect(slots.slice(0, 4)).toEqual([
      { slot: '09:00', closedReason: 'needs 3 h notice' },
      { slot: '10:00', closedReason: 'needs 3 h notice' },
      { slot: '11:00' },
      { slot: '12:00' },
    ])
  })

  it('greys hours too close to a confirmed session at another venue, not at the same one', () => {
    const now = new Date(at('09:00').getTime() - 86_400_000)
    const sessions = [{ datetime: stored('12:00'), venue: 'Gym' }]
    const travel = (venue: string) => ({ gapHours: 1, venue, sessions })
    const atPark = daySlots(tuesday, now, { confirmed: [stored('12:00')], travel: travel('Park') })
    expect(atPark.filter((entry) => entry.closedReason)).toEqual([
      { slot: '11:00', closedReason: 'needs 1 h travel time' },
      { slot: '13:00', closedReason: 'needs 1 h travel time' },
    ])
    const atGym = daySlots(tuesday, now, { confirmed: [stored('12:00')], travel: travel('Gym') })
    expect(atGym.some((entry) => entry.closedReason)).toBe(false)
  })
})

describe('an hour picked on the trainer page', () => {
  it('becomes the picker’s day and the slot, in Singapore time', () => {
    const picked = pickedHourOf('2026-12-01T11:00:00.000Z')
    expect(picked?.slot).toBe('19:00')
    expect(picked?.pickerDate.getDate()).toBe(1)
    expect(pickedHourOf('2026-12-01T11:30:00.000Z')).toBeNull()
    expect(pickedHourOf('nonsense')).toBeNull()
  })
})

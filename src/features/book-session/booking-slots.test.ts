import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  BOOKING_SLOTS,
  calendarDayOf,
  formatSgtLongDate,
  formatSgtWeekday,
  sgtSlotToUtc,
} from '@/lib/dates'
import { parseWeeklyHours } from '@/lib/availability'
import {
  availableSlots,
  dayHasNoFreeSlot,
  daySlots,
  noSlotsLeftToday,
  sgtDayRange,
  sgtTodayForPicker,
} from './booking-slots'

// Run as a browser in New York would: Singapore slots must not move with the local zone.
beforeAll(() => {
  vi.stubEnv('TZ', 'America/New_York')
})
afterAll(() => {
  vi.unstubAllEnvs()
})

const monday = { year: 2025, month: 11, day: 24 }

describe('booking slots', () => {
  it('runs in a non-Singapore zone', () => {
    expect(new Date('2025-11-24T12:00:00Z').getTimezoneOffset()).toBe(300)
  })

  it('offers the 13 hourly slots 09:00 to 21:00', () => {
    expect(BOOKING_SLOTS).toEqual([
      '09:00',
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
      '17:00',
      '18:00',
      '19:00',
      '20:00',
      '21:00',
    ])
  })

  it('stores a Singapore slot as its UTC instant, seconds zero', () => {
    expect(sgtSlotToUtc(monday, '09:00').toISOString()).toBe('2025-11-24T01:00:00.000Z')
    expect(sgtSlotToUtc(monday, '21:00').toISOString()).toBe('2025-11-24T13:00:00.000Z')
  })

  it('takes the calendar day the picker hands out, whatever the local zone', () => {
    const pickerDate = new Date(2025, 10, 24) // local midnight in New York
    expect(calendarDayOf(pickerDate)).toEqual(monday)
    expect(sgtSlotToUtc(calendarDayOf(pickerDate), '10:00').toISOString()).toBe(
      '2025-11-24T02:00:00.000Z',
    )
  })

  it('spans one Singapore day for the booked-slots query', () => {
    const { start, end } = sgtDayRange(monday)
    expect(start.toISOString()).toBe('2025-11-23T16:00:00.000Z')
    expect(end.toISOString()).toBe('2025-11-24T16:00:00.000Z')
  })

  it('drops the slots already started today in Singapore', () => {
    const now = new Date('2025-11-24T02:30:00Z') // 10:30 SGT
    expect(availableSlots(monday, now)).toEqual(BOOKING_SLOTS.slice(2))
    expect(availableSlots({ ...monday, day: 25 }, now)).toEqual(BOOKING_SLOTS)
    expect(availableSlots({ ...monday, day: 23 }, now)).toEqual([])
  })

  it('drops the slots the trainer already has confirmed', () => {
    const now = new Date('2025-11-20T00:00:00Z')
    const confirmed = ['2025-11-24 02:00:00.000Z', '2025-11-24T13:00:00.000Z']
    const slots = availableSlots(monday, now, { confirmed })
    expect(slots).not.toContain('10:00')
    expect(slots).not.toContain('21:00')
    expect(slots).toHaveLength(11)
  })

  it("uses Singapore's today for the picker, not the browser's", () => {
    const now = new Date('2025-11-24T20:00:00Z') // 15:00 on the 24th in New York, 04:00 on the 25th in Singapore
    const today = sgtTodayForPicker(now)
    expect([today.getFullYear(), today.getMonth() + 1, today.getDate()]).toEqual([2025, 11, 25])
    expect(today.getHours()).toBe(0)
  })

  it('closes today once the 21:00 slot has started', () => {
    expect(noSlotsLeftToday(new Date('2025-11-24T12:59:00Z'))).toBe(false) // 20:59 SGT
    expect(noSlotsLeftToday(new Date('2025-11-24T13:00:00Z'))).toBe(true) // 21:00 SGT
  })

  it('names the Singapore weekday and date of a slot', () => {
    const late = sgtSlotToUtc(monday, '21:00') // still Monday 24th in Singapore, 08:00 in New York
    expect(formatSgtWeekday(late)).toBe('Monday')
    expect(formatSgtLongDate(late)).toBe('24 November 2025')
    const early = sgtSlotToUtc(monday, '09:00') // Sunday 23rd 20:00 in New York
    expect(formatSgtWeekday(early)).toBe('Monday')
  })

  it('offers only the hours the trainer works that weekday, none on a day off', () => {
    const now = new Date('2025-11-20T00:00:00Z')
    const availability = {
      weeklyHours: parseWeeklyHours({ mon: [9, 10, 18], tue: [12] }),
      daysOff: ['2025-11-25'],
    }
    expect(availableSlots(monday, now, { availability })).toEqual(['09:00', '10:00', '18:00'])
    expect(availableSlots({ ...monday, day: 25 }, now, { availability })).toEqual([]) // Tuesday off
    expect(availableSlots({ ...monday, day: 26 }, now, { availability })).toEqual([]) // no Wednesday
    expect(
      availableSlots({ ...monday, day: 27 }, now, {
        availability: { weeklyHours: null, daysOff: [] },
      }),
    ).toEqual(BOOKING_SLOTS)
  })

  it('never offers an hour at which I have a request or a session with any trainer, and says why', () => {
    const now = new Date('2025-11-20T00:00:00Z')
    const mine = [
      { datetime: '2025-11-24 01:00:00.000Z', status: 'requested' },
      { datetime: '2025-11-24 02:00:00.000Z', status: 'confirmed' },
      { datetime: '2025-11-24 02:00:00.000Z', status: 'requested' },
    ] as const
    const slots = availableSlots(monday, now, { mine })
    expect(slots).not.toContain('09:00')
    expect(slots).not.toContain('10:00')
    expect(slots).toHaveLength(11)
    const listed = daySlots(monday, now, { mine, confirmed: ['2025-11-24 02:00:00.000Z'] })
    expect(listed.slice(0, 3)).toEqual([
      { slot: '09:00', closedReason: 'You have a request then' },
      { slot: '10:00', closedReason: 'You have a session then' },
      { slot: '11:00' },
    ])
    expect(listed).toHaveLength(13)
  })

  it('offers nothing beyond 90 days ahead', () => {
    const now = new Date('2025-11-24T02:30:00Z') // 10:30 SGT on 24 November
    expect(availableSlots({ year: 2026, month: 2, day: 21 }, now)).toEqual(BOOKING_SLOTS)
    expect(availableSlots({ year: 2026, month: 2, day: 22 }, now)).toEqual(['09:00', '10:00']) // 90 days later
    expect(availableSlots({ year: 2026, month: 2, day: 23 }, now)).toEqual([])
  })

  it('disables picker days without a free hour: past, closed, off or fully taken', () => {
    const now = new Date('2025-11-24T02:30:00Z')
    const availability = { weeklyHours: parseWeeklyHours({ wed: [10] }), daysOff: [] }
    const wednesday = new Date(2025, 10, 26)
    expect(dayHasNoFreeSlot(wednesday, now, { availability })).toBe(false)
    expect(dayHasNoFreeSlot(new Date(2025, 10, 25), now, { availability })).toBe(true)
    expect(dayHasNoFreeSlot(new Date(2025, 10, 23), now, {})).toBe(true)
    const confirmed = ['2025-11-26 02:00:00.000Z']
    expect(dayHasNoFreeSlot(wednesday, now, { availability, confirmed })).toBe(true)
  })
})

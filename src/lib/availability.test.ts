import { describe, expect, it } from 'vitest'
import {
  isWorkingHour,
  parseDaysOff,
  parseWeeklyHours,
  weekdayKeyOf,
  isoDay,
  calendarDayOfIso,
} from './availability'

describe('availability', () => {
  it('reads missing or empty weekly hours as every hour', () => {
    expect(parseWeeklyHours(undefined)).toBeNull()
    expect(parseWeeklyHours(null)).toBeNull()
    expect(parseWeeklyHours({})).toBeNull()
    expect(parseWeeklyHours([])).toBeNull()
  })

  it('reads set hours per weekday, a missing day as closed, junk dropped', () => {
    const week = parseWeeklyHours({ mon: [18, 9, 9, 8, 22, 'x', 10.5], sat: [21] })
    expect(week).toEqual({ mon: [9, 18], tue: [], wed: [], thu: [], fri: [], sat: [21], sun: [] })
  })

  it('names the weekday of a calendar day', () => {
    expect(weekdayKeyOf({ year: 2025, month: 11, day: 24 })).toBe('mon')
    expect(weekdayKeyOf({ year: 2025, month: 11, day: 30 })).toBe('sun')
  })

  it('closes days off and hours outside the week', () => {
    const monday = { year: 2025, month: 11, day: 24 }
    const availability = { weeklyHours: parseWeeklyHours({ mon: [9] }), daysOff: [] }
    expect(isWorkingHour(availability, monday, 9)).toBe(true)
    expect(isWorkingHour(availability, monday, 10)).toBe(false)
    expect(isWorkingHour({ ...availability, daysOff: ['2025-11-24'] }, monday, 9)).toBe(false)
    expect(isWorkingHour({ weeklyHours: null, daysOff: [] }, monday, 21)).toBe(true)
  })

  it('keeps valid days off, sorted and unique', () => {
    expect(parseDaysOff(['2025-12-25', 'soon', '2025-12-24', '2025-12-25', 3])).toEqual([
      '2025-12-24',
      '2025-12-25',
    ])
    expect(parseDaysOff('2025-12-25')).toEqual([])
  })

  it('writes and reads YYYY-MM-DD', () => {
    expect(isoDay({ year: 2026, month: 1, day: 5 })).toBe('2026-01-05')
    expect(calendarDayOfIso('2026-01-05')).toEqual({ year: 2026, month: 1, day: 5 })
  })
})

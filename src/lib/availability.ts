// A trainer's working hours and days off (trainer_profiles.weeklyHours / daysOff), read the same
// way by the booking screen and the hours editor. Hours are Singapore start hours 9..21.
import { FIRST_SLOT_HOUR, LAST_SLOT_HOUR, type CalendarDay } from './dates'

export const WEEKDAY_KEYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const
export type WeekdayKey = (typeof WEEKDAY_KEYS)[number]

/** Start hours per weekday; `null` means "never set": every hour of every day is open. */
export type WorkingWeek = Record<WeekdayKey, number[]>

/** The 13 start hours 9..21. */
export const SLOT_HOURS: readonly number[] = Array.from(
  { length: LAST_SLOT_HOUR - FIRST_SLOT_HOUR + 1 },
  (_, index) => FIRST_SLOT_HOUR + index,
)

function isSlotHour(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= FIRST_SLOT_HOUR &&
    value <= LAST_SLOT_HOUR
  )
}

/**
 * The stored JSON as weekly hours: `null` when missing or an empty object (every hour open, the
 * spec's behaviour); otherwise every weekday, a missing day meaning closed. Junk values are dropped.
 */
export function parseWeeklyHours(value: unknown): WorkingWeek | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null
  const stored = value as Partial<Record<string, unknown>>
  if (Object.keys(stored).length === 0) return null
  const hours = {} as WorkingWeek
  for (const key of WEEKDAY_KEYS) {
    const list = stored[key]
    hours[key] = Array.isArray(list)
      ? [...new Set(list.filter(isSlotHour))].sort((a, b) => a - b)
      : []
  }
  return hours
}

/** The stored JSON as "YYYY-MM-DD" dates, sorted, duplicates and junk dropped. */
export function parseDaysOff(value: unknown): string[] {
  if (!Array.isArray(value)) return []
  const dates = value.filter(
    (item): item is string => typeof item === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(item),
  )
  return [...new Set(dates)].sort()
}

/** "YYYY-MM-DD" of a calendar day. */
export function isoDay(day: CalendarDay): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${day.year}-${pad(day.month)}-${pad(day.day)}`
}

/** The calendar day of a "YYYY-MM-DD" string. */
export function calendarDayOfIso(value: string): CalendarDay {
  const [year, month, day] = value.split('-').map(Number)
  return { year, month, day }
}

/** mon..sun of a calendar day (the day itself, not any time zone's view of it). */
export function weekdayKeyOf(day: CalendarDay): WeekdayKey {
  const sundayFirst = new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay()
  return WEEKDAY_KEYS[(sundayFirst + 6) % 7]
}

export interface Availability {
  weeklyHours: WorkingWeek | null
  daysOff: readonly string[]
}

/** True when the trainer works at this Singapore start hour on this day. */
export function isWorkingHour(availability: Availability, day: CalendarDay, hour: number): boolean {
  if (availability.daysOff.includes(isoDay(day))) return false
  if (!availability.weeklyHours) return true
  return availability.weeklyHours[weekdayKeyOf(day)].includes(hour)
}

// Session slots are Singapore time (Asia/Singapore: UTC+8 all year, no daylight saving), stored
// as UTC.
import { BOOKING_RULES, FIRST_SLOT_HOUR, LAST_SLOT_HOUR } from '@/content/booking-rules'

const SGT_OFFSET_HOURS = BOOKING_RULES.sgtOffsetHours

export { FIRST_SLOT_HOUR, LAST_SLOT_HOUR }

/** The 13 hourly slots 09:00 to 21:00, as "HH:mm". */
export const BOOKING_SLOTS: readonly string[] = Array.from(
  { length: LAST_SLOT_HOUR - FIRST_SLOT_HOUR + 1 },
  (_, index) => `${String(FIRST_SLOT_HOUR + index).padStart(2, '0')}:00`,
)

export interface CalendarDay {
  year: number
  /** 1-12 */
  month: number
  day: number
}

/** The calendar day a date-picker Date stands for (the picker hands out local midnights). */
export function calendarDayOf(date: Date): CalendarDay {
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() }
}

/** The UTC instant of a Singapore wall-clock slot on a calendar day. */
export function sgtSlotToUtc(day: CalendarDay, slot: string): Date {
  const [hours, minutes] = slot.split(':').map(Number)
  return new Date(
    Date.UTC(day.year, day.month - 1, day.day, hours - SGT_OFFSET_HOURS, minutes, 0, 0),
  )
}

/** The Singapore wall clock of an instant, read with getUTC*(). */
function sgtClock(value: string | Date): Date {
  return new Date(toDate(value).getTime() + SGT_OFFSET_HOURS * 3_600_000)
}

/** Today's calendar day in Singapore. */
export function sgtToday(now: Date = new Date()): CalendarDay {
  const shifted = sgtClock(now)
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
  }
}

/** PocketBase dates look like "2026-11-23 01:00:00.000Z"; Date wants a "T". */
export function parsePbDate(value: string): Date {
  return new Date(value.includes('T') ? value : value.replace(' ', 'T'))
}

function toDate(value: string | Date): Date {
  return typeof value === 'string' ? parsePbDate(value) : value
}

// Written out by hand, not with Intl.DateTimeFormat: Singapore is UTC+8 all year, and the first
// formatter with a time zone loads ICU's zone data (~17 ms of a chat's cold open on a 2-core box).
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

const twoDigits = (n: number) => String(n).padStart(2, '0')

/** e.g. "Monday" in Singapore time. */
export function formatSgtWeekday(value: string | Date): string {
  return WEEKDAYS[sgtClock(value).getUTCDay()]
}

/** e.g. "23 November 2026" in Singapore time. */
export function formatSgtLongDate(value: string | Date): string {
  const clock = sgtClock(value)
  return `${clock.getUTCDate()} ${MONTHS[clock.getUTCMonth()]} ${clock.getUTCFullYear()}`
}

/** e.g. "Monday, 23 November 2026" in Singapore time. */
export function formatSgtDate(value: string | Date): string {
  return `${formatSgtWeekday(value)}, ${formatSgtLongDate(value)}`
}

/** e.g. "09:00" in Singapore time. */
export function formatSgtTime(value: string | Date): string {
  const clock = sgtClock(value)
  return `${twoDigits(clock.getUTCHours())}:${twoDigits(clock.getUTCMinutes())}`
}

/** e.g. "Tue 24 Nov, 10:00" in Singapore time. */
export function formatSgtShortDateTime(value: string | Date): string {
  const clock = sgtClock(value)
  const weekday = WEEKDAYS[clock.getUTCDay()].slice(0, 3)
  const month = MONTHS[clock.getUTCMonth()].slice(0, 3)
  return `${weekday} ${clock.getUTCDate()} ${month}, ${formatSgtTime(value)}`
}

/** e.g. "Monday, 23 November 2026 at 09:00 SGT". */
export function formatSgtDateTime(value: string | Date): string {
  return `${formatSgtDate(value)} at ${formatSgtTime(value)} SGT`
}

/** e.g. "Tue 3 Dec" for the Singapore calendar day "2024-12-03" (already a Singapore day). */
export function formatSgtDayShort(day: string): string {
  const [year, month, date] = day.split('-').map(Number)
  const clock = new Date(Date.UTC(year, month - 1, date))
  return `${WEEKDAYS[clock.getUTCDay()].slice(0, 3)} ${date} ${MONTHS[month - 1].slice(0, 3)}`
}

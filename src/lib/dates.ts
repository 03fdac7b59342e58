// Session slots are Singapore time (UTC+8 all year, no daylight saving), stored as UTC.
export const SGT_TIME_ZONE = 'Asia/Singapore'
const SGT_OFFSET_HOURS = 8

export const FIRST_SLOT_HOUR = 9
export const LAST_SLOT_HOUR = 21

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

/** Today's calendar day in Singapore. */
export function sgtToday(now: Date = new Date()): CalendarDay {
  const shifted = new Date(now.getTime() + SGT_OFFSET_HOURS * 3_600_000)
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

// Made on first use: the first Intl.DateTimeFormat with a time zone loads ICU's zone data, tens
// of milliseconds on a phone, which screens that show no SGT date (the inbox) should not pay.
let weekdayDateFormat: Intl.DateTimeFormat | undefined
let timeFormat: Intl.DateTimeFormat | undefined

/** e.g. "Monday, 23 November 2026" in Singapore time. */
export function formatSgtDate(value: string | Date): string {
  weekdayDateFormat ??= new Intl.DateTimeFormat('en-SG', {
    timeZone: SGT_TIME_ZONE,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  })
  return weekdayDateFormat.format(toDate(value))
}

/** e.g. "09:00" in Singapore time. */
export function formatSgtTime(value: string | Date): string {
  timeFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: SGT_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  })
  return timeFormat.format(toDate(value))
}

/** e.g. "Monday, 23 November 2026 at 09:00 SGT". */
export function formatSgtDateTime(value: string | Date): string {
  return `${formatSgtDate(value)} at ${formatSgtTime(value)} SGT`
}

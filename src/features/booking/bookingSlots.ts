// Which hourly slots a day offers, in Singapore time whatever the browser's time zone.
import {
  BOOKING_SLOTS,
  parsePbDate,
  SGT_TIME_ZONE,
  sgtSlotToUtc,
  sgtToday,
  type CalendarDay,
} from '@/lib/dates'

const DAY_MS = 86_400_000

/** The first and the after-last UTC instants of a Singapore calendar day. */
export function sgtDayRange(day: CalendarDay): { start: Date; end: Date } {
  const start = sgtSlotToUtc(day, '00:00')
  return { start, end: new Date(start.getTime() + DAY_MS) }
}

/**
 * The slots still bookable on a day: not yet started (Singapore time) and not already confirmed
 * for this trainer. `confirmed` holds the datetimes of the trainer's confirmed bookings.
 */
export function availableSlots(
  day: CalendarDay,
  now: Date,
  confirmed: readonly string[] = [],
): string[] {
  const taken = new Set(confirmed.map((value) => parsePbDate(value).getTime()))
  return BOOKING_SLOTS.filter((slot) => {
    const at = sgtSlotToUtc(day, slot).getTime()
    return at > now.getTime() && !taken.has(at)
  })
}

/**
 * Singapore's today as the date picker's kind of date (local midnight of that calendar day), so
 * the picker's "today" and its disabled past follow Singapore, not the browser.
 */
export function sgtTodayForPicker(now: Date): Date {
  const today = sgtToday(now)
  return new Date(today.year, today.month - 1, today.day)
}

/** True once the last slot of Singapore's today has started. */
export function noSlotsLeftToday(now: Date): boolean {
  return availableSlots(sgtToday(now), now).length === 0
}

const weekdayFormat = new Intl.DateTimeFormat('en-SG', { timeZone: SGT_TIME_ZONE, weekday: 'long' })
const longDateFormat = new Intl.DateTimeFormat('en-SG', {
  timeZone: SGT_TIME_ZONE,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
})

/** e.g. "Monday" for the Singapore calendar day of a slot. */
export function formatSgtWeekday(at: Date): string {
  return weekdayFormat.format(at)
}

/** e.g. "24 November 2025" for the Singapore calendar day of a slot. */
export function formatSgtLongDate(at: Date): string {
  return longDateFormat.format(at)
}

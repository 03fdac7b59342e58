// Which hourly slots a day offers, in Singapore time whatever the browser's time zone.
import { STATUS } from '@/content/statuses'
import { isWorkingHour, type Availability } from '@/lib/availability'
import {
  BOOKING_SLOTS,
  calendarDayOf,
  parsePbDate,
  sgtSlotToUtc,
  sgtToday,
  type CalendarDay,
} from '@/lib/dates'
import { BOOKING_HORIZON_DAYS, HOUR_MS, SGT_OFFSET_MS } from '@/content/booking-rules'

const DAY_MS = 86_400_000

/** The first and the after-last UTC instants of a Singapore calendar day. */
export function sgtDayRange(day: CalendarDay): { start: Date; end: Date } {
  const start = sgtSlotToUtc(day, '00:00')
  return { start, end: new Date(start.getTime() + DAY_MS) }
}

/** Bookings reach at most this many days ahead (the server refuses later ones). */
export { BOOKING_HORIZON_DAYS }

/** One of my own open bookings (with any trainer). */
export interface MyBookingAt {
  datetime: string
  status: typeof STATUS.requested | typeof STATUS.confirmed
}

/** One of the trainer's confirmed sessions, with the venue it is at. */
export interface ConfirmedSession {
  datetime: string
  venue: string
}

/** The trainer's travel time between venues, against the venue chosen for this request. */
export interface TravelRule {
  gapHours: number
  venue: string
  sessions: readonly ConfirmedSession[]
}

/** What limits a day's slots besides the clock. Datetimes are PocketBase datetimes. */
export interface SlotRules {
  /** The trainer's confirmed bookings (booked for someone, or for me). */
  confirmed?: readonly string[]
  /** My own requested and confirmed bookings ahead, with any trainer. */
  mine?: readonly MyBookingAt[]
  /** The trainer's working hours and days off; missing = every hour of every day. */
  availability?: Availability
  /** Hours the trainer needs between the request and the session (hours sooner are greyed). */
  minNoticeHours?: number
  /** Hours too close to a confirmed session at another venue are greyed. */
  travel?: TravelRule
  /** Hours busy in the trainer's own calendars (ISO instants of slot starts) are greyed. */
  busy?: readonly string[]
}

/** True when a session at `at` (ms) would leave the trainer less than their travel time. */
export function needsTravelTime(at: number, travel: TravelRule | undefined): boolean {
  if (!travel || travel.gapHours <= 0) return false
  const reach = (travel.gapHours + 1) * HOUR_MS
  return travel.sessions.some((session) => {
    const start = parsePbDate(session.datetime).getTime()
    return start !== at && Math.abs(start - at) < reach && session.venue !== travel.venue
  })
}

/** Why an open hour of the trainer's is greyed by their notice or travel time, or undefined. */
function whenWhereReason(at: number, now: Date, rules: SlotRules): string | undefined {
  const notice = rules.minNoticeHours ?? 0
  if (notice > 0 && at < now.getTime() + notice * HOUR_MS) return `needs ${notice} h notice`
  if (needsTravelTime(at, rules.travel)) return `needs ${rules.travel?.gapHours} h travel time`
  return undefined
}

/** Why an hour I already hold is not offered, shown on the greyed hour. */
const MY_HOUR_REASONS = {
  confirmed: 'You have a session then',
  requested: 'You have a request then',
} as const

/** An hour the trainer's own calendar makes busy (never what is in it). */
const BUSY_REASON = 'trainer busy'

/** An hour of a day's list: offered, or greyed with the reason (`closedReason`). */
export interface DaySlot {
  slot: string
  closedReason?: string
}

/**
 * A day's hours as the time list shows them: inside the trainer's hours and not on a day off, not
 * yet started (Singapore time), within the booking horizon and not confirmed for someone else
 * with this trainer; an hour at which I already have a session or a request (with any trainer),
 * or that the trainer's minimum notice or travel time rules out, stays in the list, greyed with
 * the reason.
 */
export function daySlots(day: CalendarDay, now: Date, rules: SlotRules = {}): DaySlot[] {
  const taken = new Set((rules.confirmed ?? []).map((value) => parsePbDate(value).getTime()))
  const mine = new Map<number, MyBookingAt['status']>()
  for (const booking of rules.mine ?? []) {
    const at = parsePbDate(booking.datetime).getTime()
    if (mine.get(at) !== STATUS.confirmed) mine.set(at, booking.status)
  }
  const busy = new Set((rules.busy ?? []).map((iso) => Date.parse(iso)))
  const horizon = now.getTime() + BOOKING_HORIZON_DAYS * DAY_MS
  return BOOKING_SLOTS.flatMap((slot): DaySlot[] => {
    const at = sgtSlotToUtc(day, slot).getTime()
    const hour = Number(slot.slice(0, 2))
    if (rules.availability && !isWorkingHour(rules.availability, day, hour)) return []
    if (at <= now.getTime() || at > horizon) return []
    const myStatus = mine.get(at)
    if (myStatus) return [{ slot, closedReason: MY_HOUR_REASONS[myStatus] }]
    if (taken.has(at)) return []
    if (busy.has(at)) return [{ slot, closedReason: BUSY_REASON }]
    const closedReason = whenWhereReason(at, now, rules)
    return [closedReason ? { slot, closedReason } : { slot }]
  })
}

/** The slots still bookable on a day (daySlots without the greyed ones). */
export function availableSlots(day: CalendarDay, now: Date, rules: SlotRules = {}): string[] {
  return daySlots(day, now, rules)
    .filter((entry) => !entry.closedReason)
    .map((entry) => entry.slot)
}

/** The date picker's disabled days: those with no free slot (past days included). */
export function dayHasNoFreeSlot(pickerDate: Date, now: Date, rules: SlotRules): boolean {
  return availableSlots(calendarDayOf(pickerDate), now, rules).length === 0
}

/** The last day the picker offers (Singapore today + the horizon), as a picker date. */
export function lastBookableDayForPicker(now: Date): Date {
  const today = sgtTodayForPicker(now)
  return new Date(today.getFullYear(), today.getMonth(), today.getDate() + BOOKING_HORIZON_DAYS)
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

/** The date picker's day and the slot of an hour picked elsewhere (`?at=` ISO), or null. */
export function pickedHourOf(iso: string | null): { pickerDate: Date; slot: string } | null {
  if (!iso) return null
  const at = new Date(iso)
  if (Number.isNaN(at.getTime())) return null
  const sgt = new Date(at.getTime() + SGT_OFFSET_MS)
  const slot = `${String(sgt.getUTCHours()).padStart(2, '0')}:00`
  if (sgt.getUTCMinutes() !== 0 || !BOOKING_SLOTS.includes(slot)) return null
  return {
    pickerDate: new Date(sgt.getUTCFullYear(), sgt.getUTCMonth(), sgt.getUTCDate()),
    slot,
  }
}

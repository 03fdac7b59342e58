// The hours of a day the trainer works but has confirmed for someone else: Book Session offers
// to wait for them ("Taken — tell me if it frees up"). Pure, so tested.
import { isWorkingHour } from '@/lib/availability'
import { BOOKING_SLOTS, parsePbDate, sgtSlotToUtc, type CalendarDay } from '@/lib/dates'
import { BOOKING_HORIZON_DAYS } from '@/content/booking-rules'
import type { SlotRules } from './booking-slots'

const DAY_MS = 86_400_000

/** A taken hour: its slot ("10:00") and instant (ISO). */
export interface TakenHour {
  slot: string
  at: string
}

/** The day's working hours ahead (within the horizon) confirmed for someone else. */
export function takenHours(day: CalendarDay, now: Date, rules: SlotRules): TakenHour[] {
  const taken = new Set((rules.confirmed ?? []).map((value) => parsePbDate(value).getTime()))
  const mine = new Set((rules.mine ?? []).map((booking) => parsePbDate(booking.datetime).getTime()))
  const horizon = now.getTime() + BOOKING_HORIZON_DAYS * DAY_MS
  return BOOKING_SLOTS.flatMap((slot) => {
    const at = sgtSlotToUtc(day, slot)
    const ms = at.getTime()
    if (!taken.has(ms) || mine.has(ms) || ms <= now.getTime() || ms > horizon) return []
    if (rules.availability && !isWorkingHour(rules.availability, day, Number(slot.slice(0, 2)))) {
      return []
    }
    return [{ slot, at: at.toISOString() }]
  })
}
